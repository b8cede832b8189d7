import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import { createSmtpEmailProvider } from '../src/providers/email';
import { startTestServer } from './harness';

interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

/** A local SMTP server that keeps what it receives, so the real adapter is tested end to end. */
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('the SMTP e-mail adapter', () => {
  it('delivers a message to the SMTP server with the configured sender', async () => {
    const provider = createSmtpEmailProvider({ url: `smtp://127.0.0.1:${port}`, from: 'Tarot <noreply@example.com>' });
    await provider.send({ to: 'reader@example.com', subject: 'Your code', text: 'Your code is 123456.' });
    provider.close();
    const message = received.at(-1)!;
    expect(message.from).toBe('noreply@example.com');
    expect(message.to).toEqual(['reader@example.com']);
    expect(message.raw).toContain('Subject: Your code');
    expect(message.raw).toContain('Your code is 123456.');
  });

  it('carries e-mail codes from the API when SMTP_URL is set, and the development inbox stays empty', async () => {
    const server = await startTestServer({
      config: { smtp: { url: `smtp://127.0.0.1:${port}`, from: 'noreply@example.com' } },
    });
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'seeker@example.com', scene: 'register-email' },
    });
    expect(sent.statusCode).toBe(200);
    const message = received.at(-1)!;
    expect(message.to).toEqual(['seeker@example.com']);
    expect(message.raw).toMatch(/\d{6}/);
    const inbox = await server.app.inject({ method: 'GET', url: '/api/dev/inbox?to=seeker@example.com' });
    expect(inbox.json()).toEqual({ messages: [] });
    await server.close();
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('are off by default and read together', () => {
    expect(parseConfig({}).smtp).toBeUndefined();
    expect(parseConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'a@example.com' }).smtp).toEqual({
      url: 'smtps://u:p@mail.example.com:465',
      from: 'a@example.com',
    });
  });

  it('refuses another scheme, and an SMTP_URL without MAIL_FROM', () => {
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM/);
  });
});
