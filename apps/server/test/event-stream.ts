/** One event as a stream reader sees it. */
export type StreamEvent = { id?: string; event: string; data: Record<string, unknown> };

/**
 * GET /api/trading/events read the way the SPA reads it: fetch with the bearer header, the body
 * parsed frame by frame. `next` waits for an event that matches (never a fixed sleep).
 */
export async function openEventStream(baseUrl: string, token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/trading/events`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  let comments = 0;
  const pump = async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields: Record<string, string> = {};
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            const at = line.indexOf(': ');
            if (at > 0) fields[line.slice(0, at)] = line.slice(at + 2);
          }
          if (fields.event)
            events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? '{}') });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  };
  void pump();

  async function waitFor(ok: () => boolean, what: string, ms = 10_000) {
    if (ok()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`not within ${ms} ms: ${what}; got ${JSON.stringify(events)}`));
      }, ms);
      const wake = () => {
        if (!ok() && !ended) return;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve();
      };
      waiters.add(wake);
    });
  }

  return {
    response,
    events,
    comments: () => comments,
    ended: () => ended,
    waitFor,
    /** The first event after `from` (an index into events) that matches. */
    async next(match: (e: StreamEvent) => boolean, from = 0, what = 'an event') {
      const find = () => events.slice(from).find(match);
      await waitFor(() => find() !== undefined, what);
      const found = find();
      if (!found) throw new Error(`the stream ended before ${what}`);
      return found;
    },
    close: () => controller.abort(),
  };
}
