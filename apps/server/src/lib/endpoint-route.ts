import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AnyEndpoint } from '@tarot/contract/endpoint';
import { errorBody } from '@tarot/contract/errors';

/** A declared schema's parsed value; `undefined` where the endpoint declares none. */
type Parsed<Schema> = [Exclude<Schema, undefined>] extends [never]
  ? undefined
  : z.output<Exclude<Schema, undefined> & z.ZodType>;

/** A request whose params, query and body have passed the endpoint's schemas. */
export type EndpointRequest<E extends AnyEndpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  readonly params: Parsed<E['params']>;
  readonly query: Parsed<E['query']>;
  readonly body: Parsed<E['body']>;
};

/** JSON endpoints answer their schema's input; byte endpoints answer through `reply`. */
type Answer<Schema> = [Exclude<Schema, undefined>] extends [never]
  ? FastifyReply
  : z.input<Exclude<Schema, undefined> & z.ZodType>;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E['response']>> | Answer<E['response']>;

/** What a module adds to a declared endpoint: its guards, never its address or shapes. */
export type RouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'bodyLimit'>;

/**
 * Registers a route from its contract declaration: the path, the validation and the
 * OpenAPI description all come from the one place the web reads too.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const failures = {
    ...Object.fromEntries(endpoint.errors.map((status) => [status, errorBody])),
    ...endpoint.otherAnswers,
  };
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description && { description: endpoint.description }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.consumes && { consumes: [...endpoint.consumes] }),
      response: endpoint.response ? { 200: endpoint.response, ...failures } : failures,
    },
    // The schemas above guarantee the parsed shapes EndpointRequest promises.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
