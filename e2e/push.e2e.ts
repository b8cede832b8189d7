import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sessionResponse, type SessionResponse } from '@tarot/contract/auth';
import { adminSession } from './support/admin';
import { launchBrowser, signedInPhone } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
};

async function register(nickname: string): Promise<SessionResponse> {
  const username = `push_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return sessionResponse.parse(
    await api('/api/auth/register', { method: 'POST', body: { username, nickname, password: 'tarot2026!' } }),
  );
}

/** Resolves once the page's push connection has logged in (the server answered `login` with 0). */
function pushOnline(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/push')) return;
      socket.on('framereceived', ({ payload }) => {
        const packet = JSON.parse(String(payload)) as { command?: string; data?: { errorCode?: number } };
        if (packet.command === 'login' && packet.data?.errorCode === 0) resolve();
      });
    });
  });
}

const JOURNEYS = [
  { locale: 'zh-CN', lang: 'zh-Hans', title: '你的反馈有回复了', unread: '1 条未读消息' },
  { locale: 'en-US', lang: 'en', title: 'We replied to your feedback', unread: '1 unread message' },
] as const;

describe('push notifications', () => {
  it.each(JOURNEYS)(
    'bring an administrator’s reply to a member in $lang at once, with the unread badge, and open it',
    async ({ locale, lang, title, unread }) => {
      const admin = await adminSession(inject('baseUrl'));
      const member = await register('推送读者');
      const { id } = (await api('/api/feedback', {
        method: 'POST',
        token: member.token,
        body: { content: `Push journey ${lang}: please tell me when you answer.` },
      })) as { id: string };

      const phone = await signedInPhone(browser, member, locale);
      const online = pushOnline(phone.page);
      await phone.open('/');
      await online;
      // The app saves its language to the account; the server writes the member's message in it.
      await expect
        .poll(
          async () => ((await api('/api/user/preferences', { token: member.token })) as { language: string }).language,
        )
        .toBe(lang);

      const answer = `Answered for the ${lang} journey.`;
      await api(`/api/admin/feedback/${id}/reply`, { method: 'POST', token: admin.token, body: { reply: answer } });

      const notice = phone.page.getByRole('status').filter({ hasText: title });
      await notice.waitFor();
      // The card drops in; the picture is taken once it has landed.
      await notice.evaluate((card) => Promise.all(card.getAnimations().map((animation) => animation.finished)));
      await phone.page.getByRole('link', { name: new RegExp(unread) }).waitFor();
      await phone.screenshot(`push-notice-${lang}`);

      await notice.getByRole('button', { name: new RegExp(title) }).click();
      await phone.page.getByText(answer).waitFor();
      await phone.screenshot(`push-opened-${lang}`);
      // The tap was recorded: the inbox has nothing unread, which the console's figures count.
      await expect
        .poll(async () => ((await api('/api/push/inbox', { token: member.token })) as { unread: number }).unread)
        .toBe(0);
      expect(phone.problems).toEqual([]);
      await phone.context.close();
    },
  );
});
