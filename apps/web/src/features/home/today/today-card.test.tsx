// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import home from '../../../locales/en/home.json';
import { t, testI18n } from '../../../shared/testing/i18n';
import { dailyReveal, visitorDailyReading } from '../../../shared/daily-card/visitor-daily';
import { dayPart } from './greeting';
import { TodayCard } from './today-card';

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'home', home);
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const DATE = '2026-12-07';
const show = () =>
  render(
    <MemoryRouter>
      <TodayCard date={DATE} />
    </MemoryRouter>,
  );
const card = (container: HTMLElement) => container.querySelector('[data-face-up]')!;
const faceAddress = (container: HTMLElement) => container.querySelector('img')!.getAttribute('src');

describe("the home page's card of the day (a visitor)", () => {
  it('is the daily tab’s card, face down until tapped, then turned over in place and remembered', () => {
    const { container } = show();
    const expected = visitorDailyReading(DATE).card;
    expect(faceAddress(container)).toContain(`/${expected.id}-360.webp`);
    expect(card(container).getAttribute('data-reversed')).toBe(String(expected.reversed));
    expect(card(container).getAttribute('data-face-up')).toBe('false');
    expect(screen.getByText(t('home:today.card.tapToTurn'))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t('home:today.card.reveal') }));
    expect(card(container).getAttribute('data-face-up')).toBe('true');
    expect(screen.getByText(t(`home:today.card.${expected.reversed ? 'reversed' : 'upright'}`))).toBeTruthy();
    // The daily tab reads the same mark, so it opens with the card already turned.
    expect(dailyReveal.isRevealed(DATE)).toBe(true);
  });

  it('opens face up when the card was turned on the daily tab, and leads there', () => {
    dailyReveal.reveal(DATE);
    const { container } = show();
    expect(card(container).getAttribute('data-face-up')).toBe('true');
    expect(screen.getByRole('link', { name: t('home:today.card.readMore') }).getAttribute('href')).toBe(
      '/jinripaizhen',
    );
  });
});

describe('the greeting', () => {
  it.each([
    [0, 'night'],
    [6, 'morning'],
    [12, 'noon'],
    [15, 'afternoon'],
    [20, 'evening'],
    [23, 'night'],
  ] as const)('at %i o’clock says good %s', (hour, part) => {
    expect(dayPart(hour)).toBe(part);
  });
});
