import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { writeTextFrame } from './write-frame';

/** A plain WebSocket server (the far end of the wire) that keeps every text message it reads. */
async function pair() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const received: string[] = [];
  let arrived = () => undefined as void;
  server.on('connection', (peer) =>
    peer.on('message', (data: Buffer, isBinary: boolean) => {
      received.push(isBinary ? `binary:${data.length}` : data.toString());
      arrived();
    }),
  );
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    perMessageDeflate: false,
  });
  await new Promise((resolve) => client.once('open', resolve));
  const receive = async (count: number) => {
    while (received.length < count) await new Promise<void>((resolve) => (arrived = resolve));
    return received;
  };
  opened.push({ server, client });
  return { client, receive };
}

const opened: { server: WebSocketServer; client: WebSocket }[] = [];
afterEach(async () => {
  for (const { server, client } of opened.splice(0)) {
    client.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('a text frame written straight on the socket', () => {
  it('reaches the server whole at every length form, in order with frames sent through ws', async () => {
    const { client, receive } = await pair();
    const texts = [
      'x',
      'a'.repeat(125),
      'b'.repeat(126),
      `{"tradeIds":["VHJhZGU6MQ"],"name":"★ Karambit | Fade (Factory New)"}`,
      'c'.repeat(65_535),
      'd'.repeat(70_001),
      '',
    ];
    const expected: string[] = [];
    for (const text of texts) {
      expect(writeTextFrame(client, text)).toBe(true);
      expected.push(text);
      client.send(`through ws after ${text.length}`);
      expected.push(`through ws after ${text.length}`);
    }
    expect(await receive(expected.length)).toEqual(expected);
  });

  it('masks every frame with fresh random bytes', async () => {
    const { client, receive } = await pair();
    const tcp = (client as unknown as { _socket: { write: (chunk: Buffer) => boolean } })._socket;
    const chunks: Buffer[] = [];
    const write = tcp.write.bind(tcp);
    tcp.write = (chunk: Buffer) => (chunks.push(Buffer.from(chunk)), write(chunk));
    writeTextFrame(client, '{"type":"ping"}');
    writeTextFrame(client, '{"type":"ping"}');
    await receive(2);
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) expect(chunk[1]! & 0x80).toBe(0x80);
    expect(chunks[0]!.subarray(2, 6).equals(chunks[1]!.subarray(2, 6))).toBe(false);
    expect(chunks[0]!.equals(chunks[1]!)).toBe(false);
  });

  it('writes nothing on a socket that is not open, and leaves the frame to ws', async () => {
    const { client } = await pair();
    client.close();
    expect(writeTextFrame(client, '{"type":"ping"}')).toBe(false);
    const unopened = new WebSocket('ws://127.0.0.1:9');
    unopened.on('error', () => undefined);
    expect(writeTextFrame(unopened, '{"type":"ping"}')).toBe(false);
    unopened.terminate();
  });

  it('leaves the frame to ws when ws is not built as this expects (another major version)', async () => {
    const { client, receive } = await pair();
    const internals = client as unknown as { _sender: unknown };
    const sender = internals._sender;
    internals._sender = { _state: 0 };
    expect(writeTextFrame(client, 'no queue')).toBe(false);
    internals._sender = undefined;
    expect(writeTextFrame(client, 'no sender')).toBe(false);
    internals._sender = sender;
    expect(writeTextFrame(client, 'as built')).toBe(true);
    expect(await receive(1)).toEqual(['as built']);
  });

  it('leaves the frame to ws when ws is busy with a message of its own', async () => {
    const { client, receive } = await pair();
    const sender = (client as unknown as { _sender: { _state: number } })._sender;
    sender._state = 1; // as while ws compresses a message: a frame written now would overtake it
    expect(writeTextFrame(client, 'later')).toBe(false);
    sender._state = 0;
    expect(writeTextFrame(client, 'now')).toBe(true);
    expect(await receive(1)).toEqual(['now']);
  });
});
