import i18next from 'i18next';
import { ApiError } from './http';
import { toast } from '../ui/toast';

/** What went wrong, in the user's language: the API's error code when it has one, else 'unknown'. */
export function errorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'unknown';
  return i18next.t(`errors:${code}`, { defaultValue: i18next.t('errors:unknown') });
}

/** The one way a failed action tells the user: a toast with that message. */
export function showError(error: unknown): void {
  toast.show({ content: errorMessage(error) });
}
