import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sessionResponse, type SessionResponse } from '@tarot/contract/auth';
import { adminSession } from './support/admin';
import { launchBrowser, phonePage, signedInPhone } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  fetch(`${inject('baseUrl')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function register(username: string, nickname: string): Promise<SessionResponse> {
  const response = await api('/api/auth/register', {
    method: 'POST',
    body: { username, nickname, password: 'tarot2026!' },
  });
  return sessionResponse.parse(await response.json());
}

describe('admin console', () => {
  it('answers a member’s feedback, which the member then reads, and bans an account at once', async () => {
    const admin = await adminSession(inject('baseUrl'));
    const suffix = Date.now().toString(36);
    const member = await register(`fbm_${suffix}`, '星空读者');
    const question = '每日运势能不能加一个早晨提醒？';
    expect(
      (await api('/api/feedback', { method: 'POST', token: member.token, body: { content: question } })).status,
    ).toBe(200);

    const desk = await signedInPhone(browser, admin);
    await desk.open('/pages/admin/admin');
    await desk.page.getByText('会员总数').waitFor();
    await desk.page.getByText('最近 30 天').waitFor();
    await desk.screenshot('admin-dashboard-zh-Hans');
    await desk.page.locator('.adm-list-item', { hasText: '意见反馈' }).click();

    const card = desk.page.locator('li', { hasText: question });
    await card.waitFor();
    await desk.screenshot('admin-feedback-zh-Hans');
    await card.getByRole('button', { name: '回复' }).click();
    const answer = '好主意！提醒功能已经在计划中，谢谢你的建议。';
    await desk.page.getByPlaceholder('写下友好、有帮助的回复').fill(answer);
    await desk.screenshot('admin-feedback-reply-zh-Hans');
    await desk.page.getByRole('button', { name: '发送回复' }).click();
    await desk.page.getByText('回复已发送').waitFor();
    // Answered feedback leaves the "unanswered" list.
    await card.waitFor({ state: 'detached' });

    const reader = await signedInPhone(browser, member);
    await reader.open('/uni_modules/uni-feedback/pages/my-feedback/my-feedback');
    await reader.page.getByText(answer).waitFor();
    await reader.screenshot('admin-reply-seen-by-member-zh-Hans');
    const mine = (await (await api('/api/feedback/mine', { token: member.token })).json()) as {
      items: { content: string; reply: string | null }[];
    };
    expect(mine.items.find((item) => item.content === question)?.reply).toBe(answer);

    // A member opening the desk sees a clear refusal, not a broken page.
    await reader.open('/pages/admin/admin');
    await reader.page.getByText('没有权限').waitFor();
    await reader.screenshot('admin-no-permission-zh-Hans');

    // The admin bans the member: their very next request is refused.
    await desk.open('/pages/admin/users/users');
    await desk.page.getByPlaceholder('用户名、昵称、手机号或邮箱').fill(`fbm_${suffix}`);
    await desk.page.getByPlaceholder('用户名、昵称、手机号或邮箱').press('Enter');
    const row = desk.page.locator('li', { hasText: `@fbm_${suffix}` });
    await row.waitFor();
    await expect.poll(() => desk.page.locator('li').count()).toBe(1);
    await row.getByRole('button', { name: '封禁' }).click();
    await desk.page.getByText('确定封禁该账号？').waitFor();
    await desk.screenshot('admin-users-ban-zh-Hans');
    await desk.page.locator('.adm-dialog').getByRole('button', { name: '封禁' }).click();
    await desk.page.getByText('账号已封禁').waitFor();
    await row.getByText('已封禁').waitFor();

    const refused = await api('/api/auth/me', { token: member.token });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('uni-id-account-banned');
    const login = await api('/api/auth/login', {
      method: 'POST',
      body: { account: `fbm_${suffix}`, password: 'tarot2026!' },
    });
    expect(((await login.json()) as { code: string }).code).toBe('uni-id-account-banned');

    // The suspended member is told why on Mine, and led to feedback, where they are still heard.
    await reader.open('/pages/ucenter/ucenter');
    await reader.page.getByRole('alert').getByText('该账号已被管理员停用').waitFor();
    await reader.screenshot('ucenter-suspended-zh-Hans');
    await reader.page.getByRole('alert').click();
    await reader.page
      .getByPlaceholder('请描述你遇到的问题或建议（必填，最多 500 字）')
      .fill('请问我的账号为什么被停用？');
    await reader.page.getByRole('button', { name: '提交反馈' }).click();
    await reader.page.getByText('反馈已提交').waitFor();

    expect(desk.problems.filter((problem) => !problem.includes('403'))).toEqual([]);
    await desk.context.close();
    await reader.context.close();
  });

  it('writes and publishes an article, and puts a banner on the home page (English)', async () => {
    const admin = await adminSession(inject('baseUrl'));
    const desk = await signedInPhone(browser, admin, 'en-US');
    await desk.open('/pages/admin/articles/articles');
    await desk.page.getByRole('button', { name: 'New' }).click();
    await desk.page.getByText('New article: saved as a draft').waitFor();
    const slug = `moon-${Date.now().toString(36)}`;
    await desk.page.getByRole('textbox', { name: 'Slug', exact: true }).fill(slug);
    await desk.page.getByRole('textbox', { name: 'Title', exact: true }).fill('月亮牌的潜意识');
    await desk.page.getByRole('textbox', { name: 'Body', exact: true }).fill('月亮照见内心。');
    await desk.page.getByRole('tab', { name: 'English' }).click();
    await desk.page.getByRole('textbox', { name: 'Title', exact: true }).fill('The Moon and the Unconscious');
    await desk.screenshot('admin-article-editor-en');
    await desk.page.getByRole('button', { name: 'Save' }).click();
    // Half an English version is refused before anything is sent.
    await desk.page.getByText('Give the English version a title and a body, or leave it all empty.').waitFor();
    await desk.page.getByRole('textbox', { name: 'Body', exact: true }).fill('The Moon lights the inner world.');
    await desk.page.getByRole('button', { name: 'Save' }).click();
    await desk.page.getByText('Editing an article').waitFor();
    await desk.page.getByRole('button', { name: 'Publish' }).click();
    await desk.page.getByRole('button', { name: 'Unpublish' }).waitFor();

    const listed = (await (await api('/api/admin/articles?status=published', { token: admin.token })).json()) as {
      items: { slug: string; texts: Record<string, { title: string }> }[];
    };
    expect(listed.items.find((item) => item.slug === slug)?.texts.en?.title).toBe('The Moon and the Unconscious');

    await desk.open('/pages/admin/banners/banners');
    await desk.page.getByRole('button', { name: 'New' }).click();
    await desk.page.getByRole('textbox', { name: 'Title', exact: true }).fill('New moon wishes');
    const image = desk.page.getByRole('textbox', { name: 'Image address', exact: true });
    await image.fill('https://cdn.example.com/a.png');
    await desk.page.getByText('Use a path on this site, starting with /.').waitFor();
    await image.fill('/tarot/icon-512.png');
    await desk.page.getByRole('textbox', { name: 'Link (optional)' }).fill('/zhen');
    await desk.page.getByRole('button', { name: 'Save' }).click();
    const banner = desk.page.locator('li', { hasText: 'New moon wishes' });
    await banner.getByRole('button', { name: 'Publish' }).click();
    await banner.getByText('Published').waitFor();
    await desk.screenshot('admin-banners-en');

    const home = await phonePage(browser, 'en-US');
    await home.open('/');
    await home.page.getByText('New moon wishes').waitFor();
    await home.page.getByText('New moon wishes').click();
    await home.page.waitForURL(/#\/zhen$/);
    await desk.context.close();
    await home.context.close();
  });
});
