// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { findSpread } from '@tarot/core/tarot/spreads';
import spreads from '../../../locales/en/spreads.json';
import tarot from '../../../locales/en/tarot.json';
import { t, testI18n } from '../../../shared/testing/i18n';
import DrawPage from './draw-page';
import { DrawnSpread } from './drawn-spread';

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'tarot', tarot);
  i18next.addResourceBundle('en', 'spreads', spreads);
});
afterEach(cleanup);

const positionNames = (spreadId: string) =>
  findSpread(spreadId)!.positions.map((position) => t(`spreads:${spreadId}.positions.${position.key}.name`));

describe('setting up a spread', () => {
  it('lists every position in drawing order with what it asks, before the deck is shuffled', () => {
    render(
      <MemoryRouter initialEntries={['/?id=three-times']}>
        <DrawPage />
      </MemoryRouter>,
    );
    const list = screen.getByRole('region', { name: t('tarot:draw.positionsTitle') });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Past', 'Present', 'Future']);
    expect(items[0]!.textContent).toContain(t('spreads:three-times.positions.past.asks'));
    expect(screen.getByRole('button', { name: t('tarot:draw.start') })).toBeTruthy();
  });
});

describe('the spread as it fills', () => {
  it('names each empty place by its position, not by a number', () => {
    const { container } = render(
      <DrawnSpread spread={findSpread('celtic-cross')!} cards={[]} shown={0} texts={undefined} />,
    );
    const slots = [...container.querySelectorAll('[data-crossing]')].map((slot) => slot.textContent);
    expect(slots).toEqual(positionNames('celtic-cross'));
    expect(slots).not.toContain('1');
  });

  it('shows drawn cards in their places and names only the places still empty', () => {
    const { container } = render(
      <DrawnSpread
        spread={findSpread('three-times')!}
        cards={[{ id: 'major-00', reversed: false }]}
        shown={0}
        texts={undefined}
      />,
    );
    const slots = [...container.querySelectorAll('[data-crossing]')].map((slot) => slot.textContent);
    expect(slots.slice(1)).toEqual(['Present', 'Future']);
    expect(slots[0]).not.toBe('Past');
    expect(container.querySelectorAll('[role="img"]')).toHaveLength(1);
  });
});
