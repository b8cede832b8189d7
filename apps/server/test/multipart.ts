import { randomBytes } from 'node:crypto';

export type FormPart =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly filename: string; readonly contentType: string; readonly data: Buffer };

/** A multipart/form-data body built by hand, so tests control every byte and the part order. */
export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tarot${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `content-disposition: form-data; name="${part.name}"\r\n\r\n`
        : `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `content-type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('value' in part ? Buffer.from(part.value) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One `cloudPath` field before each `file` part, the convention of `POST /api/files`. */
export function uploadParts(files: readonly { cloudPath?: string; filename?: string; data: Buffer }[]): FormPart[] {
  return files.flatMap(({ cloudPath, filename = 'image.bin', data }) => [
    ...(cloudPath === undefined ? [] : [{ name: 'cloudPath', value: cloudPath }]),
    { name: 'file', filename, contentType: 'image/jpeg', data },
  ]);
}
