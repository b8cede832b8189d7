import { z } from 'zod';
import { FILE_LIMITS, IMAGE_MIME_TYPES } from './file-rules';
import { endpoint } from './endpoint';
import { userProfile } from './auth';
import { okResponse } from './ok';

/** Request and response shapes of file storage; its rules are in file-rules.ts (free of zod, for the browser). */

export const fileId = z.uuid().describe('A stored file id');

export const uploadedFile = z
  .union([
    z.object({ cloudPath: z.string(), fileID: fileId, url: z.string() }),
    z.object({ cloudPath: z.string(), code: z.string(), errMsg: z.string() }),
  ])
  .meta({ id: 'UploadedFile' });

export const uploadResponse = z.object({ files: z.array(uploadedFile) }).meta({ id: 'UploadResponse' });

export const fileInfo = z
  .object({
    fileID: fileId,
    cloudPath: z.string(),
    url: z.string().describe('The stable address; public only while the file is an avatar'),
    mimeType: z.enum(IMAGE_MIME_TYPES),
    size: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'FileInfo' });

export const fileIdParams = z.object({ id: fileId });

/** The spec's file list (§5): non-empty; entries are ids or `{ fileID, maxAge }`. */
export const tempUrlsBody = z
  .object({
    fileList: z
      .array(
        z.union([
          fileId,
          z.object({
            fileID: fileId,
            maxAge: z.number().int().min(1).max(FILE_LIMITS.tempUrlMaxAgeSeconds).optional(),
          }),
        ]),
      )
      .min(1)
      .max(FILE_LIMITS.tempUrlListMax),
  })
  .meta({ id: 'TempUrlsRequest' });

export const tempUrlEntry = z
  .union([
    z.object({
      fileID: fileId,
      tempFileURL: z.string(),
      maxAge: z.number().int(),
      expiresAt: z.number().int().describe('Milliseconds since the epoch'),
    }),
    z.object({ fileID: fileId, code: z.string(), errMsg: z.string() }),
  ])
  .meta({ id: 'TempUrl' });

export const tempUrlsResponse = z.object({ fileList: z.array(tempUrlEntry) }).meta({ id: 'TempUrlsResponse' });

/** Query of a signed temporary address: expiry in seconds since the epoch and its HMAC. */
export const signedFileQuery = z.object({
  expires: z.coerce.number().int().positive().optional(),
  sign: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});

export const setAvatarBody = z.object({ fileID: fileId }).meta({ id: 'SetAvatarRequest' });

export type UploadedFile = z.infer<typeof uploadedFile>;
export type UploadResponse = z.infer<typeof uploadResponse>;
export type FileInfo = z.infer<typeof fileInfo>;
export type TempUrlsBody = z.infer<typeof tempUrlsBody>;
export type TempUrlsResponse = z.infer<typeof tempUrlsResponse>;

export const uploadFiles = endpoint({
  method: 'POST',
  path: '/api/files',
  tags: ['files'],
  summary: 'Upload up to 5 images (multipart: a `cloudPath` field before each `file` part)',
  consumes: ['multipart/form-data'],
  response: uploadResponse,
  errors: [400, 401, 403, 404, 415],
});

export const getTempUrls = endpoint({
  method: 'POST',
  path: '/api/files/temp-urls',
  tags: ['files'],
  summary: 'Signed temporary addresses (at most 50, valid at most 600 s) for my files',
  body: tempUrlsBody,
  response: tempUrlsResponse,
  errors: [400, 401, 403, 404],
});

export const getFileInfo = endpoint({
  method: 'GET',
  path: '/api/files/:id',
  tags: ['files'],
  summary: 'One of my files (administrators: any file)',
  params: fileIdParams,
  response: fileInfo,
  errors: [400, 401, 403, 404],
});

export const deleteFile = endpoint({
  method: 'DELETE',
  path: '/api/files/:id',
  tags: ['files'],
  summary: 'Delete a file (its owner or an administrator)',
  params: fileIdParams,
  response: okResponse,
  errors: [400, 401, 403, 404],
});

export const getFileContent = endpoint({
  method: 'GET',
  path: '/api/files/:id/content',
  tags: ['files'],
  summary: "A file's bytes: public while it is an avatar, else with a signed temporary address",
  params: fileIdParams,
  query: signedFileQuery,
  errors: [],
});

export const setAvatar = endpoint({
  method: 'PUT',
  path: '/api/user/avatar',
  tags: ['files'],
  summary: 'Make one of my uploaded images my avatar',
  body: setAvatarBody,
  response: userProfile,
  errors: [400, 401, 403, 404],
});
