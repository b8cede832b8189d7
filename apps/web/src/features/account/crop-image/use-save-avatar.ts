import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '@tarot/contract/auth';
import { setAvatar } from '@tarot/contract/files';
import { call } from '../../../shared/api/call';
import { refreshUser } from '../../../shared/auth/user-queries';
import { uploadFiles } from '../../../shared/upload/upload-files';

/** A failure whose message is already in the user's language (the upload's errMsg). */
export class AvatarUploadError extends Error {
  override name = 'AvatarUploadError';
}

/**
 * Uploads the cropped square, makes it the avatar, and refreshes every cached view of
 * the user. `percent` follows the upload (null when idle); leaving the page cancels it.
 */
export function useSaveAvatar() {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const save = async (avatar: Blob): Promise<UserProfile> => {
    controller.current = new AbortController();
    setPercent(0);
    try {
      const file = new File([avatar], 'avatar.jpg', { type: avatar.type });
      const [outcome] = await uploadFiles([file], {
        onProgress: (_, value) => setPercent(value),
        signal: controller.current.signal,
      });
      if (!outcome?.ok) throw new AvatarUploadError(outcome?.errMsg);
      const profile = await call(setAvatar, { body: { fileID: outcome.fileID } });
      await refreshUser();
      return profile;
    } finally {
      setPercent(null);
    }
  };

  return { save, percent };
}
