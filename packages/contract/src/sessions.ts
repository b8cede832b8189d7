/** Signed-in devices: every token belongs to one session, which a logout ends alone (decision 0003). */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { okResponse } from './ok';

export const deviceSession = z
  .object({
    id: z.uuid(),
    device: z.string().describe("The browser's User-Agent when it signed in"),
    signedInAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().describe('Within five minutes'),
    current: z.boolean().describe('The session of the token that asked'),
  })
  .meta({ id: 'DeviceSession' });

export const deviceSessionList = z.object({ sessions: z.array(deviceSession) }).meta({ id: 'DeviceSessionList' });

export const sessionIdParams = z.object({ id: z.uuid() });

export type DeviceSession = z.infer<typeof deviceSession>;

export const listSessions = endpoint({
  method: 'GET',
  path: '/api/auth/sessions',
  tags: ['accounts'],
  summary: 'My signed-in devices, most recently used first',
  response: deviceSessionList,
  errors: [400, 401, 403, 404],
});

export const endSession = endpoint({
  method: 'DELETE',
  path: '/api/auth/sessions/:id',
  tags: ['accounts'],
  summary: 'Sign one of my devices out: its tokens and push sockets stop at once',
  params: sessionIdParams,
  response: okResponse,
  errors: [400, 401, 403, 404],
});

export const logoutEverywhere = endpoint({
  method: 'POST',
  path: '/api/auth/logout-all',
  tags: ['accounts'],
  summary: 'Sign out of every device, this one included',
  response: okResponse,
  errors: [400, 401, 403, 404, 409, 429],
});
