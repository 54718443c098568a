import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, type Endpoint } from '@skinpilot/contract';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';

// `body?: TBody` makes E['body'] include undefined; strip it so a declared body is never optional.
type Input<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : Exclude<S, undefined> extends z.ZodType
    ? z.output<Exclude<S, undefined>>
    : undefined;

export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  body: Input<NonNullable<E['body']>>;
  query: Input<NonNullable<E['query']>>;
  params: Input<NonNullable<E['params']>>;
};

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

const contentTypes = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

/**
 * Registers one call of the contract: the path, method and schemas come from the descriptor, so the
 * server cannot drift from what the SPA and the OpenAPI document believe. Unknown and secret fields
 * never leave because answers are serialised through the response schema.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
) {
  const encoding = endpoint.encoding ?? 'json';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { auth: endpoint.auth },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.api === 'trading' ? 'trading' : 'main'],
      ...(endpoint.auth !== 'none' ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // The OpenAPI document names the one encoding the call takes (the form calls are no JSON).
      ...(endpoint.body ? { consumes: [contentTypes[encoding]] } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response, '4xx': errorBody },
    },
    preValidation: endpoint.body
      ? async (request) => {
          const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
          if (type !== contentTypes[encoding]) {
            throw new AppError(
              'unsupported_media_type',
              `This call takes ${contentTypes[encoding]}, not ${type || 'an untyped body'}.`,
            );
          }
        }
      : undefined,
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as EndpointRequest<E>, reply);
      if (endpoint.status) reply.status(endpoint.status);
      return answer;
    },
  });
}
