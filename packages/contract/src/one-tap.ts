/** One-click phone login (本机号码一键登录, decision 0024). */
import { z } from 'zod';
import { sessionResponse } from './auth';
import { endpoint } from './endpoint';
import { text } from './text';

export const oneTapLoginBody = z
  .object({
    token: z.string().min(1).max(4096).describe("The carrier vendor's token for this phone's own number"),
    inviteCode: text().trim().max(40).optional().describe('Applies when the number registers a new account'),
  })
  .meta({ id: 'OneTapLogin' });

export type OneTapLoginBody = z.infer<typeof oneTapLoginBody>;

export const loginByOneTap = endpoint({
  method: 'POST',
  path: '/api/auth/login-by-one-tap',
  tags: ['accounts'],
  summary: "Sign in with the phone's own number, as the carrier vendor confirms it; an unknown number registers",
  body: oneTapLoginBody,
  response: sessionResponse,
  errors: [400, 403, 404, 429, 503],
});
