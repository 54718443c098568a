/** One server-sent event as the reader hands it on. */
export type StreamEvent = { id: string | undefined; event: string; data: unknown };

/**
 * Splits a text/event-stream body into events (the format's rules: frames end with a blank line,
 * `field: value` lines, `:` starts a comment). Returns what is left over for the next chunk.
 */
export function parseFrames(buffer: string, onEvent: (event: StreamEvent) => void): string {
  let rest = buffer.replace(/\r\n/g, '\n');
  let cut: number;
  while ((cut = rest.indexOf('\n\n')) !== -1) {
    const frame = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    let named = false;
    for (const line of frame.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') {
        event = value;
        named = true;
      } else if (field === 'data') data.push(value);
    }
    if (!named && data.length === 0) continue;
    let parsed: unknown = data.join('\n');
    try {
      parsed = JSON.parse(parsed as string);
    } catch {
      // not JSON: handed on as text
    }
    onEvent({ id, event, data: parsed });
  }
  return rest;
}

export type StreamOutcome = 'ended' | 'unauthorized' | 'failed';

/**
 * Reads GET /api/trading/events with fetch, so the bearer token travels in the Authorization header
 * (EventSource cannot send one, and a token in a URL ends up in logs). `onOpen` runs once the server
 * accepted the stream; every byte (heartbeats too) calls `onAlive`.
 */
export async function readEventStream(options: {
  url: string;
  token: string;
  lastEventId: string | undefined;
  signal: AbortSignal;
  onOpen: () => void;
  onAlive: () => void;
  onEvent: (event: StreamEvent) => void;
}): Promise<StreamOutcome> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    Authorization: `Bearer ${options.token}`,
  };
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
  let response: Response;
  try {
    // Low priority: the stream stays open for as long as the page does, and must not hold back the
    // scripts, styles and data the page is still loading (nor count as the page still loading).
    response = await fetch(options.url, {
      headers,
      signal: options.signal,
      cache: 'no-store',
      priority: 'low',
    });
  } catch {
    return 'failed';
  }
  if (response.status === 401) return 'unauthorized';
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return 'failed';
  }
  options.onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      options.onAlive();
      buffer = parseFrames(buffer + value, options.onEvent);
    }
  } catch {
    return options.signal.aborted ? 'ended' : 'failed';
  }
}
