import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { QUIZ_QUESTIONS } from '../packages/core/src/quiz/questions';
import { adminSession, type AdminSession } from './support/admin';
import { launchBrowser, phonePage, signedInPhone } from './support/browser';
import { contrastFailures } from './support/contrast';

/**
 * Text contrast (WCAG AA) on screens that no address opens by itself, so the gallery, which
 * measures every route as it first opens, never sees them: the quiz past its first question,
 * where 上一题 turns from disabled to a live button on the dark purple, and its result; and a
 * member's daily card when the server cannot be reached, whose notice and retry sit on purple.
 */

let browser: Browser;
let admin: AdminSession;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminSession(inject('baseUrl'));
});
afterAll(() => browser?.close());

const summary = (failures: Awaited<ReturnType<typeof contrastFailures>>) =>
  failures.map((failure) => `${failure.selector} «${failure.text}» ${failure.ratio}:1 < ${failure.needed}:1`);

describe.each([
  { locale: 'zh-CN', language: 'zh-Hans', retry: '重试' },
  { locale: 'en-US', language: 'en', retry: 'Retry' },
])("a member's daily card out of reach in $language", ({ locale, language, retry }) => {
  it('reads its notice and its retry clearly on the purple', async () => {
    const phone = await signedInPhone(browser, admin, locale);
    const { page } = phone;
    await page.route(/\/api\/daily-card$/, (route) => route.abort('internetdisconnected'));
    await phone.open('/jinripaizhen');
    await page.getByText(retry, { exact: true }).waitFor();
    expect(summary(await contrastFailures(page))).toEqual([]);
    await phone.screenshot(`contrast/daily-unreachable-${language}`);
    // The aborted request is logged as a failed load, which is what this screen is about.
    await phone.context.close();
  });
});

describe.each([
  { locale: 'zh-CN', language: 'zh-Hans', previous: '上一题' },
  { locale: 'en-US', language: 'en', previous: 'Previous' },
])('the quiz in $language', ({ locale, language, previous }) => {
  it('reads clearly on a later question and on the result', async () => {
    const phone = await phonePage(browser, locale);
    const { page } = phone;
    await phone.open('/test/test');
    await page.locator('ol button').first().click();
    const back = page.getByRole('button', { name: previous });
    await expect.poll(() => back.isEnabled()).toBe(true);
    await page.waitForTimeout(300); // the option's highlight fades before it is measured
    expect(summary(await contrastFailures(page))).toEqual([]);
    await phone.screenshot(`contrast/quiz-question-2-${language}`);

    // Answer the rest with the first option each time, up to the result.
    for (let question = 2; question <= QUIZ_QUESTIONS.length; question += 1) {
      await page.locator('ol button').first().click();
    }
    await page.waitForURL(/\/test\/end/);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.waitForTimeout(400);
    expect(summary(await contrastFailures(page))).toEqual([]);
    await phone.screenshot(`contrast/quiz-result-${language}`);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
