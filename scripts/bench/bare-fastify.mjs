// The yardstick for the health benchmark: a bare Fastify route answering the same body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', () => ({ status: 'ok', database: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
