import type { FastifyBaseLogger } from 'fastify';
import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import type { FileService } from '../files';

/** Provider pictures are small (WeChat's 132 px, QQ's 100 px); anything past this is not one. */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Copies a provider's picture into our own storage as the member's avatar, through the files
 * module (checked, re-encoded, kept like an upload): pages never load a picture from the
 * provider, which would tell it who reads what. A picture that does not come in time, or at
 * all, leaves the account without one: the sign-in never waits or fails for it.
 */
export function createAvatarCopier(
  files: Pick<FileService, 'store' | 'setAvatar'>,
  timeoutMs: number,
  log: () => FastifyBaseLogger,
) {
  return async (userId: string, url: string | undefined, provider: ThirdPartyProvider): Promise<void> => {
    if (!url || !/^https?:\/\//i.test(url)) return;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      if (Number(response.headers.get('content-length') ?? 0) > AVATAR_MAX_BYTES) throw new Error('too large');
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > AVATAR_MAX_BYTES) throw new Error('too large');
      const { fileID } = await files.store(userId, `avatar/${provider}`, bytes);
      await files.setAvatar(userId, fileID);
    } catch (error) {
      log().warn({ err: error, provider }, 'sign-in: the provider picture was not copied');
    }
  };
}

export type AvatarCopier = ReturnType<typeof createAvatarCopier>;
