import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, userProfile } from '@tarot/contract/auth';
import { errorBody } from '@tarot/contract/errors';
import {
  fileIdParams,
  fileInfo,
  setAvatarBody,
  signedFileQuery,
  tempUrlsBody,
  tempUrlsResponse,
  uploadResponse,
} from '@tarot/contract/files';
import type { FileService } from './service';
import { MULTIPART_LIMITS, receiveUploads } from './upload';

export const fileRoutes: FastifyPluginAsyncZod<{ service: FileService }> = async (app, { service }) => {
  // Registered here, so only these routes accept multipart bodies, with these limits.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

  app.post(
    '/api/files',
    {
      onRequest: app.requireLogin,
      schema: {
        tags: ['files'],
        summary: 'Upload up to 5 images (multipart: a `cloudPath` field before each `file` part)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, 415: errorBody, ...failures },
      },
    },
    async (request) => ({ files: await receiveUploads(request, service, request.auth!.uid) }),
  );
  app.post(
    '/api/files/temp-urls',
    {
      onRequest: app.requireLogin,
      schema: {
        tags: ['files'],
        summary: 'Signed temporary addresses (at most 50, valid at most 600 s) for my files',
        body: tempUrlsBody,
        response: { 200: tempUrlsResponse, ...failures },
      },
    },
    async (request) => service.tempUrls(request.auth!, request.body),
  );
  app.get(
    '/api/files/:id',
    {
      onRequest: app.requireLogin,
      schema: {
        tags: ['files'],
        summary: 'One of my files (administrators: any file)',
        params: fileIdParams,
        response: { 200: fileInfo, ...failures },
      },
    },
    async (request) => service.info(request.auth!, request.params.id),
  );
  app.delete(
    '/api/files/:id',
    {
      onRequest: app.requireLogin,
      schema: {
        tags: ['files'],
        summary: 'Delete a file (its owner or an administrator)',
        params: fileIdParams,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.remove(request.auth!, request.params.id);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/files/:id/content',
    {
      schema: {
        tags: ['files'],
        summary: "A file's bytes: public while it is an avatar, else with a signed temporary address",
        params: fileIdParams,
        querystring: signedFileQuery,
      },
    },
    async (request, reply) => {
      const file = await service.open(request.params.id, request.query);
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('cache-control', file.cacheControl)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );
  app.put(
    '/api/user/avatar',
    {
      onRequest: app.requireLogin,
      schema: {
        tags: ['files'],
        summary: 'Make one of my uploaded images my avatar',
        body: setAvatarBody,
        response: { 200: userProfile, ...failures },
      },
    },
    async (request) => service.setAvatar(request.auth!.uid, request.body.fileID),
  );
};
