import multipart from '@fastify/multipart';
import { deleteFile, getFileContent, getFileInfo, getTempUrls, setAvatar, uploadFiles } from '@tarot/contract/files';
import { type Guard, guardedRoutes } from '../accounts';
import { route } from '../../lib/endpoint-route';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileService } from './service';
import { MULTIPART_LIMITS, receiveUploads } from './upload';

export const fileRoutes: FastifyPluginAsyncZod<{ service: FileService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  // Registered here, so only these routes accept multipart bodies, with these limits.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  const member = guardedRoutes(app, guard.requireLogin);
  member(uploadFiles, async (request) => ({ files: await receiveUploads(request, service, request.auth.uid) }));
  member(getTempUrls, async (request) => service.tempUrls(request.auth, request.body));
  member(getFileInfo, async (request) => service.info(request.auth, request.params.id));
  member(deleteFile, async (request) => {
    await service.remove(request.auth, request.params.id);
    return { ok: true as const };
  });
  route(app, getFileContent, async (request, reply) => {
    const file = await service.open(request.params.id, request.query);
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('cache-control', file.cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.body);
  });
  member(setAvatar, async (request) => service.setAvatar(request.auth.uid, request.body.fileID));
};
