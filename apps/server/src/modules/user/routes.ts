import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bindMobile,
  changePassword,
  deactivateAccount,
  getRealName,
  sendSetPasswordCode,
  setPassword,
  updateProfile,
  verifyRealName,
} from '@tarot/contract/user';
import { route } from '../../lib/endpoint-route';
import type { UserService } from './service';

/** The signed-in user's own account: every route needs login. */
export const userRoutes: FastifyPluginAsyncZod<{ service: UserService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireLogin);

  route(app, updateProfile, async (request) => service.updateProfile(request.auth!.uid, request.body));

  route(app, bindMobile, async (request) => service.bindMobile(request.auth!.uid, request.body));

  route(app, changePassword, async (request) =>
    service.changePassword(request.auth!.uid, request.auth!.sessionId, request.body, request.ip),
  );

  route(app, sendSetPasswordCode, async (request) => service.sendSetPasswordCode(request.auth!.uid, request.ip));

  route(app, setPassword, async (request) => service.setPassword(request.auth!.uid, request.body));

  route(app, deactivateAccount, async (request) => {
    await service.deactivate(request.auth!.uid);
    return { ok: true as const };
  });

  route(app, getRealName, async (request) => service.realName(request.auth!.uid));

  route(app, verifyRealName, async (request) => service.verifyRealName(request.auth!.uid, request.body));
};
