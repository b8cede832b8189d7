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
import { guardedRoutes } from '../auth/guarded-routes';
import type { UserService } from './service';
import type { Guard } from '../auth/guard';

/** The signed-in user's own account: every route needs login. */
export const userRoutes: FastifyPluginAsyncZod<{ service: UserService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  const member = guardedRoutes(app, guard.requireLogin);

  member(updateProfile, async (request) => service.updateProfile(request.auth.uid, request.body));

  member(bindMobile, async (request) => service.bindMobile(request.auth.uid, request.body));

  member(changePassword, async (request) =>
    service.changePassword(request.auth.uid, request.auth.sessionId, request.body, request.ip),
  );

  member(sendSetPasswordCode, async (request) => service.sendSetPasswordCode(request.auth.uid, request.ip));

  member(setPassword, async (request) => service.setPassword(request.auth.uid, request.body));

  member(deactivateAccount, async (request) => {
    await service.deactivate(request.auth.uid);
    return { ok: true as const };
  });

  member(getRealName, async (request) => service.realName(request.auth.uid));

  member(verifyRealName, async (request) => service.verifyRealName(request.auth.uid, request.body));
};
