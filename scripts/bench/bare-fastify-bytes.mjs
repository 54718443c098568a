// The yardstick for the overview benchmark: a bare Fastify route answering the bytes in BODY_FILE.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE ?? '');
const app = Fastify({ logger: false });
app.get('/api/health', () => ({ status: 'ok' }));
app.get('/api/trading/inventory', (_, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
