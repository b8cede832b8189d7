// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import zhCommon from '../locales/zh-Hans/common.json';
import bazi from '../locales/en/bazi.json';
import home from '../locales/en/home.json';
import ziweiReading from '../locales/en/ziweiReading.json';
import { ToolGrid } from '../features/home/tool-grid';
import { PAGES } from '../shared/config/paths';
import { t, testI18n } from '../shared/testing/i18n';
import { findRoute } from './routes';

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'bazi', bazi);
  i18next.addResourceBundle('en', 'home', home);
  i18next.addResourceBundle('en', 'ziweiReading', ziweiReading);
});
afterEach(cleanup);

/** The page a route shows, opened at `address` as the router would. */
function open(address: string) {
  const { page: Page } = findRoute(address.split('?')[0]!);
  render(
    <MemoryRouter initialEntries={[address]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('the home tile 紫微斗数', () => {
  it('opens a page titled 紫微斗数, not 八字排盘', () => {
    render(
      <MemoryRouter>
        <ToolGrid />
      </MemoryRouter>,
    );
    const tile = screen.getByRole('link', { name: new RegExp(t('home:tools.ziwei')) });
    const path = tile.getAttribute('href')!;
    expect(path).toBe(PAGES.ziwei);
    const title = findRoute(path).title as keyof typeof zhCommon.titles;
    expect(zhCommon.titles[title]).toBe('紫微斗数');
  });
});

describe('chart pages opened without a birth', () => {
  it.each([PAGES.ziwei, PAGES.baziPro])('%s shows the birth form, not an error', async (address) => {
    open(address);
    expect(await screen.findByRole('button', { name: t('bazi:form.submit') }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(t('bazi:form.person'))).toBeTruthy();
    expect(screen.queryByText(t('bazi:problems.badRequest'))).toBeNull();
  });
});
