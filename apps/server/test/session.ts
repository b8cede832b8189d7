import { sessionResponse, type SessionResponse } from '@tarot/contract/auth';
import type { TestServer } from './harness';

let counter = 0;

/** The session id a login token carries (its `sid` claim). */
export const sessionIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** Registers a fresh member and returns their session and an authorised request helper. */
export async function signUp(server: TestServer): Promise<SessionResponse & { headers: Record<string, string> }> {
  counter += 1;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Usernames are 3–20 characters: a counter and the clock keep them unique per run.
    payload: { username: `m${counter}_${Date.now().toString(36)}`, nickname: '读者', password: 'tarot2026!' },
  });
  const session = sessionResponse.parse(response.json());
  return { ...session, headers: { authorization: `Bearer ${session.token}` } };
}
