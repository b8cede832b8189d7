import { deleteWebPushSubscription, getWebPushKey, saveWebPushSubscription } from '@tarot/contract/push';
import { call } from '../api/call';

/** How asking for system notifications ended: `denied` and `unsupported` leave the in-app ones. */
export type WebPushOutcome = 'subscribed' | 'denied' | 'unsupported';

/** The app's service worker, active; null where none runs (development, browsers without push). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
  if (!registration) return null;
  return navigator.serviceWorker.ready;
}

/** Asks for permission, subscribes this browser with the server's VAPID key and hands the server the subscription. */
export async function subscribeWebPush(): Promise<WebPushOutcome> {
  const registration = await activeRegistration();
  if (!registration) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await call(getWebPushKey);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return 'unsupported';
  await call(saveWebPushSubscription, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  return 'subscribed';
}

/** Tells the server to forget this browser, then drops the subscription itself. */
export async function unsubscribeWebPush(): Promise<void> {
  const registration = await activeRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await call(deleteWebPushSubscription, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
