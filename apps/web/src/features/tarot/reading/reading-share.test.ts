// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { loadCardTexts } from '@tarot/content/web/tarot';
import { loadTarotReadingTexts } from '@tarot/content/web/tarot-reading';
import { composeReading } from '@tarot/core/tarot/reading/compose';
import { interpretReading } from '@tarot/core/tarot/reading/interpret';
import { findSpread } from '@tarot/core/tarot/spreads';
import spreads from '../../../locales/en/spreads.json';
import tarot from '../../../locales/en/tarot.json';
import { testI18n } from '../../../shared/testing/i18n';
import { readingShareContent } from './reading-share';

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'tarot', tarot);
  i18next.addResourceBundle('en', 'spreads', spreads);
});

describe('the share picture of a reading', () => {
  it('carries each card’s art as drawn, the question, the reading told, and a QR code to the app', async () => {
    const [cardTexts, texts] = await Promise.all([loadCardTexts('en'), loadTarotReadingTexts('en')]);
    const spread = findSpread('three-times')!;
    const cards = [
      { id: 'cups-02', reversed: false },
      { id: 'cups-06', reversed: true },
      { id: 'wands-04', reversed: false },
    ];
    const question = 'Will my relationship grow this year?';
    const interpretation = interpretReading(spread, cards, question);
    const told = composeReading({ interpretation, cards, cardTexts, texts, positionName: () => 'Future' });

    const content = readingShareContent({ spread, cards, question }, cardTexts, told, i18next.t, 'line-art');

    expect(content.subtitle).toBe(question);
    expect(content.pictures!.map((picture) => picture.turned)).toEqual([false, true, false]);
    const art = decodeURIComponent(content.pictures![0]!.src.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(art).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(art).toContain('Two of Cups');
    expect(content.qr).toEqual({ url: `${window.location.origin}/`, caption: tarot.share.qrCaption });
    const paragraphs = content.blocks.map((block) => block.text);
    expect(paragraphs).toContain(told.lens);
    expect(paragraphs).toContain(told.answer);
    expect(paragraphs).toEqual(expect.arrayContaining([...told.positions, ...told.patterns, ...told.closing]));
  });

  it('shows the Rider–Waite–Smith faces from the app’s own address, so the canvas can be exported', async () => {
    const [cardTexts, texts] = await Promise.all([loadCardTexts('en'), loadTarotReadingTexts('en')]);
    const spread = findSpread('three-times')!;
    const cards = [
      { id: 'major-18', reversed: true },
      { id: 'swords-11', reversed: false },
      { id: 'pentacles-01', reversed: false },
    ];
    const interpretation = interpretReading(spread, cards, '');
    const told = composeReading({ interpretation, cards, cardTexts, texts, positionName: () => 'Past' });

    const content = readingShareContent({ spread, cards, question: '' }, cardTexts, told, i18next.t, 'rws-1909');

    expect(content.pictures).toEqual([
      { src: '/decks/rws-1909/major-18-480.webp', ratio: 7 / 4, turned: true },
      { src: '/decks/rws-1909/swords-11-480.webp', ratio: 7 / 4, turned: false },
      { src: '/decks/rws-1909/pentacles-01-480.webp', ratio: 7 / 4, turned: false },
    ]);
  });
});
