// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ComposedReading } from '@tarot/core/tarot/reading/compose';
import tarot from '../../../locales/en/tarot.json';
import { t, testI18n } from '../../../shared/testing/i18n';
import { ReadingSummary } from './reading-summary';

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'tarot', tarot);
});
afterEach(cleanup);

const cards = [
  { id: 'cups-02', reversed: false },
  { id: 'cups-06', reversed: true },
  { id: 'wands-04', reversed: false },
];
const told: ComposedReading = {
  opening: 'You asked: “Will we grow?”',
  lens: 'Read for love.',
  positions: ['Behind you lies Two of Cups.', 'Right now Six of Cups.', 'Ahead comes Four of Wands.'],
  narrative: ['You show Two of Cups, they show Six of Cups.'],
  patterns: ['Several Cups.', 'Water leads.'],
  answer: 'The cards lean towards yes.',
  closing: ['It comes to rest on the Four of Wands.', 'Ease and friction together.'],
};

describe('the whole reading', () => {
  it('counts the draw, then tells the reading: question, lens, paired positions, patterns, answer and close, in order', () => {
    const { container } = render(<ReadingSummary cards={cards} told={told} />);
    expect(screen.getByRole('list', { name: t('tarot:summary.elementsLabel') }).textContent).toContain('2');
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      t('tarot:summary.counts', { count: 3, majors: 0, minors: 3, reversed: 1 }),
      told.opening,
      told.lens,
      ...told.narrative,
      told.answer,
      ...told.closing,
    ]);
    expect(screen.getByRole('heading', { name: t('tarot:summary.patterns') })).toBeTruthy();
    expect(screen.getByText('Several Cups.')).toBeTruthy();
  });

  it('leaves out the headings and the answer when there is nothing under them', () => {
    render(<ReadingSummary cards={cards} told={{ ...told, narrative: [], patterns: [], answer: null }} />);
    expect(screen.queryByRole('heading', { name: t('tarot:summary.patterns') })).toBeNull();
    expect(screen.queryByRole('heading', { name: t('tarot:summary.narrative') })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('counts a one-card draw in the singular', () => {
    const { container } = render(<ReadingSummary cards={[{ id: 'major-00', reversed: false }]} told={told} />);
    expect(container.querySelector('p')?.textContent).toBe(
      '1 card: 1 from the Major Arcana and 0 from the Minor Arcana; reversed: 0.',
    );
  });
});
