import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message; a real carrier (Aliyun, Tencent Cloud SMS…) implements this. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}

export interface InboxMessage {
  readonly to: string;
  readonly text: string;
  readonly at: string;
}

/**
 * Development SMS: the message goes to the log and to an in-memory inbox that the
 * development-only endpoint `/api/dev/inbox` shows (tests and e2e read codes there).
 */
export function createDevSmsProvider(log: () => FastifyBaseLogger) {
  const inbox: InboxMessage[] = [];
  const provider: SmsProvider = {
    async send(mobile, text) {
      inbox.push({ to: mobile, text, at: new Date().toISOString() });
      if (inbox.length > 500) inbox.shift();
      log().info({ to: mobile, text }, 'development SMS');
    },
  };
  return { provider, messagesTo: (to: string) => inbox.filter((message) => message.to === to).reverse() };
}
