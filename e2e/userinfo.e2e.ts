import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage, signedInPhone } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const USERINFO = '/uni_modules/uni-id-pages/pages/userinfo/userinfo';
const api = (path: string, init: RequestInit = {}) => fetch(`${inject('baseUrl')}${path}`, init);
const me = (token: string) => api('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });

async function codeSentTo(mobile: string): Promise<string> {
  const inbox = await api(`/api/dev/inbox?to=${mobile}`).then((response) => response.json());
  return /(\d{6})/.exec(inbox.messages[0].text)![1]!;
}

describe('the signed-in user’s account', () => {
  it('changes nickname and password, binds a phone, verifies the real name and deactivates', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    const token = () => page.evaluate(() => localStorage.getItem('uni_id_token'));
    const row = (label: string) => page.locator('.adm-list-item', { hasText: label });

    const username = `ui_${Date.now().toString(36)}`;
    await phone.open('/uni_modules/uni-id-pages/pages/register/register');
    await page.getByPlaceholder('用户名', { exact: true }).fill(username);
    await page.getByPlaceholder('昵称', { exact: true }).fill('星空旅人');
    await page.getByPlaceholder('密码', { exact: true }).fill('tarot2026!');
    await page.getByPlaceholder('再次输入密码').fill('tarot2026!');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByRole('heading', { name: '首页' }).waitFor();

    await phone.open(USERINFO);
    await page.getByText('点击更换头像').waitFor();
    await row('用户名').getByText(username).waitFor();
    await row('修改密码').waitFor();
    await phone.screenshot('userinfo-zh-Hans');

    // Nickname: unchanged is 'no change', a new one is saved.
    await row('昵称').click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('未修改').waitFor();
    await page.locator('.adm-dialog input').fill('月下旅人');
    await phone.screenshot('userinfo-nickname-zh-Hans');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('昵称已修改').waitFor();
    await row('昵称').getByText('月下旅人').waitFor();

    // Password: the old token stops working at once, this device stays signed in.
    const before = (await token())!;
    await row('修改密码').click();
    await page.getByPlaceholder('原密码').fill('tarot2026!');
    await page.getByPlaceholder('新密码', { exact: true }).fill('moon-2027');
    await page.getByPlaceholder('再次输入新密码').fill('moon-2028');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('两次输入的密码不一致').waitFor();
    await page.getByPlaceholder('再次输入新密码').fill('moon-2027');
    await phone.screenshot('change-pwd-zh-Hans');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('密码已修改').waitFor();
    await page.getByText('点击更换头像').waitFor();
    const after = (await token())!;
    expect(after).not.toBe(before);
    expect((await me(before)).status).toBe(401);
    expect((await me(after)).status).toBe(200);

    // Phone: the code from the development inbox.
    const mobile = `134${String(Date.now()).slice(-8)}`;
    await row('手机号').click();
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
    await page.getByPlaceholder('请输入验证码').fill(await codeSentTo(mobile));
    await phone.screenshot('bind-mobile-zh-Hans');
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await page.getByText('绑定成功').waitFor();
    await row('手机号')
      .getByText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`)
      .waitFor();

    // Real name: a wrong check digit is caught, a valid number verified and shown masked.
    await row('实名认证').click();
    await page.getByPlaceholder('真实姓名').fill('张三');
    await page.getByPlaceholder('身份证号').fill('110105194912310021');
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByText('身份证号码最后一位校验不通过，请核对号码').waitFor();
    await page.getByPlaceholder('身份证号').fill('11010519491231002X');
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByRole('heading', { name: '实名认证已完成' }).waitFor();
    await page.getByText('1****************X').waitFor();
    expect(await page.content()).not.toContain('11010519491231002X');
    await phone.screenshot('realname-verified-zh-Hans');
    await page.getByRole('button', { name: '返回' }).click();
    await row('实名认证').getByText('已认证').waitFor();

    // Deactivation: confirmed in a modal, then signed out on the login page.
    await row('注销账号').click();
    await page.getByText('注销后无法恢复，请谨慎操作').waitFor();
    await page.getByRole('button', { name: '注销账号' }).click();
    await page.getByText('此操作无法撤销。').waitFor();
    await page.waitForTimeout(500); // let the modal finish its entrance before the picture
    await phone.screenshot('deactivate-confirm-zh-Hans');
    await page.getByRole('button', { name: '注销', exact: true }).click();
    await page.getByRole('heading', { name: '手机号登录' }).waitFor();
    expect(await token()).toBeNull();
    expect((await me(after)).status).toBe(401);
    const login = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: username, password: 'moon-2027' }),
    });
    expect(login.status).toBe(401);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('sends a signed-out visitor from userinfo to login and back after signing in', async () => {
    const username = `back_${Date.now().toString(36)}`;
    await api('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, nickname: '回来的人', password: 'tarot2026!' }),
    });
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open(`${USERINFO}?from=e2e`);
    await page.getByRole('heading', { name: '手机号登录' }).waitFor();
    const redirect = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('redirect');
    expect(redirect).toBe(`${USERINFO}?from=e2e`);
    await page.getByRole('link', { name: '账号密码登录' }).click();
    await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(username);
    await page.getByPlaceholder('密码', { exact: true }).fill('tarot2026!');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('点击更换头像').waitFor();
    expect(page.url()).toContain(`#${USERINFO}?from=e2e`);
    await page.locator('.adm-list-item', { hasText: '昵称' }).getByText('回来的人').waitFor();
    await phone.context.close();
  });

  it('sends the user to login when the server refuses a stored token', async () => {
    const session = await api('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `gone_${Date.now().toString(36)}`, nickname: '旧设备', password: 'tarot2026!' }),
    }).then((response) => response.json());
    // Its session is signed out (as from another device's list): the token this device holds is dead.
    await api('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${session.token}` } });
    const phone = await signedInPhone(browser, session);
    // A page open to visitors that asks the server for the member's data: the refusal leads to login.
    await phone.open('/pages/tarot/readings');
    await phone.page.getByRole('heading', { name: '手机号登录' }).waitFor();
    expect(new URLSearchParams(new URL(phone.page.url()).hash.split('?')[1]).get('redirect')).toBe(
      '/pages/tarot/readings',
    );
    expect(await phone.page.evaluate(() => localStorage.getItem('uni_id_token'))).toBeNull();
    await phone.context.close();
  });

  it('sets a first password for an account made by SMS', async () => {
    const mobile = `133${String(Date.now()).slice(-8)}`;
    const json = { 'content-type': 'application/json' };
    await api('/api/auth/sms-code', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobile, scene: 'login' }),
    });
    const code = await codeSentTo(mobile);
    const session = await api('/api/auth/login-by-sms', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobile, code }),
    }).then((response) => response.json());
    const phone = await signedInPhone(browser, session);
    const { page } = phone;
    await phone.open(USERINFO);
    await page.locator('.adm-list-item', { hasText: '设置密码' }).click();
    await page.getByText(`验证码将发送到 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`).waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
    await page.getByPlaceholder('请输入验证码').fill(await codeSentTo(mobile));
    await page.getByPlaceholder('新密码', { exact: true }).fill('moon-2027');
    await page.getByPlaceholder('再次输入新密码').fill('moon-2027');
    await phone.screenshot('set-pwd-zh-Hans');
    await page.getByRole('button', { name: '设置密码' }).click();
    await page.getByText('密码已设置').waitFor();
    await page.locator('.adm-list-item', { hasText: '修改密码' }).waitFor();
    const login = await api('/api/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ account: mobile, password: 'moon-2027' }),
    });
    expect(login.status).toBe(200);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
