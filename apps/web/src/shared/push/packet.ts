import { PUSH_PROTOCOL, type PushCommand, type PushNotification } from '@tarot/contract/push';

/** A packet as the client reads it: `data` is always an object, possibly empty. */
export interface PushPacket {
  readonly version: string;
  readonly command: PushCommand;
  readonly packetId: string;
  readonly timeStamp: number;
  readonly data: Record<string, unknown>;
}

/** What a `server-message` carries; the service worker's `push` event carries the same. */
export type PushMessage = PushNotification;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A packet from the server, or null for anything that is not one. Read leniently by hand:
 * checking with the contract's zod schema would bring zod into this small chunk for no gain.
 */
export function parsePacket(text: unknown): PushPacket | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.command !== 'string') return null;
  return {
    version: String(value.version ?? PUSH_PROTOCOL.version),
    command: value.command as PushCommand,
    packetId: String(value.packetId ?? ''),
    timeStamp: Number(value.timeStamp ?? 0),
    data: isRecord(value.data) ? value.data : {},
  };
}

export function isPushMessage(data: Record<string, unknown>): data is Record<string, unknown> & PushMessage {
  return (
    typeof data.messageId === 'string' &&
    typeof data.title === 'string' &&
    typeof data.body === 'string' &&
    typeof data.url === 'string'
  );
}
