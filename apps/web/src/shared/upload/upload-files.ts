import { LIMITS } from '@tarot/contract/limits';
import { createSlots } from './upload-slots';
import { sendFile, type SendFile, type UploadOutcome } from './send-file';

export interface UploadOptions {
  /** Called with the file's index in `files` and 0–100 as its bytes go out. */
  onProgress?: (index: number, percent: number) => void;
  /** Aborting cancels uploads in flight; files not yet sent answer with the abort message. */
  signal?: AbortSignal;
}

/** The spec's cloudPath (§3): timestamp + index + the original extension. */
export function cloudPathFor(file: Pick<File, 'name'>, index: number, now = Date.now()): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(file.name)?.[1]?.toLowerCase();
  return `${now}_${index}${extension ? `.${extension}` : ''}`;
}

/** An uploader over the transport given, with its own five slots; `uploadFiles` is the app's. */
export function createUploader(send: SendFile, limit: number = LIMITS.uploadConcurrency) {
  const slot = createSlots(limit);
  return (files: readonly File[], options: UploadOptions = {}): Promise<UploadOutcome[]> => {
    const startedAt = Date.now();
    return Promise.all(
      files.map((file, index) =>
        slot(() =>
          send(file, cloudPathFor(file, index, startedAt), {
            onProgress: (percent) => options.onProgress?.(index, percent),
            signal: options.signal,
          }),
        ),
      ),
    );
  };
}

/**
 * Uploads images to `POST /api/files`, one request per file and at most five in flight
 * across the whole app (spec §4, §9), however many batches were picked. Every file gets an
 * outcome, in order: its id and URL, or an error message in the user's language; one
 * failure never stops the others.
 */
export const uploadFiles = createUploader(sendFile);
