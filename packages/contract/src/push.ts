import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';

/**
 * Push notifications (spec §3, §4, §7, §8, §9): a WebSocket at `PUSH_SOCKET_PATH` speaking
 * JSON packets, and Web Push for a closed app. README "Push protocol" tells the whole story.
 */
export const PUSH_SOCKET_PATH = '/api/push';

export const PUSH_PROTOCOL = {
  version: '1.0',
  /** The fixed app id every client registers with. */
  appId: 'tarot',
  heartbeatMs: 60_000,
  /** A connection that stays silent this long (two missed heartbeats) is closed. */
  silenceLimitMs: 2 * 60_000,
  resendDelayMs: 3_000,
  /** How many times an unacknowledged message is sent again on one connection. */
  maxResends: 3,
  /** Messages wait this long for a device to come online. */
  messageLifetimeMs: 7 * 24 * 60 * 60 * 1000,
  /** Larger packets close the connection. */
  maxPacketBytes: 4096,
  packetsPerSecond: 10,
  connectionsPerAddress: 20,
  deviceIdLength: { min: 16, max: 48 },
} as const;

/** The push socket as the API reference describes it (README "Push protocol" has the tables). */
export const PUSH_PROTOCOL_DESCRIPTION = [
  `Live notifications travel over a WebSocket at \`${PUSH_SOCKET_PATH}\` on this port.`,
  'Every frame is a JSON packet `{ version: "1.0", command, packetId, timeStamp, data }`; answers repeat',
  "the request's command and packetId and carry `data.errorCode` (0 success, 1 client id not found,",
  '2 too frequent, 3 repeated message, 4 time out, 5 invalid appid, 6 invalid packet, 7 login failed,',
  '8 not logged in, 9 message not found, 10 server error).',
  'Client commands: `register { appId: "tarot", deviceId }` → `{ cid, session }`; `login { cid, session, token }`;',
  '`logout`; `heartbeat` every 60 s (two missed close the socket); `received { cid, messageId }`;',
  '`client-message`; `close`. Server commands: `server-message { messageId, title, body, url }`, sent again',
  'every 3 s (3 times at most) until received; `close { code, reason }` with 20 protocol violation,',
  '21 going away, 22 heartbeat missed, 23 logged in elsewhere or account closed, 24 connection limit; `redirect` (reserved).',
  'Limits: 10 packets a second per connection, 20 connections per address, 4 KB per frame.',
  'A closed app gets notifications by Web Push: subscribe with the key from `GET /api/push/web-push-key`.',
].join(' ');

export const PUSH_COMMANDS = [
  'register',
  'login',
  'logout',
  'heartbeat',
  'server-message',
  'received',
  'client-message',
  'close',
  'redirect',
] as const;
export type PushCommand = (typeof PUSH_COMMANDS)[number];

/** Result codes of the spec §8, with its messages where it has them. */
export const PUSH_RESULTS = {
  success: { errorCode: 0, errorMsg: 'success' },
  clientIdNotFound: { errorCode: 1, errorMsg: 'client id not found' },
  tooFrequent: { errorCode: 2, errorMsg: 'operation too frequent' },
  repeated: { errorCode: 3, errorMsg: 'repeated message' },
  timeout: { errorCode: 4, errorMsg: 'waiting time out' },
  invalidAppId: { errorCode: 5, errorMsg: 'invalid appid' },
  invalidPacket: { errorCode: 6, errorMsg: 'invalid packet' },
  loginFailed: { errorCode: 7, errorMsg: 'login failed, please register again' },
  notLoggedIn: { errorCode: 8, errorMsg: 'not logged in' },
  messageNotFound: { errorCode: 9, errorMsg: 'message not found' },
  serverError: { errorCode: 10, errorMsg: 'server error, please try again' },
} as const;
export type PushResult = (typeof PUSH_RESULTS)[keyof typeof PUSH_RESULTS];

/**
 * Codes of the `close` packet the server sends before it closes the socket (WebSocket close
 * codes below 1000 do not exist, so the code travels in the packet). The client stops for
 * 20, 23 and 24, reconnects for 21 only while visible, and reconnects for any other.
 */
export const PUSH_CLOSE = {
  protocolViolation: { code: 20, reason: 'protocol violation' },
  goingAway: { code: 21, reason: 'server going away' },
  heartbeatMissed: { code: 22, reason: 'heartbeat missed' },
  loggedOutElsewhere: { code: 23, reason: 'logged in elsewhere or account closed' },
  connectionLimit: { code: 24, reason: 'connect failed, connection limit reached' },
} as const;

export const pushPacket = z.object({
  version: z.literal(PUSH_PROTOCOL.version),
  command: z.enum(PUSH_COMMANDS),
  packetId: z.string().min(1).max(64),
  timeStamp: z.number().int().nonnegative(),
  data: z.unknown(),
});
export type PushPacket = z.infer<typeof pushPacket>;

/** What the client sends in `data`, by command. */
export const pushClientData = {
  register: z.object({
    appId: z.string(),
    deviceId: text().min(PUSH_PROTOCOL.deviceIdLength.min).max(PUSH_PROTOCOL.deviceIdLength.max),
  }),
  login: z.object({ cid: text().max(64), session: text().max(128), token: text().max(4096) }),
  received: z.object({ cid: text().max(64), messageId: z.uuid() }),
} as const;

/** `data` of the server's `server-message` (also the Web Push payload). */
export const pushNotification = z.object({
  messageId: z.uuid(),
  title: z.string(),
  body: z.string(),
  /** A hash route of the web app to open, e.g. `#/feedback`. */
  url: z.string(),
});
export type PushNotification = z.infer<typeof pushNotification>;

export const PUSH_KINDS = ['reply', 'daily-tarot', 'check-in', 'broadcast', 'horoscope', 'sky'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const inboxItem = z
  .object({
    messageId: z.uuid(),
    kind: z.enum(PUSH_KINDS),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    createdAt: z.iso.datetime(),
    openedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PushInboxItem' });

export const pushInbox = z
  .object({
    items: z.array(inboxItem).describe('The last 50 notifications, newest first'),
    unread: z.number().int().nonnegative().describe('Notifications not yet opened (the badge)'),
  })
  .meta({ id: 'PushInbox' });
export type PushInbox = z.infer<typeof pushInbox>;

export const webPushSubscriptionBody = z
  .object({
    endpoint: text()
      .max(1024)
      .pipe(z.url({ protocol: /^https$/ })),
    // The browser's keys are base64url (RFC 8291); anything else could never encrypt.
    keys: z.object({ p256dh: z.base64url().min(1).max(256), auth: z.base64url().min(1).max(64) }),
  })
  .meta({ id: 'WebPushSubscription' });
export type WebPushSubscriptionBody = z.infer<typeof webPushSubscriptionBody>;

const ok = z.object({ ok: z.literal(true) });

export const getWebPushKey = endpoint({
  method: 'GET',
  path: '/api/push/web-push-key',
  tags: ['push'],
  summary: 'The VAPID public key a browser subscribes to Web Push with',
  response: z.object({ publicKey: z.string() }).meta({ id: 'WebPushKey' }),
  errors: [503],
});

export const saveWebPushSubscription = endpoint({
  method: 'PUT',
  path: '/api/push/web-push-subscription',
  tags: ['push'],
  summary: "Keep this browser's Web Push subscription (replaces one with the same endpoint)",
  body: webPushSubscriptionBody,
  response: ok,
  errors: [400, 401, 403],
});

export const deleteWebPushSubscription = endpoint({
  method: 'DELETE',
  path: '/api/push/web-push-subscription',
  tags: ['push'],
  summary: "Forget this browser's Web Push subscription",
  body: z.object({ endpoint: text().max(1024) }),
  response: ok,
  errors: [400, 401, 403],
});

export const getPushInbox = endpoint({
  method: 'GET',
  path: '/api/push/inbox',
  tags: ['push'],
  summary: 'My latest notifications and how many are unopened',
  response: pushInbox,
  errors: [401, 403],
});

export const markPushOpened = endpoint({
  method: 'POST',
  path: '/api/push/messages/:messageId/opened',
  tags: ['push'],
  summary: 'Record that I opened a notification (idempotent)',
  params: z.object({ messageId: z.uuid() }),
  response: ok,
  errors: [400, 401, 403, 404],
});
