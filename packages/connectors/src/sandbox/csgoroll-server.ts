import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildSchema,
  execute,
  getOperationAST,
  parse,
  subscribe,
  validate,
  type ExecutionResult,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createSandboxMarket, type SandboxMarketOptions } from './market';
import { SandboxMarketError } from './market-model';
import { createSandboxRoots, type SandboxContext } from './resolvers';
import { SANDBOX_SCHEMA } from './schema.graphql';

export type SandboxCsgorollServer = Awaited<ReturnType<typeof startSandboxCsgoroll>>;

const MAX_BODY_BYTES = 1_000_000;

export function sessionCookieFrom(header: string | undefined): string | null {
  const match = /(?:^|;\s*)session=([^;]*)/.exec(header ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * The CSGORoll stand-in on loopback: GraphQL over HTTP at /graphql, graphql-transport-ws at /ws and
 * POST /auth/local, speaking CSGORoll's operation names, shapes and errors.
 */
export async function startSandboxCsgoroll(options: SandboxMarketOptions & { port?: number; host?: string }) {
  const market = createSandboxMarket(options);
  const schema = buildSchema(SANDBOX_SCHEMA);
  const roots = createSandboxRoots(market);
  const contextFor = (req: IncomingMessage): SandboxContext => ({
    user: market.accounts.userForCookie(sessionCookieFrom(req.headers.cookie)),
  });
  /** Arrival time of each join mutation, for the sniping benchmark. */
  const joinArrivals: number[] = [];

  const http = createServer((req, res) => {
    readBody(req)
      .then((body) => route(req, res, body))
      .catch(() => reply(res, 400, { message: 'Bad request' }));
  });

  async function route(req: IncomingMessage, res: ServerResponse, body: string) {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && path === '/auth/local') return signIn(res, body);
    if (req.method === 'POST' && path === '/graphql') return reply(res, 200, await runGraphql(req, body));
    reply(res, 404, { message: 'Not found' });
  }

  function signIn(res: ServerResponse, body: string) {
    const { email, password } = JSON.parse(body || '{}') as { email?: string; password?: string };
    try {
      const cookie = market.accounts.signIn(String(email ?? ''), String(password ?? ''));
      res.setHeader('Set-Cookie', `session=${cookie}; Path=/; HttpOnly; SameSite=Lax`);
      reply(res, 200, { success: true });
    } catch (error) {
      if (!(error instanceof SandboxMarketError)) throw error;
      reply(res, 401, { success: false, message: error.message });
    }
  }

  async function runGraphql(req: IncomingMessage, body: string): Promise<ExecutionResult> {
    const { query, variables, operationName } = JSON.parse(body) as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    const document = parse(query);
    const errors = validate(schema, document);
    if (errors.length > 0) return { errors };
    const operation = getOperationAST(document, operationName)?.operation ?? 'query';
    if (operation === 'mutation' && /\bjoinTrades\b/.test(query)) joinArrivals.push(performance.now());
    const rootValue = operation === 'mutation' ? roots.mutation : roots.query;
    return execute({
      schema,
      document,
      rootValue,
      contextValue: contextFor(req),
      variableValues: variables,
      operationName,
    });
  }

  const wss = new WebSocketServer({ server: http, path: '/ws' });
  const wsServer = useServer(
    {
      schema,
      roots,
      context: (ctx) => contextFor(ctx.extra.request),
      // Our own graphql functions: a test runner may load graphql-ws's `graphql` as a second copy.
      validate,
      execute,
      subscribe,
    },
    wss,
  );

  await new Promise<void>((resolve) => http.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    market,
    graphqlUrl: `${origin}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    authUrl: `${origin}/auth/local`,
    joinArrivals,
    /** Drops every feed socket as a flaky network would (clients must reconnect). */
    dropConnections() {
      wss.clients.forEach((socket) => socket.terminate());
    },
    async close() {
      market.stop();
      await wsServer.dispose();
      wss.clients.forEach((socket) => socket.terminate());
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('Body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
