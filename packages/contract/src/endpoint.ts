import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call's body travels: the specs name form posts for some calls and JSON for others. */
export type BodyEncoding = 'json' | 'form';

/**
 * One call of the main or trading API. The server registers its route from this descriptor and
 * validates and serialises through its schemas; the SPA's client is typed from it.
 */
export type Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  /** Path below the API base, in Fastify's `:param` style. */
  path: string;
  api: 'main' | 'trading';
  summary: string;
  auth: 'none' | 'user' | 'admin';
  encoding?: BodyEncoding;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  /** The success answer. Error answers share the `ErrorBody` shape. */
  response: TResponse;
  status?: number;
};

export function defineEndpoint<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TBody, TQuery, TParams, TResponse>) {
  return endpoint;
}

export type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type ParamsOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer P, z.ZodType>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.output<R>
    : never;
