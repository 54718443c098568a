import { randomFillSync } from 'node:crypto';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';

/**
 * A client text frame written straight on the WebSocket's TCP socket (issue 30, decision 043): one
 * buffer, one `write`, for the joins that race other bots. `ws.send` makes a header buffer and a
 * payload buffer, corks, writes both and uncorks (a `writev`): 123-128 µs a join against 63-67 µs for
 * this (`npm run bench -- join-write`). The frame is what RFC 6455 asks of a client: FIN, text
 * opcode, a fresh random mask per frame.
 *
 * It reads two private fields of `ws` (the socket and the sender's state), checked on every call:
 * when either is not what this expects (another `ws` major, a message being compressed or read from
 * a Blob, a socket closing), it writes nothing and answers false, and the caller uses `ws.send`.
 */
export function writeTextFrame(ws: WebSocket, text: string): boolean {
  const { _socket: socket, _sender: sender } = ws as unknown as WsInternals;
  if (
    ws.readyState !== WebSocket.OPEN ||
    !socket?.writable ||
    sender?._state !== SENDER_IDLE ||
    !Array.isArray(sender._queue) ||
    sender._queue.length !== 0
  )
    return false;
  const length = Buffer.byteLength(text);
  const head = length < 126 ? 6 : length < 65_536 ? 8 : 14;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = FIN_TEXT;
  if (head === 6) frame[1] = MASKED | length;
  else if (head === 8) {
    frame[1] = MASKED | 126;
    frame[2] = length >>> 8;
    frame[3] = length & 0xff;
  } else {
    frame[1] = MASKED | 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  if (poolAt === MASK_POOL.length) {
    randomFillSync(MASK_POOL);
    poolAt = 0;
  }
  const m0 = MASK_POOL[poolAt]!;
  const m1 = MASK_POOL[poolAt + 1]!;
  const m2 = MASK_POOL[poolAt + 2]!;
  const m3 = MASK_POOL[poolAt + 3]!;
  poolAt += 4;
  frame[head - 4] = m0;
  frame[head - 3] = m1;
  frame[head - 2] = m2;
  frame[head - 1] = m3;
  frame.write(text, head);
  const end = head + length;
  let i = head;
  for (; i + 3 < end; i += 4) {
    frame[i] = frame[i]! ^ m0;
    frame[i + 1] = frame[i + 1]! ^ m1;
    frame[i + 2] = frame[i + 2]! ^ m2;
    frame[i + 3] = frame[i + 3]! ^ m3;
  }
  for (let k = 0; i < end; i++, k++) frame[i] = frame[i]! ^ MASK_POOL[poolAt - 4 + k]!;
  socket.write(frame);
  return true;
}

type WsInternals = {
  _socket?: Duplex | null;
  _sender?: { _state?: unknown; _queue?: unknown } | null;
};

/** `ws`'s Sender state when no message is being compressed or read (its `DEFAULT`). */
const SENDER_IDLE = 0;
const FIN_TEXT = 0x81;
const MASKED = 0x80;
/** Random bytes drawn 1,024 masks at a time, as `ws` does, so a frame costs no system call. */
const MASK_POOL = Buffer.alloc(4096);
let poolAt = MASK_POOL.length;
