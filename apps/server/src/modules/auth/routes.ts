import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeSentResponse,
  loginBody,
  okResponse,
  registerBody,
  sendSmsCodeBody,
  sessionResponse,
  smsLoginBody,
  userProfile,
} from '@tarot/contract/auth';
import {
  emailRegisterBody,
  registerAdminBody,
  retrieveBody,
  retrieveByEmailBody,
  sendEmailCodeBody,
} from '@tarot/contract/account-recovery';
import { errorBody } from '@tarot/contract/errors';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register with username, nickname and password',
        body: registerBody,
        response: { 200: sessionResponse, ...failures },
      },
    },
    async (request) => service.register(request.body),
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with username, mobile or e-mail and a password',
        body: loginBody,
        response: { 200: sessionResponse, ...failures },
      },
    },
    async (request) => service.login(request.body, request.ip),
  );

  app.post(
    '/api/auth/sms-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit code by SMS (valid 180 s, bind-mobile 240 s; resend after 60 s; 10 a day)',
        body: sendSmsCodeBody,
        response: { 200: codeSentResponse, ...failures },
      },
    },
    async (request) => service.sendSmsCode(request.body, request.ip),
  );

  app.post(
    '/api/auth/login-by-sms',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a mobile number and its SMS code; a new number is registered',
        body: smsLoginBody,
        response: { 200: sessionResponse, ...failures },
      },
    },
    async (request) => service.loginBySms(request.body),
  );

  app.post(
    '/api/auth/email-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit code by e-mail (valid 180 s; resend after 60 s; 10 a day)',
        body: sendEmailCodeBody,
        response: { 200: codeSentResponse, ...failures },
      },
    },
    async (request) => service.sendEmailCode(request.body, request.ip),
  );

  app.post(
    '/api/auth/register-by-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register with an e-mail address and its code, a nickname and a password',
        body: emailRegisterBody,
        response: { 200: sessionResponse, ...failures },
      },
    },
    async (request) => service.registerByEmail(request.body),
  );

  app.post(
    '/api/auth/retrieve',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Reset the password with an SMS code (scene reset-password); revokes every token',
        body: retrieveBody,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.retrieve(request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/retrieve-by-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Reset the password with an e-mail code (scene reset-password); revokes every token',
        body: retrieveByEmailBody,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.retrieveByEmail(request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/register-admin',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register the first administrator; refused once one exists',
        body: registerAdminBody,
        response: { 200: sessionResponse, ...failures },
      },
    },
    async (request) => service.registerAdmin(request.body),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.requireLogin,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out everywhere: every token of the account stops working',
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.logout(request.auth!.uid);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: app.requireLogin,
      schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: userProfile, ...failures } },
    },
    async (request) => service.me(request.auth!.uid),
  );
};
