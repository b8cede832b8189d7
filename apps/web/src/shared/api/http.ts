import { LIMITS } from '@tarot/contract/limits';
import { loginRequired } from '../auth/login-required';
import { tokenStore } from '../auth/token-store';
import { forgetKeptDataOnSignOut } from '../offline/kept-data';
import { clientHeaders } from './client-identity';

forgetKeptDataOnSignOut();

/** An API failure with a catalogue code, shown to the user through `errors:<code>`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Answers that mean the stored token is no good: forget it, the user signs in again. */
const TOKEN_ERRORS = new Set(['uni-id-check-token-failed', 'uni-id-token-expired', 'uni-id-account-closed']);

/** Keeps a renewed token from a response's headers; on a token error forgets it and asks the shell for a login. */
export function absorbSessionHeaders(header: (name: string) => string | null, errorCode?: string): void {
  const renewed = header('New-Token');
  const renewedExpiry = Number(header('New-Token-Expired'));
  if (renewed && renewedExpiry > Date.now()) tokenStore.save(renewed, renewedExpiry);
  if (errorCode && TOKEN_ERRORS.has(errorCode)) {
    tokenStore.clear();
    loginRequired.announce();
  }
}

const isErrorBody = (value: unknown): value is { code: string; message: string } =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';

/**
 * JSON over fetch with the spec's request timeout. Network failures become `network`,
 * timeouts `timeout`, and server answers keep their catalogue code.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = tokenStore.current();
  const headers: Record<string, string> = clientHeaders();
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(LIMITS.requestTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'timeout' : 'network', String(error), 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  const errorCode = !response.ok && isErrorBody(payload) ? payload.code : undefined;
  absorbSessionHeaders((name) => response.headers.get(name), errorCode);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      throw new ApiError(payload.code, payload.message, response.status);
    }
    throw new ApiError('REQUEST_FAILED', response.statusText, response.status);
  }
  return payload as T;
}
