import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLScalarType } from 'graphql';
import {
  GraphQLError,
  Kind,
  buildSchema,
  execute,
  getOperationAST,
  parse,
  subscribe,
  validate,
  type ExecutionResult,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createSandboxMarket, type SandboxMarketOptions } from './market';
import { createMarketExtras } from './market-extras';
import { SandboxMarketError } from './market-model';
import { createSandboxRoots, type SandboxContext } from './resolvers';
import { createSandboxCaptchaCheck } from './sandbox-captcha';
import { SANDBOX_SCHEMA } from './schema.graphql';

export type SandboxCsgorollServer = Awaited<ReturnType<typeof startSandboxCsgoroll>>;

const MAX_BODY_BYTES = 1_000_000;

export function sessionCookieFrom(header: string | undefined): string | null {
  const match = /(?:^|;\s*)session=([^;]*)/.exec(header ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

/** CSGORoll's custom scalars, checked the way their names promise. */
function withScalars(schema: GraphQLSchema): GraphQLSchema {
  const define = (name: string, accept: (v: unknown) => boolean, what: string) => {
    const type = schema.getType(name) as GraphQLScalarType;
    const parseValue = (v: unknown) => {
      if (!accept(v)) throw new GraphQLError(`${name} must be ${what}`);
      return v;
    };
    Object.assign(type, {
      parseValue,
      serialize: (v: unknown) => v,
      parseLiteral: (node: ValueNode) =>
        parseValue(
          node.kind === Kind.INT || node.kind === Kind.FLOAT
            ? Number(node.value)
            : node.kind === Kind.STRING
              ? node.value
              : undefined,
        ),
    });
  };
  define('PaginationAmount', (v) => Number.isInteger(v) && (v as number) >= 0, 'a whole number of 0 or more');
  define('UnsignedFloat', (v) => typeof v === 'number' && v >= 0, 'a number of 0 or more');
  define('SequelizeDate', (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)), 'an ISO-8601 date');
  return schema;
}

export type SandboxCsgorollOptions = SandboxMarketOptions & {
  port?: number;
  host?: string;
  /** Joins must carry a reCAPTCHA token from the sandbox solver (default true). */
  requireCaptcha?: boolean;
};

/**
 * The CSGORoll stand-in on loopback: GraphQL over HTTP at /graphql, graphql-transport-ws at /ws and
 * POST /auth/local, speaking CSGORoll's operation names, shapes and errors.
 */
export async function startSandboxCsgoroll(options: SandboxCsgorollOptions) {
  const market = createSandboxMarket(options);
  const schema = withScalars(buildSchema(SANDBOX_SCHEMA));
  const captcha = { required: options.requireCaptcha ?? true, check: createSandboxCaptchaCheck() };
  const roots = createSandboxRoots(market, createMarketExtras(market, options.seed), { captcha });
  const contextFor = (req: IncomingMessage): SandboxContext => ({
    user: market.accounts.userForCookie(sessionCookieFrom(req.headers.cookie)),
  });

  /** Operation names received over HTTP, so tests can tell which transport a client used. */
  const httpOperations: string[] = [];
  /** Operations subscribed over the sockets, with the signed-in user's id (null for a guest). */
  const socketOperations: { userId: string | null; operationName: string | null }[] = [];
  const http = createServer((req, res) => {
    readBody(req)
      .then((body) => route(req, res, body))
      .catch(() => reply(res, 400, { message: 'Bad request' }));
  });

  async function route(req: IncomingMessage, res: ServerResponse, body: string) {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && path === '/auth/local') return signIn(res, body);
    if (req.method === 'POST' && path === '/graphql') return reply(res, 200, await runGraphql(req, body));
    // C's persisted queries: GET with URL-encoded operationName, variables and extensions.
    if (req.method === 'GET' && path === '/graphql') {
      const params = new URL(req.url ?? '/', 'http://sandbox').searchParams;
      const json = (name: string) =>
        params.has(name) ? (JSON.parse(params.get(name)!) as unknown) : undefined;
      const request = {
        operationName: params.get('operationName') ?? undefined,
        query: params.get('query') ?? undefined,
        variables: json('variables'),
        extensions: json('extensions'),
      };
      return reply(res, 200, await runGraphql(req, JSON.stringify(request)));
    }
    reply(res, 404, { message: 'Not found' });
  }

  function signIn(res: ServerResponse, body: string) {
    const { email, password } = JSON.parse(body || '{}') as { email?: string; password?: string };
    try {
      const cookie = market.accounts.signIn(String(email ?? ''), String(password ?? ''));
      res.setHeader('Set-Cookie', `session=${encodeURIComponent(cookie)}; Path=/; HttpOnly; SameSite=Lax`);
      reply(res, 200, { success: true });
    } catch (error) {
      if (!(error instanceof SandboxMarketError)) throw error;
      reply(res, 401, { success: false, message: error.message });
    }
  }

  /**
   * Automatic persisted queries, as C and the 2024-2025 site sent them: a hash alone runs a text
   * registered earlier under it; a hash with its text registers it. CSGORoll's own hashes belong
   * to its site builds, so the sandbox knows only what was registered with it.
   */
  const persisted = new Map<string, string>();
  function persistedText(query: unknown, extensions: unknown): string | GraphQLError {
    const hash = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery
      ?.sha256Hash;
    if (typeof hash !== 'string') {
      return typeof query === 'string' ? query : new GraphQLError('Must provide query string.');
    }
    if (typeof query === 'string') {
      if (createHash('sha256').update(query).digest('hex') !== hash)
        return new GraphQLError('provided sha does not match query');
      persisted.set(hash, query);
      return query;
    }
    return (
      persisted.get(hash) ??
      new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })
    );
  }

  async function runGraphql(req: IncomingMessage, body: string): Promise<ExecutionResult> {
    const request = JSON.parse(body) as {
      query?: unknown;
      variables?: Record<string, unknown>;
      operationName?: string;
      extensions?: unknown;
    };
    const { variables, operationName } = request;
    const query = persistedText(request.query, request.extensions);
    if (query instanceof GraphQLError) return { errors: [query] };
    let document;
    try {
      document = parse(query);
    } catch (error) {
      return { errors: [error as GraphQLError] };
    }
    const errors = validate(schema, document);
    if (errors.length > 0) return { errors };
    const operation = getOperationAST(document, operationName)?.operation ?? 'query';
    httpOperations.push(operationName ?? operation);
    if (operation === 'subscription')
      return { errors: [new GraphQLError('Subscriptions are served on the WebSocket at /ws')] };
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
      onSubscribe: (ctx, _id, payload) => {
        const user = contextFor(ctx.extra.request).user;
        socketOperations.push({ userId: user?.id ?? null, operationName: payload.operationName ?? null });
      },
      // Our own graphql functions: a test runner may load graphql-ws's `graphql` as a second copy.
      validate,
      execute,
      subscribe,
    },
    wss,
  );

  // Idle keep-alive connections stay open a minute, so a client's warm connection is still there.
  http.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    market,
    graphqlUrl: `${origin}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    authUrl: `${origin}/auth/local`,
    httpOperations,
    socketOperations,
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
