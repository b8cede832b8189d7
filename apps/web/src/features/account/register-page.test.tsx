// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import account from '../../locales/en/account.json';
import entry from '../../locales/en/entry.json';
import { PAGES } from '../../shared/config/paths';
import { t, testI18n } from '../../shared/testing/i18n';
import RegisterPage from './register-page';

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'account', account);
  i18next.addResourceBundle('en', 'entry', entry);
});
afterEach(cleanup);

describe('the public register page', () => {
  it('offers e-mail registration and sign-in, but not the administrator registration', () => {
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: t('entry:links.registerByEmail') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('account:register.toLogin') })).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('entry:links.registerAdmin') })).toBeNull();
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(targets.filter((href) => href.includes(PAGES.registerAdmin))).toEqual([]);
  });
});
