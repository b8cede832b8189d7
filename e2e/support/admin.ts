import { sessionResponse, type SessionResponse } from '@tarot/contract/auth';

/** The journeys' administrator: created once per e2e server, then signed in with the same details. */
export const E2E_ADMIN = { username: 'e2eadmin', nickname: 'E2E 管理员', password: 'Moonlit#Admin2026' } as const;

export type AdminSession = SessionResponse & { readonly headers: Record<string, string> };

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * A signed-in administrator: registers `e2eadmin` through register-admin while no
 * administrator exists, otherwise signs in with its password.
 */
export async function adminSession(baseUrl: string): Promise<AdminSession> {
  let response = await post(baseUrl, '/api/auth/register-admin', E2E_ADMIN);
  if (response.status === 409) {
    const { code } = (await response.json()) as { code?: string };
    if (code !== 'uni-id-admin-exists' && code !== 'uni-id-account-exists') {
      throw new Error(`register-admin refused with ${code}`);
    }
    response = await post(baseUrl, '/api/auth/login', { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  }
  if (!response.ok) throw new Error(`no administrator session: HTTP ${response.status} ${await response.text()}`);
  const session = sessionResponse.parse(await response.json());
  if (!session.user.role.includes('admin')) throw new Error(`${E2E_ADMIN.username} is not an administrator`);
  return { ...session, headers: { authorization: `Bearer ${session.token}` } };
}
