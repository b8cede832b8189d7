import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint, declared once: the server registers its route from this and the web
 * calls it through this, so an address or a shape cannot drift between the two.
 * `errors` lists the HTTP statuses that answer the catalogue's `{ code, message }` body.
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `:name` segments are filled from `params`. */
  readonly path: `/api/${string}`;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** Media types other than JSON the body may come in (uploads). */
  readonly consumes?: readonly string[];
  /** The 200 answer; left out only where the answer is a file's bytes, not JSON. */
  readonly response?: Response;
  readonly errors: readonly number[];
  /** Statuses other than 200 whose body is not the error catalogue's (a health check's 503). */
  readonly otherAnswers?: Readonly<Record<number, z.ZodType>>;
}

export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

/** Declares an endpoint; the identity keeps each schema's exact type for both sides. */
export const endpoint = <
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
>(
  declaration: Endpoint<Params, Query, Body, Exclude<Response, undefined>> & { readonly response?: Response },
) => declaration as Endpoint<Params, Query, Body, Exclude<Response, undefined>> & { readonly response: Response };

/** A declared part of the input, optional when every field is; absent when undeclared. */
type Part<Schema, Name extends string> = [Exclude<Schema, undefined>] extends [never]
  ? { readonly [K in Name]?: never }
  : object extends z.input<Exclude<Schema, undefined> & z.ZodType>
    ? { readonly [K in Name]?: z.input<Exclude<Schema, undefined> & z.ZodType> }
    : { readonly [K in Name]: z.input<Exclude<Schema, undefined> & z.ZodType> };

/** What a caller sends: the params, query and body the endpoint declares, each typed. */
export type EndpointInput<E extends AnyEndpoint> = Part<E['params'], 'params'> &
  Part<E['query'], 'query'> &
  Part<E['body'], 'body'>;

export type EndpointResponse<E extends AnyEndpoint> = z.output<Exclude<E['response'], undefined>>;

/** The address of one call: `:name` segments filled and escaped, the query appended. */
export function endpointUrl(
  path: string,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
