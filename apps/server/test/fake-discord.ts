import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type DiscordRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
};

/**
 * Discord's REST API on loopback, as far as the notifier uses it: POST /users/@me/channels opens a
 * DM channel, POST /channels/:id/messages posts. `failNext` makes the next calls answer a 429 or a
 * 5xx; `stop` takes it down for an outage (connections refused).
 */
export async function startFakeDiscord() {
  const requests: DiscordRequest[] = [];
  const messages: { channelId: string; body: unknown }[] = [];
  const scripted: Reply[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body: unknown = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
      const path = (req.url ?? '').replace(/^\/api\/v10/, '');
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const send = (reply: Reply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body ?? {}));
      };
      const next = scripted.shift();
      if (next) return send(next);
      if (req.headers.authorization !== 'Bot test-bot-token')
        return send({ status: 401, body: { message: '401: Unauthorized', code: 0 } });
      if (path === '/users/@me/channels') {
        const recipient = (body as { recipient_id: string }).recipient_id;
        return send({ status: 200, body: { id: `dm-${recipient}`, type: 1 } });
      }
      const match = /^\/channels\/([^/]+)\/messages$/.exec(path);
      if (match) {
        if (match[1] === '404404404404404404')
          return send({ status: 404, body: { message: 'Unknown Channel', code: 10003 } });
        messages.push({ channelId: match[1]!, body });
        return send({ status: 200, body: { id: String(messages.length) } });
      }
      send({ status: 404, body: { message: '404: Not Found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v10`,
    requests,
    messages,
    failNext: (...replies: Reply[]) => scripted.push(...replies),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    closedUrl: `http://127.0.0.1:${port}/api/v10`,
  };
}
