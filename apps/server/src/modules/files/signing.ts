import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs temporary file addresses: HMAC-SHA256 over `<file id>.<expiry in seconds>` with a
 * key derived from the server secret (so a file signature can never pass as anything else).
 */
export function createUrlSigner(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('stored-file-url/v1').digest();
  const sign = (fileId: string, expires: number) =>
    createHmac('sha256', key).update(`${fileId}.${expires}`).digest('base64url');

  return {
    sign,
    /** True when the signature matches and the expiry is still ahead. */
    verify(fileId: string, expires: number, signature: string, nowSeconds = Date.now() / 1000): boolean {
      if (expires <= nowSeconds) return false;
      const expected = Buffer.from(sign(fileId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
