import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMe, login, loginBySms, logout, register, sendSmsCode } from '@tarot/contract/auth';
import {
  registerAdmin,
  registerByEmail,
  retrievePassword,
  retrievePasswordByEmail,
  sendEmailCode,
} from '@tarot/contract/account-recovery';
import { route } from '../../lib/endpoint-route';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  route(app, register, async (request) => service.register(request.body));

  route(app, login, async (request) => service.login(request.body, request.ip));

  route(app, sendSmsCode, async (request) => service.sendSmsCode(request.body, request.ip));

  route(app, loginBySms, async (request) => service.loginBySms(request.body));

  route(app, sendEmailCode, async (request) => service.sendEmailCode(request.body, request.ip));

  route(app, registerByEmail, async (request) => service.registerByEmail(request.body));

  route(app, retrievePassword, async (request) => {
    await service.retrieve(request.body);
    return { ok: true as const };
  });

  route(app, retrievePasswordByEmail, async (request) => {
    await service.retrieveByEmail(request.body);
    return { ok: true as const };
  });

  route(app, registerAdmin, async (request) => service.registerAdmin(request.body));

  route(
    app,
    logout,
    async (request) => {
      await service.logout(request.auth!.uid);
      return { ok: true as const };
    },
    { onRequest: app.requireLogin },
  );

  route(app, getMe, async (request) => service.me(request.auth!.uid), { onRequest: app.requireLogin });
};
