import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import usage from '../../../locales/en/usage.json';
import { testI18n } from '../../../shared/testing/i18n';
import { registerPageTitles } from '../../../shared/config/page-titles';
import { pageRows } from './page-rows';

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'usage', usage);
  // As the route table hands them in at start (app/routes.tsx).
  registerPageTitles(
    new Map([
      ['/', 'home'],
      ['/uni_modules/uni-id-pages/pages/userinfo/cropImage/cropImage', 'cropImage'],
      ['/pages/tarot/detail', ''],
    ]),
  );
});

describe('the usage dashboard’s pages', () => {
  it('names pages by their titles with the path on hover, and folds addresses no page has into one row', () => {
    const t = i18next.getFixedT('en', 'usage');
    const rows = pageRows(
      [
        { path: '/', views: 50, visitors: 30 },
        { path: '/uni_modules/uni-id-pages/pages/userinfo/cropImage/cropImage', views: 9, visitors: 4 },
        { path: '/wp-login.php', views: 8, visitors: 8 },
        { path: '/old-link', views: 7, visitors: 2 },
        { path: '/pages/tarot/detail', views: 3, visitors: 3 },
      ],
      t,
    );
    expect(rows.map(({ label, hint, value }) => ({ label, hint, value }))).toEqual([
      { label: t('common:titles.home'), hint: '/', value: 50 },
      { label: 'Pages not found', hint: '/wp-login.php\n/old-link', value: 15 },
      {
        label: t('common:titles.cropImage'),
        hint: '/uni_modules/uni-id-pages/pages/userinfo/cropImage/cropImage',
        value: 9,
      },
      // The card page has no title of its own in the route table: its path stands.
      { label: '/pages/tarot/detail', hint: '/pages/tarot/detail', value: 3 },
    ]);
    expect(rows[0]!.label).not.toBe('/');
  });
});
