import type { PushKind } from '@tarot/contract/push';

/**
 * What this module needs of the push service (modules/push/push-service.ts), declared here so
 * the reminders and broadcasts depend on a small interface and tests pass a fake.
 */
export type MessageKind = PushKind;

export interface MemberMessage {
  readonly kind: MessageKind;
  readonly title: string;
  readonly body: string;
  /** Where tapping it leads: an in-app route (`#/…`) or an https address. */
  readonly url: string;
  /** Stored in a UNIQUE column: a second message with the same key is not sent. */
  readonly dedupeKey?: string;
  readonly broadcastId?: string;
}

export interface MemberNotifier {
  /** null: the key was already used, or the member has push turned off. */
  sendToMember(userId: string, message: MemberMessage): Promise<{ messageId: string } | null>;
}
