import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { InboxMessage } from './sms';

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends an e-mail; SMTP in production, the development inbox otherwise. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}

export interface SmtpSettings {
  /** e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:2525`. */
  readonly url: string;
  /** The sender, e.g. `塔罗星座元宇宙 <noreply@example.com>`. */
  readonly from: string;
}

/** The real adapter: one pooled nodemailer transport for the process. */
export function createSmtpEmailProvider({ url, from }: SmtpSettings): EmailProvider & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}

/**
 * Development e-mail: the message goes to the log and to an in-memory inbox that the
 * development-only endpoint `/api/dev/inbox` shows (tests and e2e read codes there).
 */
export function createDevEmailProvider(log: () => FastifyBaseLogger) {
  const inbox: InboxMessage[] = [];
  const provider: EmailProvider = {
    async send({ to, subject, text }) {
      inbox.push({ to, text: `${subject}\n${text}`, at: new Date().toISOString() });
      if (inbox.length > 500) inbox.shift();
      log().info({ to, subject, text }, 'development e-mail');
    },
  };
  return { provider, messagesTo: (to: string) => inbox.filter((message) => message.to === to).reverse() };
}

/**
 * SMTP when configured; else, when the development inbox is allowed (outside production, on a
 * loopback address or with DEV_INBOX=1), the inbox, whose messages only it can show. Otherwise
 * there is no e-mail (`provider` undefined): codes must never only be logged.
 */
export function createEmailProvider(
  smtp: SmtpSettings | undefined,
  developmentInbox: boolean,
  log: () => FastifyBaseLogger,
): { provider: EmailProvider | undefined; messagesTo: (to: string) => InboxMessage[]; close: () => void } {
  if (smtp) {
    const provider = createSmtpEmailProvider(smtp);
    return { provider, messagesTo: () => [], close: provider.close };
  }
  if (!developmentInbox) return { provider: undefined, messagesTo: () => [], close: () => undefined };
  return { ...createDevEmailProvider(log), close: () => undefined };
}
