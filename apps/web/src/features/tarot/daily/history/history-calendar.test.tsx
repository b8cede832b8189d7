// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { DailyCardResponse } from '@tarot/contract/tarot';
import tarot from '../../../../locales/en/tarot.json';
import { testI18n } from '../../../../shared/testing/i18n';
import { HistoryCalendar } from './history-calendar';

const draw = (date: string, id: string, reversed = false): DailyCardResponse => ({
  date,
  card: { id, reversed },
  ratings: { overall: 4, love: 3, career: 4, wealth: 2, health: 5 },
  luckyColour: 'gold',
  luckyNumber: 7,
});

const NAMES: Record<string, string> = { 'major-00': 'The Fool', 'cups-03': 'Three of Cups' };
const draws = [draw('2026-07-16', 'major-00'), draw('2026-07-01', 'cups-03', true), draw('2026-06-30', 'major-00')];

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'tarot', tarot);
});
afterEach(cleanup);

const renderJuly = (onSelect = vi.fn(), selected: string | null = null) =>
  render(
    <HistoryCalendar
      month="2026-07"
      draws={draws}
      selected={selected}
      onSelect={onSelect}
      cardName={(id) => NAMES[id] ?? ''}
    />,
  );

describe('the daily-card calendar', () => {
  it('draws the month Monday first, with the drawn days as buttons naming their date and card', () => {
    renderJuly();
    const [header, ...weeks] = screen.getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader')).toHaveLength(7);
    expect(weeks).toHaveLength(5);
    // 1 July 2026 is a Wednesday: the third column of the first week.
    const firstWeek = within(weeks[0]!).getAllByRole('cell');
    expect(firstWeek.map((cell) => cell.textContent)).toEqual(['', '', '1Three of Cups', '2', '3', '4', '5']);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'July 1, 2026: Three of Cups · Reversed',
      'July 16, 2026: The Fool · Upright',
    ]);
  });

  it('leaves out draws of other months', () => {
    renderJuly();
    expect(screen.queryByRole('button', { name: /June 30/ })).toBeNull();
  });

  it('reports the day tapped, and marks the one selected', () => {
    const onSelect = vi.fn();
    renderJuly(onSelect, '2026-07-16');
    const fool = screen.getByRole('button', { name: /July 16/ });
    expect(fool.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /July 1,/ }));
    expect(onSelect).toHaveBeenCalledWith('2026-07-01');
  });
});
