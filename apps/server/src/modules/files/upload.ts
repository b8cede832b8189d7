import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { cloudPathProblem, FILE_LIMITS, UPLOAD_FIELDS } from '@tarot/contract/file-rules';
import type { UploadedFile } from '@tarot/contract/files';
import { AppError } from '../../errors';
import type { FileService } from './service';

/**
 * busboy's limits bound the whole request: five files of at most 10 MB (one byte more
 * marks a file as too large, the rest of it is discarded unread into memory), one short
 * `cloudPath` field per file. Multipart bodies do not pass through Fastify's `bodyLimit`.
 */
export const MULTIPART_LIMITS = {
  fileSize: FILE_LIMITS.maxBytes,
  files: FILE_LIMITS.filesPerRequest,
  fields: FILE_LIMITS.filesPerRequest,
  fieldSize: FILE_LIMITS.cloudPathMaxLength,
  parts: FILE_LIMITS.filesPerRequest * 2,
  headerPairs: 20,
};

const REQUEST_LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/** A failure while reading the multipart stream, as the client should hear it. */
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && REQUEST_LIMIT_ERRORS.has(code)) return new AppError('TOO_MANY_FILES');
  // busboy's own parse errors carry no code; our storage and database errors do not pass here.
  return new AppError('INVALID_PARAM', 'Malformed multipart body');
}

/** The body broke off or is malformed: the whole request fails, not just this file. */
class BrokenBodyError extends Error {
  override name = 'BrokenBodyError';
}

/** Reads one file part into memory; busboy stops at the size limit, so this is bounded. */
export async function readBounded(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    throw new BrokenBodyError(String(error));
  }
  if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
  return Buffer.concat(chunks);
}

/**
 * Walks the parts in order: each `cloudPath` field names the next `file` part. One bad
 * file gets its own `errMsg` and never fails the others. More than five files refuse the
 * whole request (400 TOO_MANY_FILES) and nothing of it is kept.
 */
export async function receiveUploads(
  request: FastifyRequest,
  service: FileService,
  ownerId: string,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const results: UploadedFile[] = [];
  let pendingCloudPath: { value: string; truncated: boolean } | null = null;
  let failure: unknown = null; // a storage or database failure: a server error, not the client's
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS }) as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        if (part.fieldname === UPLOAD_FIELDS.cloudPath) {
          pendingCloudPath = { value: String(part.value), truncated: part.valueTruncated };
        }
        continue;
      }
      const cloudPath = pendingCloudPath?.value ?? '';
      const problem = pendingCloudPath?.truncated ? 'INVALID_PARAM' : cloudPathProblem(cloudPath);
      pendingCloudPath = null;
      try {
        if (part.fieldname !== UPLOAD_FIELDS.file) throw new AppError('INVALID_PARAM', 'File parts are named "file"');
        if (problem) throw new AppError(problem);
        results.push({ cloudPath, ...(await service.store(ownerId, cloudPath, await readBounded(part))) });
      } catch (error) {
        part.file.resume(); // whatever is left of a refused file is skipped, not kept
        if (error instanceof BrokenBodyError) throw error;
        if (!(error instanceof AppError)) {
          failure = error;
          throw error;
        }
        results.push({ cloudPath, code: error.code, errMsg: error.message });
      }
    }
  } catch (error) {
    // Nothing of a request that fails as a whole is kept.
    await service.discard(results.flatMap((result) => ('fileID' in result ? [result.fileID] : [])));
    throw error === failure ? error : asRequestError(error);
  }
  if (results.length === 0) throw new AppError('INVALID_PARAM', 'No file part in the request');
  return results;
}
