import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminSession } from './support/admin';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The newest 6-digit code the development inbox holds for a number or address. */
async function latestCode(to: string): Promise<string> {
  const inbox = await fetch(`${inject('baseUrl')}/api/dev/inbox?to=${encodeURIComponent(to)}`).then((r) => r.json());
  const match = /(\d{6})/.exec(inbox.messages[0]?.text ?? '');
  if (!match) throw new Error(`no code for ${to}`);
  return match[1]!;
}

const postJson = (path: string, body: unknown) =>
  fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('registering by e-mail and recovering an account', () => {
  it('registers by e-mail with the code from the development inbox, carrying the invite link', async () => {
    const phone = await phonePage(browser);
    const email = `seeker.${Date.now().toString(36)}@example.com`;
    const inviteCode = 'InviteInviteInvite23';
    const bodies: Record<string, unknown>[] = [];
    phone.page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register-by-email')) bodies.push(request.postDataJSON());
    });

    // From the configured login page, through the links, keeping ?inviteCode= on the way.
    await phone.open(`/uni_modules/uni-id-pages/pages/login/login-withoutpwd?inviteCode=${inviteCode}`);
    await phone.page.getByRole('link', { name: '账号密码登录' }).click();
    await phone.page.getByRole('link', { name: '还没有账号？立即注册' }).click();
    await phone.page.getByRole('link', { name: '邮箱注册' }).click();
    await phone.page.getByRole('heading', { name: '邮箱验证码注册' }).waitFor();

    await phone.page.getByRole('button', { name: '获取验证码' }).click();
    await phone.page.getByText('邮箱格式不正确').waitFor();
    await phone.page.getByPlaceholder('邮箱地址').fill(email);
    await phone.page.getByRole('button', { name: '获取验证码' }).click();
    await phone.page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
    await phone.page.getByPlaceholder('6 位验证码').fill(await latestCode(email));
    await phone.page.getByPlaceholder('昵称', { exact: true }).fill('邮差星');
    await phone.page.getByPlaceholder('密码', { exact: true }).fill('letter#2026');
    await phone.page.getByPlaceholder('再次输入密码').fill('letter#2026');
    await phone.page.getByRole('button', { name: '注册', exact: true }).click();
    await phone.page.getByText('你还没有同意隐私政策协议').waitFor();
    await phone.page.getByText('我已阅读并同意').click();
    await phone.page.getByRole('button', { name: '注册', exact: true }).click();

    await phone.page.getByRole('heading', { name: '首页' }).waitFor();
    expect(await phone.page.evaluate(() => localStorage.getItem('uni_id_token'))).toMatch(/^ey/);
    expect(bodies).toEqual([expect.objectContaining({ email, nickname: '邮差星', inviteCode })]);
    const login = await postJson('/api/auth/login', { account: email, password: 'letter#2026' });
    expect(login.status).toBe(200);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('resets a password by SMS, and the new password signs in', async () => {
    // An account made by SMS (it has no password yet), signed in on another device.
    const mobile = `136${String(Date.now()).slice(-8)}`;
    await postJson('/api/auth/sms-code', { mobile, scene: 'login' });
    const first = await postJson('/api/auth/login-by-sms', { mobile, code: await latestCode(mobile) });
    const { token } = (await first.json()) as { token: string };

    const phone = await phonePage(browser);
    await phone.open('/uni_modules/uni-id-pages/pages/login/login-withpwd');
    await phone.page.getByRole('link', { name: '忘记密码？' }).click();
    await phone.page.getByRole('heading', { name: '通过手机号重置密码' }).waitFor();
    await phone.page.getByPlaceholder('手机号').fill(mobile);
    await phone.page.getByRole('button', { name: '获取验证码' }).click();
    await phone.page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
    await phone.page.getByPlaceholder('6 位验证码').fill(await latestCode(mobile));
    await phone.page.getByPlaceholder('新密码').fill('sunrise#88');
    await phone.page.getByPlaceholder('再次输入密码').fill('sunrise#89');
    await phone.page.getByRole('button', { name: '重置密码' }).click();
    await phone.page.getByText('两次输入的密码不一致').waitFor();
    await phone.page.getByPlaceholder('再次输入密码').fill('sunrise#88');
    await phone.page.getByRole('button', { name: '重置密码' }).click();

    // Every earlier sign-in is revoked; the user signs in again with the new password.
    await phone.page.getByRole('heading', { name: '账号密码登录' }).waitFor();
    const stale = await fetch(`${inject('baseUrl')}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(stale.status).toBe(401);
    await phone.page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(mobile);
    await phone.page.getByPlaceholder('密码', { exact: true }).fill('sunrise#88');
    await phone.page.getByText('我已阅读并同意').click();
    await phone.page.getByRole('button', { name: '登录', exact: true }).click();
    await phone.page.getByRole('heading', { name: '首页' }).waitFor();
    expect(await phone.page.evaluate(() => localStorage.getItem('uni_id_token'))).toMatch(/^ey/);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('creates the administrator once; afterwards the register-admin page says one exists', async () => {
    const first = await adminSession(inject('baseUrl'));
    const again = await adminSession(inject('baseUrl'));
    expect([first.user.uid, first.user.role]).toEqual([again.user.uid, ['admin']]);

    const phone = await phonePage(browser);
    await phone.open('/uni_modules/uni-id-pages/pages/login/login-withpwd');
    await phone.page.getByRole('link', { name: '还没有账号？立即注册' }).click();
    // The public register page does not offer it; the administrator's page opens by its address.
    await phone.page.getByRole('button', { name: '注册', exact: true }).waitFor();
    expect(await phone.page.getByRole('link', { name: '注册管理员账号' }).count()).toBe(0);
    await phone.open('/uni_modules/uni-id-pages/pages/register/register-admin');
    await phone.page.getByRole('heading', { name: '注册管理员账号' }).waitFor();
    await phone.page.getByPlaceholder('用户名', { exact: true }).fill('latecomer');
    await phone.page.getByPlaceholder('昵称', { exact: true }).fill('迟到者');
    await phone.page.getByPlaceholder('密码', { exact: true }).fill('Late#2026');
    await phone.page.getByPlaceholder('再次输入密码').fill('Late#2026');
    await phone.page.getByText('我已阅读并同意').click();
    await phone.page.getByRole('button', { name: '创建管理员' }).click();
    await phone.page.getByText('管理员已存在，请直接登录').waitFor();
    expect(await phone.page.evaluate(() => localStorage.getItem('uni_id_token'))).toBeNull();
    await phone.context.close();
  });
});
