import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { FILE_LIMITS } from '@tarot/contract/file-rules';
import { createPromotion, deletePromotion, listPromotions, promotionFields } from '@tarot/contract/promotions';
import { AppError } from '../../errors';
import { type Guard, guardedRoutes } from '../accounts';
import { readBounded } from '../files';
import type { PromotionService } from './service';

/** One file of at most 10 MB after four short fields; anything more is refused by busboy. */
const LIMITS = { fileSize: FILE_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 1000, parts: 5, headerPairs: 20 };

/** The fields, checked before the file's bytes are read, then the file itself. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: LIMITS }) as AsyncIterable<Multipart>) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const parsed = promotionFields.safeParse(fields);
    if (!parsed.success || part.fieldname !== 'file') {
      part.file.resume();
      throw new AppError('INVALID_PARAM', parsed.error?.issues[0]?.message ?? 'The media part is named "file"');
    }
    return { fields: parsed.data, media: await readBounded(part) };
  }
  throw new AppError('INVALID_PARAM', 'No file part in the request');
}

export const adminPromotionRoutes: FastifyPluginAsyncZod<{ service: PromotionService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: false });
  const admin = guardedRoutes(app, guard.requirePermission(ADMIN_PERMISSIONS.content));

  admin(listPromotions, async () => ({ items: await service.list() }));
  admin(createPromotion, async (request) => {
    const { fields, media } = await readUpload(request);
    return service.create(request.auth.uid, fields, media);
  });
  admin(deletePromotion, async (request) => {
    await service.remove(request.params.id);
    return { ok: true as const };
  });
};
