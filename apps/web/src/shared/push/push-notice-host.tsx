import { lazy, Suspense } from 'react';
import { shownPushNotice } from './push-stores';

/** The card's code arrives with the first message, not with the first screen. */
const PushNoticeCard = lazy(() => import('./push-notice-card'));

const dismiss = () => shownPushNotice.set(null);

/** Where the shell shows a push message that arrives while the app is open. */
export function PushNoticeHost() {
  const message = shownPushNotice.use();
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <PushNoticeCard key={message.messageId} message={message} onClose={dismiss} />
    </Suspense>
  );
}
