import { describe, expect, it } from 'vitest';
import { parseFrames, type StreamEvent } from './event-stream';

describe('parseFrames', () => {
  it('hands on whole events, skips heartbeats and keeps a partial frame for the next chunk', () => {
    const seen: StreamEvent[] = [];
    const rest = parseFrames(
      'retry: 3000\n\n: heartbeat\n\nid: 7\nevent: credits\ndata: {"credits":45}\n\nid: 8\nevent: wal',
      (e) => seen.push(e),
    );
    expect(seen).toEqual([{ id: '7', event: 'credits', data: { credits: 45 } }]);
    expect(rest).toBe('id: 8\nevent: wal');
    parseFrames(`${rest}let\ndata: {"steam_id":"1"}\n\n`, (e) => seen.push(e));
    expect(seen[1]).toEqual({ id: '8', event: 'wallet', data: { steam_id: '1' } });
  });
});
