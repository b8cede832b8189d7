import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A landscape photo with a clear subject, so the crop visibly matters. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
        <rect width="1200" height="800" fill="#6831ff"/>
        <circle cx="600" cy="400" r="240" fill="#f6d98b"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('avatar', () => {
  it('crops a chosen photo to 600×600, uploads it and shows it as the avatar', async () => {
    const phone = await phonePage(browser);
    await phone.open('/uni_modules/uni-id-pages/pages/register/register');
    await phone.page.getByPlaceholder('用户名', { exact: true }).fill(`ava_${Date.now().toString(36)}`);
    await phone.page.getByPlaceholder('昵称', { exact: true }).fill('头像测试');
    await phone.page.getByPlaceholder('密码', { exact: true }).fill('tarot2026!');
    await phone.page.getByPlaceholder('再次输入密码').fill('tarot2026!');
    await phone.page.getByText('我已阅读并同意').click();
    await phone.page.getByRole('button', { name: '注册', exact: true }).click();
    await phone.page.waitForFunction(() => localStorage.getItem('uni_id_token') !== null);

    await phone.open('/uni_modules/uni-id-pages/pages/userinfo/userinfo');
    await phone.page.getByRole('button', { name: '点击更换头像' }).click();
    await phone.page.getByRole('heading', { name: '选一张照片做头像' }).waitFor();
    await phone.screenshot('crop-image-empty-zh-Hans');

    await phone.page.setInputFiles('input[type=file]', {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    const stage = phone.page.getByRole('application', { name: '裁剪区域' });
    await stage.waitFor();
    const box = (await stage.boundingBox())!;
    await phone.page.getByRole('button', { name: '放大' }).click();
    await phone.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await phone.page.mouse.down();
    await phone.page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await phone.page.mouse.up();
    await phone.screenshot('crop-image-zh-Hans');

    await phone.page.getByRole('button', { name: '设为头像' }).click();
    // Back on the user-info page, the new avatar loads from the server at 600×600.
    const avatar = phone.page.locator('img[src*="/api/files/"]');
    await avatar.waitFor();
    await phone.page.waitForFunction(
      () => (document.querySelector('img[src*="/api/files/"]') as HTMLImageElement | null)?.naturalWidth === 600,
    );
    const src = (await avatar.getAttribute('src'))!;
    const me = await phone.page.evaluate(async () => {
      const response = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('uni_id_token')}` },
      });
      return response.json();
    });
    expect(me.avatar).toBe(src);
    const served = await phone.page.request.get(`${inject('baseUrl')}${src}`);
    expect(served.headers()['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(served.headers()['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(await served.body()).metadata();
    expect([width, height]).toEqual([600, 600]);
    await phone.screenshot('userinfo-new-avatar-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
