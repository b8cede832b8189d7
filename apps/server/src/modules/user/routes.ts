import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeSentResponse, okResponse, sessionResponse, userProfile } from '@tarot/contract/auth';
import { errorBody } from '@tarot/contract/errors';
import {
  bindMobileBody,
  changePasswordBody,
  realNameBody,
  realNameStatus,
  setPasswordBody,
  updateProfileBody,
} from '@tarot/contract/user';
import type { UserService } from './service';

/** The signed-in user's own account: every route needs login. */
export const userRoutes: FastifyPluginAsyncZod<{ service: UserService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };
  const tags = ['accounts'];
  app.addHook('onRequest', app.requireLogin);

  app.patch(
    '/api/user/profile',
    {
      schema: {
        tags,
        summary: 'Change the nickname (empty or unchanged → uni-id-no-change)',
        body: updateProfileBody,
        response: { 200: userProfile, ...failures },
      },
    },
    async (request) => service.updateProfile(request.auth!.uid, request.body),
  );

  app.post(
    '/api/user/bind-mobile',
    {
      schema: {
        tags,
        summary: 'Bind or change the phone number with a bind-mobile SMS code',
        body: bindMobileBody,
        response: { 200: userProfile, ...failures },
      },
    },
    async (request) => service.bindMobile(request.auth!.uid, request.body),
  );

  app.post(
    '/api/user/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password: every earlier token is revoked and a fresh session returned',
        body: changePasswordBody,
        response: { 200: sessionResponse, ...failures },
      },
    },
    async (request) => service.changePassword(request.auth!.uid, request.body, request.ip),
  );

  app.post(
    '/api/user/set-password/code',
    {
      schema: {
        tags,
        summary: "Send a set-password code to the account's own phone (accounts without a password)",
        response: { 200: codeSentResponse, ...failures },
      },
    },
    async (request) => service.sendSetPasswordCode(request.auth!.uid, request.ip),
  );

  app.post(
    '/api/user/set-password',
    {
      schema: {
        tags,
        summary: 'Set a first password with the SMS code (accounts made by SMS)',
        body: setPasswordBody,
        response: { 200: userProfile, ...failures },
      },
    },
    async (request) => service.setPassword(request.auth!.uid, request.body),
  );

  app.post(
    '/api/user/deactivate',
    {
      schema: {
        tags,
        summary: 'Close the account for good: names released, personal data removed, every token revoked',
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.deactivate(request.auth!.uid);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user/realname',
    {
      schema: {
        tags,
        summary: 'Real-name verification status (masked)',
        response: { 200: realNameStatus, ...failures },
      },
    },
    async (request) => service.realName(request.auth!.uid),
  );

  app.post(
    '/api/user/realname',
    {
      schema: {
        tags,
        summary: 'Verify the real name with an 18-character ID number (kept only hashed and masked)',
        body: realNameBody,
        response: { 200: realNameStatus, ...failures },
      },
    },
    async (request) => service.verifyRealName(request.auth!.uid, request.body),
  );
};
