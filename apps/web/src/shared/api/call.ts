import { endpointUrl, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '@tarot/contract/endpoint';
import type { z } from 'zod';
import { apiRequest } from './http';

/** Development and tests check every answer against the contract; production trusts it. */
const checksResponses = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** Endpoints that answer JSON; byte endpoints are addressed with `endpointUrl` instead. */
type JsonEndpoint = AnyEndpoint & { readonly response: z.ZodType };

type InputArgs<E extends AnyEndpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Calls one endpoint declared in the contract: the address, its parameters and the body's
 * shape come from the declaration, so no page spells an API path.
 */
export async function call<E extends JsonEndpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const answer = await apiRequest<EndpointResponse<E>>(
    endpoint.method,
    endpointUrl(endpoint.path, params, query),
    body,
  );
  if (checksResponses) {
    const checked = endpoint.response.safeParse(answer);
    if (!checked.success) {
      throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${checked.error.message}`);
    }
  }
  return answer;
}
