import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accounts and member readings', () => {
  it('registers, keeps a device reading in the account, and draws the daily card on the server', async () => {
    const phone = await phonePage(browser);
    // A reading saved before signing up stays on the device…
    await phone.open(
      '/pages/tarot/detailPaizhen?spread=single&cards=major-17:u&q=%E6%96%B0%E7%9A%84%E4%B8%80%E5%B9%B4',
    );
    await phone.page.getByRole('button', { name: '保存这次占卜' }).click();
    await phone.page.getByRole('button', { name: '已保存' }).waitFor();
    await phone.open('/pages/tarot/readings');
    await phone.page.getByText('新的一年').waitFor();
    await phone.page.getByRole('link', { name: /登录后可同步/ }).click();
    await phone.page.getByRole('heading', { name: '手机号登录' }).waitFor();
    await phone.screenshot('login-withoutpwd-zh-Hans');
    await phone.page.getByRole('link', { name: '账号密码登录' }).click();
    await phone.page.getByRole('heading', { name: '账号密码登录' }).waitFor();
    await phone.screenshot('login-withpwd-zh-Hans');
    await phone.page.getByRole('link', { name: '还没有账号？立即注册' }).click();
    await phone.page.getByRole('heading', { name: '注册账号' }).waitFor();

    const username = `e2e_${Date.now().toString(36)}`;
    await phone.page.getByPlaceholder('用户名', { exact: true }).fill(username);
    await phone.page.getByPlaceholder('昵称', { exact: true }).fill('星空旅人');
    await phone.page.getByPlaceholder('密码', { exact: true }).fill('tarot2026!');
    await phone.page.getByPlaceholder('再次输入密码').fill('tarot2027!');
    await phone.page.getByRole('button', { name: '注册', exact: true }).click();
    await phone.page.getByText('两次输入的密码不一致').waitFor();
    await phone.page.getByPlaceholder('再次输入密码').fill('tarot2026!');
    await phone.page.getByRole('button', { name: '注册', exact: true }).click();
    await phone.page.getByText('你还没有同意隐私政策协议').waitFor();
    await phone.page.getByText('我已阅读并同意').click();
    await phone.screenshot('register-zh-Hans');
    await phone.page.getByRole('button', { name: '注册', exact: true }).click();

    // …and moves to the account after signing up, back on the page that asked.
    await phone.page.getByText('这些占卜保存在你的账号中，左滑可以删除。').waitFor();
    await phone.page.getByText('新的一年').waitFor();
    expect(await phone.page.evaluate(() => localStorage.getItem('uni_id_token'))).toMatch(/^ey/);
    expect(Number(await phone.page.evaluate(() => localStorage.getItem('uni_id_token_expired')))).toBeGreaterThan(
      Date.now(),
    );
    await phone.screenshot('my-readings-member-zh-Hans');

    await phone.open('/jinripaizhen');
    await phone.page.getByRole('button', { name: '翻开今日之牌' }).first().click();
    await phone.page.getByText('今天的牌由服务器为你抽取并保存，全天保持不变。').waitFor();
    const name = await phone.page.locator('h2').innerText();
    await phone.page.reload();
    await phone.page.getByText('今天的牌由服务器为你抽取并保存，全天保持不变。').waitFor();
    expect(await phone.page.locator('h2').innerText()).toBe(name);

    // A chart saved to the account gives the colour page a personal reading by its 用神 and 忌神.
    await phone.open('/pages/bazi/details?g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay');
    await phone.page.getByRole('button', { name: '保存命盘' }).click();
    await phone.page.getByRole('button', { name: '已保存' }).waitFor();
    await phone.open('/daycolor');
    await phone.page.getByRole('heading', { name: '我的命盘穿衣' }).waitFor();
    await phone.page.getByText(/按你命盘的八字判断来配色：用神.+，忌神/).waitFor();
    await phone.screenshot('daycolor-personal-zh-Hans');

    // Logging out revokes the session; the password then signs in again from settings.
    const signedOutToken = await phone.page.evaluate(() => localStorage.getItem('uni_id_token'));
    await phone.open('/pages/ucenter/settings/settings');
    await phone.page.getByText('退出登录', { exact: true }).click();
    await phone.page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await phone.page.getByText('登录 / 注册').click();
    expect(await phone.page.evaluate(() => localStorage.getItem('uni_id_token'))).toBeNull();
    const me = await fetch(`${inject('baseUrl')}/api/auth/me`, {
      headers: { authorization: `Bearer ${signedOutToken}` },
    });
    expect(me.status).toBe(401);
    await phone.page.getByRole('heading', { name: '手机号登录' }).waitFor();
    await phone.page.getByRole('link', { name: '账号密码登录' }).click();
    await phone.page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(username);
    await phone.page.getByPlaceholder('密码', { exact: true }).fill('tarot2026!');
    await phone.page.getByText('我已阅读并同意').click();
    await phone.page.getByRole('button', { name: '登录', exact: true }).click();
    // Back where sign-in was asked for: the settings page, signed in ('已退出登录' may still be toasting).
    await phone.page.getByText('退出登录', { exact: true }).waitFor();
    expect(await phone.page.evaluate(() => localStorage.getItem('uni_id_token'))).toMatch(/^ey/);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('signs in by SMS with the code from the development inbox, registering the new number', async () => {
    const phone = await phonePage(browser);
    const mobile = `137${String(Date.now()).slice(-8)}`;
    await phone.open('/uni_modules/uni-id-pages/pages/login/login-withoutpwd');
    await phone.page.getByPlaceholder('请输入手机号').fill('12345');
    await phone.page.getByRole('button', { name: '获取验证码' }).click();
    await phone.page.getByText('手机号码格式不正确').waitFor();
    await phone.page.getByPlaceholder('请输入手机号').fill(mobile);
    await phone.page.getByText('我已阅读并同意').click();
    await phone.page.getByRole('button', { name: '获取验证码' }).click();
    await phone.page.getByRole('heading', { name: '输入验证码' }).waitFor();
    await phone.page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
    await phone.screenshot('login-smscode-zh-Hans');
    const inbox = await fetch(`${inject('baseUrl')}/api/dev/inbox?to=${mobile}`).then((r) => r.json());
    const code = /(\d{6})/.exec(inbox.messages[0].text)![1]!;
    await phone.page.locator('.adm-passcode-input').click();
    await phone.page.keyboard.type(code);
    await phone.page.getByRole('heading', { name: '首页' }).waitFor();
    expect(await phone.page.evaluate(() => localStorage.getItem('uni_id_token'))).toMatch(/^ey/);
    await phone.context.close();
  });

  it('shows the agreement', async () => {
    const phone = await phonePage(browser);
    await phone.open('/pages/uni-agree/uni-agree');
    await phone.page.getByRole('heading', { name: '隐私政策', exact: true }).waitFor();
    await phone.screenshot('agreement-zh-Hans');
    await phone.context.close();
  });
});
