import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMe, login, loginBySms, logout, register, sendSmsCode } from '@tarot/contract/auth';
import {
  registerAdmin,
  registerByEmail,
  retrievePassword,
  retrievePasswordByEmail,
  sendEmailCode,
} from '@tarot/contract/account-recovery';
import { endSession, listSessions, logoutEverywhere } from '@tarot/contract/sessions';
import { AppError } from '../../../errors';
import { route } from '../../../lib/endpoint-route';
import { requestDevice } from '../../../lib/request-device';
import { guardedRoutes } from './guarded-routes';
import type { SessionService } from '../sessions/service';
import type { AuthService } from './service';
import type { Guard } from './guard';

export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  sessions: SessionService;
  guard: Guard;
}> = async (app, { service, sessions, guard }) => {
  route(app, register, async (request) => service.register(request.body, requestDevice(request)));

  route(app, login, async (request) => service.login(request.body, request.ip, requestDevice(request)));

  route(app, sendSmsCode, async (request) => service.sendSmsCode(request.body, request.ip));

  route(app, loginBySms, async (request) => service.loginBySms(request.body, requestDevice(request)));

  route(app, sendEmailCode, async (request) => service.sendEmailCode(request.body, request.ip));

  route(app, registerByEmail, async (request) => service.registerByEmail(request.body, requestDevice(request)));

  route(app, retrievePassword, async (request) => {
    await service.retrieve(request.body);
    return { ok: true as const };
  });

  route(app, retrievePasswordByEmail, async (request) => {
    await service.retrieveByEmail(request.body);
    return { ok: true as const };
  });

  route(app, registerAdmin, async (request) => service.registerAdmin(request.body, requestDevice(request)));

  const member = guardedRoutes(app, guard.requireLogin);

  member(logout, async (request) => {
    await sessions.end(request.auth.uid, request.auth.sessionId);
    return { ok: true as const };
  });

  member(logoutEverywhere, async (request) => {
    await sessions.endAll(request.auth.uid);
    return { ok: true as const };
  });

  member(listSessions, async (request) => ({
    sessions: await sessions.list(request.auth.uid, request.auth.sessionId),
  }));

  member(endSession, async (request) => {
    if (!(await sessions.end(request.auth.uid, request.params.id))) throw new AppError('SESSION_NOT_FOUND');
    return { ok: true as const };
  });

  member(getMe, async (request) => service.me(request.auth.uid));
};
