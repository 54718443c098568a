import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';

export type WireResult = FormattedExecutionResult<Record<string, unknown>, unknown>;
type ExecutionResult = WireResult;
import WebSocket from 'ws';
import type { ReferenceOperation } from './reference-operations';

/**
 * Plain wire access to a sandbox server for tests: GraphQL over HTTP with a session cookie, and
 * graphql-transport-ws through graphql-ws with the cookie on the handshake, as public clients do.
 */
export type Wire = {
  http(op: ReferenceOperation, variables?: Record<string, unknown>): Promise<ExecutionResult>;
  ws(op: ReferenceOperation, variables?: Record<string, unknown>): Promise<ExecutionResult>;
  send(op: ReferenceOperation, variables?: Record<string, unknown>): Promise<ExecutionResult>;
  /** Subscribes and answers the first event; `trigger` runs every 10 ms until one arrives. */
  firstEvent(
    op: ReferenceOperation,
    variables: Record<string, unknown>,
    trigger: () => unknown,
  ): Promise<ExecutionResult>;
  close(): Promise<void>;
};

export function sandboxWire(urls: { graphqlUrl: string; wsUrl: string }, cookie: string): Wire {
  let client: Client | null = null;
  const socket = () =>
    (client ??= createClient({
      url: urls.wsUrl,
      lazy: true,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: `session=${cookie}` } });
        }
      },
    }));

  const wire: Wire = {
    async http(op, variables = {}) {
      const response = await fetch(urls.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `session=${cookie}` },
        body: JSON.stringify({ operationName: op.operationName, variables, query: op.query }),
      });
      return (await response.json()) as ExecutionResult;
    },
    ws(op, variables = {}) {
      return new Promise((resolve, reject) => {
        let result: ExecutionResult = {};
        socket().subscribe(
          { operationName: op.operationName, query: op.query, variables },
          { next: (r) => (result = r), error: reject, complete: () => resolve(result) },
        );
      });
    },
    send(op, variables) {
      return op.transport === 'ws' ? wire.ws(op, variables) : wire.http(op, variables);
    },
    async firstEvent(op, variables, trigger) {
      const ticker = setInterval(trigger, 10);
      try {
        return await new Promise((resolve, reject) => {
          const stop = socket().subscribe(
            { operationName: op.operationName, query: op.query, variables },
            {
              next: (r) => {
                stop();
                resolve(r);
              },
              error: reject,
              complete: () => undefined,
            },
          );
        });
      } finally {
        clearInterval(ticker);
      }
    },
    async close() {
      await client?.dispose();
    },
  };
  return wire;
}
