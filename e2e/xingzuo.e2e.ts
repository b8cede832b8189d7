import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sessionResponse } from '@tarot/contract/auth';
import { launchBrowser, phonePage, signedInPhone } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BIRTH = 'date=1988-06-15&time=10:30&tz=Asia/Shanghai&lat=39.9042&lon=116.4074';
const PAIR = [
  'a.date=1988-06-15&a.time=10:30&a.tz=Asia/Shanghai&a.lat=39.9042&a.lon=116.4074',
  'b.date=1990-11-03&b.time=08:00&b.tz=Europe/London&b.lat=51.5072&b.lon=-0.1276',
].join('&');

describe('星座', () => {
  it('opens from its home tile on today’s sky and the twelve signs, and reads a sign’s day, week and month', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/');
    await page.getByRole('link', { name: '星座', exact: true }).click();
    await page.getByRole('heading', { name: '此刻星空' }).waitFor();
    await page.getByText(/^月亮在..座$/).waitFor();
    await page.getByText(/(逆行中：|此刻没有行星逆行)/).waitFor();
    const tiles = page.getByRole('list').getByRole('link');
    await expect.poll(() => tiles.count()).toBe(12);
    await phone.screenshot('xingzuo-zh-Hans');

    await page.getByRole('link', { name: /狮子座/ }).click();
    await page.getByRole('heading', { name: '狮子座今日运势' }).waitFor();
    // Every day has the Moon's line, named with its sign and its hours in Beijing time.
    await page
      .getByRole('heading', { name: /^月亮在..座$/ })
      .first()
      .waitFor();
    await page
      .getByText(/\d\d-\d\d \d\d:\d\d – \d\d-\d\d \d\d:\d\d/)
      .first()
      .waitFor();
    await phone.screenshot('xingzuo-horoscope-zh-Hans');

    await page.getByRole('button', { name: '本月' }).click();
    await page.getByRole('heading', { name: '狮子座本月运势' }).waitFor();
    // A month follows the Sun through the sign's solar houses.
    await page
      .getByRole('heading', { name: /^太阳在..座$/ })
      .first()
      .waitFor();
    expect(new URL(page.url()).hash).toContain('period=month');
    await page.getByRole('button', { name: '双鱼座' }).click();
    await page.getByRole('heading', { name: '双鱼座本月运势' }).waitFor();
    await phone.screenshot('xingzuo-horoscope-month-zh-Hans');

    // The sign read last is kept on the device: the horoscope opens on it next time.
    await phone.open('/xingzuo/horoscope');
    await page.getByRole('heading', { name: '双鱼座今日运势' }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('draws a natal chart from the birth in the address: wheel, planets, aspects and the reading, in any house system', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open(`/xingzuo/natal?${BIRTH}`);
    await page.getByRole('heading', { name: '本命盘', exact: true }).waitFor();
    await page.getByRole('img', { name: '本命星盘图' }).waitFor();
    // Beijing 1988-06-15 10:30 (summer time, 01:30 UTC): the Sun at 24° Gemini.
    await page.getByRole('row', { name: /太阳 双子座 24°/ }).waitFor();
    expect(await page.getByRole('table').first().getByRole('row').count()).toBe(12);
    await page.getByText(/^太阳双子座：/).waitFor();
    await phone.screenshot('xingzuo-natal-zh-Hans');
    await page.getByRole('button', { name: '整宫制' }).click();
    await expect.poll(() => new URL(page.url()).hash).toContain('houses=whole-sign');
    await page.getByRole('heading', { name: '相位' }).scrollIntoViewIfNeeded();
    await phone.screenshot('xingzuo-natal-aspects-zh-Hans');
    await page.getByRole('heading', { name: '星盘解读' }).scrollIntoViewIfNeeded();
    await phone.screenshot('xingzuo-natal-reading-zh-Hans');

    await phone.open('/xingzuo/natal?date=1988-06-15&tz=Asia/Shanghai');
    await page.getByText(/没有带完整的出生信息/).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('draws my natal chart from a birthday, a time and a birthplace picked from the world’s cities', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/xingzuo');
    await page.getByRole('link', { name: /我的本命盘/ }).click();
    const submit = page.getByRole('button', { name: '排本命盘' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('出生日期').fill('1988-06-15');
    await page.getByLabel('出生时间（当地钟点）').fill('10:30');
    await page.getByRole('button', { name: '选择城市' }).click();
    await page.getByPlaceholder('搜索城市：中文、英文或当地名称').fill('北京');
    await page
      .getByText(/^北京 · /)
      .first()
      .click();
    await phone.screenshot('xingzuo-natal-form-zh-Hans');
    await submit.click();
    await page.getByRole('row', { name: /太阳 双子座 24°/ }).waitFor();
    await page.getByText(/^1988-06-15 10:30 · 北京/).waitFor();
    const hash = new URL(page.url()).hash;
    expect(hash).toContain('tz=Asia%2FShanghai');
    expect(hash).toContain('date=1988-06-15');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('compares two charts by five life areas, asking for each birth in turn', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/xingzuo');
    await page.getByRole('link', { name: /星座合盘/ }).click();
    await page.getByRole('heading', { name: '你的出生信息' }).waitFor();
    await phone.open(`/xingzuo/synastry?${PAIR}`);
    for (const area of ['吸引与恋爱', '情感连结', '沟通', '共同成长', '承诺与稳定']) {
      await page.getByRole('heading', { name: new RegExp(`^${area}`) }).waitFor();
    }
    // Each area lists the contacts it is read from, with their orbs.
    await page
      .getByText(/^\S+(合相|六分相|四分相|三分相|对分相)\S+ \d+\.\d°$/)
      .first()
      .waitFor();
    await phone.screenshot('xingzuo-synastry-zh-Hans');
    await page.getByRole('heading', { name: /^承诺与稳定/ }).scrollIntoViewIfNeeded();
    await phone.screenshot('xingzuo-synastry-more-zh-Hans');
    await page.getByRole('button', { name: '换两个人' }).click();
    await page.getByRole('heading', { name: '你的出生信息' }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('reads a member’s own saved chart against today’s and this week’s sky, each line a named transit with its dates', async () => {
    const baseUrl = inject('baseUrl');
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `xingzuo_${Date.now().toString(36)}`,
        nickname: 'Xing',
        password: 'tarot2026!',
      }),
    });
    const session = sessionResponse.parse(await registered.json());
    const saved = await fetch(`${baseUrl}/api/charts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({
        kind: 'natal',
        birth: { name: '小星', date: '1988-06-15', time: '10:30' },
        timeZone: 'Asia/Shanghai',
        location: { name: '北京', latitude: 39.9042, longitude: 116.4074 },
        self: true,
      }),
    });
    expect(saved.status).toBe(200);
    const aspect = '(合相|六分相|四分相|三分相|对分相)';

    const phone = await signedInPhone(browser, session);
    const { page } = phone;
    await phone.open('/xingzuo');
    await page.getByRole('link', { name: /我的运势/ }).click();
    // The chart marked “this is me” opens by itself: no chooser.
    await page.getByRole('heading', { name: '今日个人运势' }).waitFor();
    await page.getByText('小星 · 1988-06-15 10:30 · 北京').waitFor();
    expect(await page.getByRole('heading', { name: '要看哪张星盘的运势？' }).count()).toBe(0);
    await page
      .getByRole('heading', { name: new RegExp(`^行运\\S+${aspect}本命\\S+$`) })
      .first()
      .waitFor();
    await page
      .getByText(/^\d\d-\d\d \d\d:\d\d – \d\d-\d\d \d\d:\d\d/)
      .first()
      .waitFor();
    await phone.screenshot('xingzuo-personal-zh-Hans');
    await page.getByRole('button', { name: '本周' }).click();
    await page.getByRole('heading', { name: '本周个人运势' }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toContain('period=week');
    // A week follows the planets; the Moon's hour-long contacts are left to the day.
    expect(await page.getByRole('heading', { name: /^行运月亮/ }).count()).toBe(0);
    await phone.screenshot('xingzuo-personal-week-zh-Hans');
    await page.getByRole('link', { name: '打开这张本命盘' }).click();
    await page.getByRole('row', { name: /太阳 双子座 24°/ }).waitFor();
    // Saved from the natal page, a member's chart goes to the account: the list now holds two.
    await page.getByLabel('名字（可不填）').fill('小星的副本');
    await page.getByRole('button', { name: '保存到我的命盘' }).click();
    await page.getByRole('button', { name: '已保存' }).waitFor();
    await phone.open('/paipan');
    await page.getByRole('link', { name: /小星的副本/ }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /1988-06-15 10:30 · 北京/ }).count()).toBe(2);
    expect(phone.problems).toEqual([]);
    await phone.context.close();

    const english = await signedInPhone(browser, session, 'en-US');
    await english.open('/xingzuo/personal');
    await english.page.getByRole('heading', { name: 'Your day' }).waitFor();
    await english.page
      .getByRole('heading', { name: /^\S+ (conjunct|sextile|square|trine|opposite) your natal \S+/ })
      .first()
      .waitFor();
    await english.screenshot('xingzuo-personal-en');
    expect(english.problems).toEqual([]);
    await english.context.close();
  });

  it('shows a visitor without a chart what the personal horoscope needs, and leads to the natal chart', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/xingzuo/personal');
    await page.getByRole('heading', { name: '属于你的运势' }).waitFor();
    await phone.screenshot('xingzuo-personal-empty-zh-Hans');
    await page.getByRole('link', { name: '排本命盘并保存' }).click();
    await page.getByRole('button', { name: '排本命盘' }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('keeps a visitor’s natal charts on the device, reads “my” horoscope from the one marked as theirs, and opens it from 我的命盘', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open(`/xingzuo/natal?${BIRTH}&place=北京`);
    await page.getByRole('row', { name: /太阳 双子座 24°/ }).waitFor();
    await page.getByRole('heading', { name: '保存这张星盘' }).scrollIntoViewIfNeeded();
    await page.getByLabel('名字（可不填）').fill('小月');
    await page.getByLabel('这是我：用它来看我的运势').check();
    await phone.screenshot('xingzuo-natal-save-zh-Hans');
    await page.getByRole('button', { name: '保存到我的命盘' }).click();
    await page.getByRole('button', { name: '已保存' }).waitFor();
    await page.getByRole('link', { name: '我的运势' }).click();
    await page.getByRole('heading', { name: '今日个人运势' }).waitFor();
    await page.getByText('小月 · 1988-06-15 10:30 · 北京').waitFor();

    // The other person of a synastry is saved too; “my” horoscope still reads mine, and offers theirs.
    await phone.open(`/xingzuo/synastry?${PAIR}`);
    await page.getByRole('heading', { name: '保存对方的星盘' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: '保存到我的命盘' }).nth(1).click();
    await page.getByRole('button', { name: '已保存' }).waitFor();
    await phone.open('/xingzuo/personal');
    await page.getByRole('heading', { name: '要看哪张星盘的运势？' }).waitFor();
    expect(await page.getByRole('button', { name: '小月' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '1990-11-03' }).click();
    await page.getByText(/^1990-11-03 08:00 · 51\.5072, -0\.1276$/).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/chart=[\w-]+/);
    await phone.screenshot('xingzuo-personal-choose-zh-Hans');

    await phone.open('/paipan');
    await page.getByRole('link', { name: /小月/ }).click();
    await page.getByRole('row', { name: /太阳 双子座 24°/ }).waitFor();
    await page.getByText(/^1988-06-15 10:30 · 北京/).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('shows today’s sky for the reader’s sign below today’s card on the home page, the sign picked once and kept', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/');
    const sky = page.getByRole('heading', { name: '今日星空' });
    // Nothing of it is fetched until the reader scrolls near it.
    await page.locator('#home-tools').waitFor();
    await page.mouse.wheel(0, 4000);
    await sky.waitFor();
    await page.getByText(/^月亮在..座 · /).waitFor();
    await page.getByLabel('你的星座').selectOption('leo');
    await page
      .getByRole('heading', { name: /^月亮在..座$/ })
      .first()
      .waitFor();
    // Centred, clear of the tab bar.
    await page
      .locator('section[aria-labelledby="home-sky"]')
      .evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await phone.screenshot('home-sky-zh-Hans');
    await page.getByRole('link', { name: '狮子座今日运势' }).click();
    await page.getByRole('heading', { name: '狮子座今日运势' }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();

    const english = await phonePage(browser, 'en-US');
    await english.open('/');
    await english.page.locator('#home-tools').waitFor();
    await english.page.mouse.wheel(0, 4000);
    await english.page.getByRole('heading', { name: 'Today’s sky' }).waitFor();
    await english.page.getByLabel('Your sign').selectOption('pisces');
    await english.page.getByRole('link', { name: 'Pisces today' }).waitFor();
    await english.page
      .locator('section[aria-labelledby="home-sky"]')
      .evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await english.screenshot('home-sky-en');
    expect(english.problems).toEqual([]);
    await english.context.close();
  });

  it('is found by searching for 星座', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/pages/search/search');
    await page.getByPlaceholder('搜索牌面、牌阵、工具和文章').fill('星座');
    await page.getByRole('region', { name: '工具' }).getByRole('link', { name: /星座/ }).click();
    await page.getByRole('heading', { name: '此刻星空' }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  for (const [locale, sky, heading, natal, name] of [
    ['en-US', 'The sky now', 'Leo this week', 'Natal chart', 'en'],
    ['ja-JP', 'いまの星空', '獅子座の今週の運勢', 'ネイタルチャート', 'ja'],
  ] as const) {
    it(`reads in ${name}`, async () => {
      const phone = await phonePage(browser, locale);
      const { page } = phone;
      await phone.open('/xingzuo');
      await page.getByRole('heading', { name: sky }).waitFor();
      await phone.screenshot(`xingzuo-${name}`);
      await phone.open('/xingzuo/horoscope?sign=leo&period=week');
      await page.getByRole('heading', { name: heading }).waitFor();
      await phone.screenshot(`xingzuo-horoscope-${name}`);
      await phone.open(`/xingzuo/natal?${BIRTH}`);
      await page.getByRole('heading', { name: natal, exact: true }).waitFor();
      await phone.screenshot(`xingzuo-natal-${name}`);
      await page.getByRole('table').first().scrollIntoViewIfNeeded();
      await phone.screenshot(`xingzuo-natal-planets-${name}`);
      // The save card's one text field, its name.
      await page.getByRole('textbox').scrollIntoViewIfNeeded();
      await phone.screenshot(`xingzuo-natal-save-${name}`);
      await phone.open(`/xingzuo/synastry?${PAIR}`);
      await page.getByRole('heading', { level: 2 }).nth(4).waitFor();
      await phone.screenshot(`xingzuo-synastry-${name}`);
      expect(phone.problems).toEqual([]);
      await phone.context.close();
    });
  }
});
