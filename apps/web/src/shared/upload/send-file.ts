import i18next from 'i18next';
import { LIMITS } from '@tarot/contract/limits';
import { UPLOAD_FIELDS } from '@tarot/contract/file-rules';
import { uploadFiles, type UploadResponse } from '@tarot/contract/files';
import { absorbSessionHeaders } from '../api/http';
import { tokenStore } from '../auth/token-store';

/** What one file's upload came to: where it is kept, or why not in the user's language. */
export type UploadOutcome = { ok: true; fileID: string; url: string } | { ok: false; errMsg: string };

export type SendFile = (
  file: File,
  cloudPath: string,
  options: { onProgress: (percent: number) => void; signal?: AbortSignal },
) => Promise<UploadOutcome>;

const failure = (code: string): UploadOutcome => ({
  ok: false,
  errMsg: i18next.t(`errors:${code}`, { defaultValue: i18next.t('errors:UPLOAD_FAILED') }),
});

function outcomeOf(request: XMLHttpRequest): UploadOutcome {
  const body = request.response as (UploadResponse & { code?: string }) | null;
  absorbSessionHeaders((name) => request.getResponseHeader(name), body?.code);
  const entry = body?.files?.[0];
  if (request.status !== 200 || !entry) return failure(body?.code ?? 'UPLOAD_FAILED');
  return 'fileID' in entry ? { ok: true, fileID: entry.fileID, url: entry.url } : failure(entry.code);
}

/**
 * One file, one multipart request. XMLHttpRequest rather than fetch because only it
 * reports upload progress; it sends the same token header as the JSON client.
 */
export const sendFile: SendFile = (file, cloudPath, { onProgress, signal }) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve(failure('abort'));
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append(UPLOAD_FIELDS.cloudPath, cloudPath);
    form.append(UPLOAD_FIELDS.file, file);
    request.open(uploadFiles.method, uploadFiles.path);
    request.responseType = 'json';
    request.timeout = LIMITS.requestTimeoutMs;
    const token = tokenStore.current();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: UploadOutcome) => {
      signal?.removeEventListener('abort', onAbort);
      if (outcome.ok) onProgress(100);
      resolve(outcome);
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    request.onload = () => settle(outcomeOf(request));
    request.onerror = () => settle(failure('uploadNetwork'));
    request.ontimeout = () => settle(failure('timeout'));
    request.onabort = () => settle(failure('abort'));
    request.send(form);
  });
