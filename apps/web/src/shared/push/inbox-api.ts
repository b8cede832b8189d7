import { queryOptions } from '@tanstack/react-query';
import { getPushInbox, markPushOpened } from '@tarot/contract/push';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { tokenStore } from '../auth/token-store';

const INBOX = ['push', 'inbox'] as const;

/** The member's notifications and unread count; keyed by token so another member never sees them. */
export const inboxQuery = () =>
  queryOptions({
    queryKey: [...INBOX, tokenStore.current()],
    queryFn: () => call(getPushInbox),
  });

/** A new message arrived or one was opened: the inbox and its badge fetch again. */
export const refreshInbox = (): Promise<void> => queryClient.invalidateQueries({ queryKey: INBOX });

/** Records that the member opened a notification (the server ignores repeats), then refreshes the badge. */
export async function recordOpened(messageId: string): Promise<void> {
  await call(markPushOpened, { params: { messageId } });
  await refreshInbox();
}
