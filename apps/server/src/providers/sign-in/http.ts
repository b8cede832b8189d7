import { AppError } from '../../errors';

/**
 * Calls a provider and reads its answer as JSON (`prefix`, as Xiaomi puts before its JSON,
 * cut off). Whatever keeps an answer from coming (no connection, the time running out, a
 * 5xx, a body that is not JSON) is the provider being down: LOGIN_PROVIDER_UNAVAILABLE, a 503
 * the member can retry, never a hang. Answers with an error inside are the caller's to read.
 */
export async function callProvider(
  url: string | URL,
  { timeoutMs, prefix = '', ...init }: RequestInit & { timeoutMs: number; prefix?: string },
): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    if (response.status >= 500) throw new Error(`status ${response.status}`);
    const text = (await response.text()).trim();
    const body: unknown = JSON.parse(text.startsWith(prefix) ? text.slice(prefix.length) : text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not a JSON object');
    return body as Record<string, unknown>;
  } catch {
    throw new AppError('LOGIN_PROVIDER_UNAVAILABLE');
  }
}

/** A string field of a provider's answer, or undefined (absent, empty or another type). */
export const field = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** A field the answer must carry; without it the answer is not what the protocol promises. */
export const required = (body: Record<string, unknown>, name: string): string => {
  const value = field(body, name);
  if (value === undefined) throw new AppError('LOGIN_PROVIDER_UNAVAILABLE');
  return value;
};

export const withQuery = (base: string, path: string, query: Record<string, string>): URL => {
  const url = new URL(`${base}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
};
