import { describe, expect, it } from 'vitest';
import { findSpread } from '@tarot/core/tarot/spreads';
import { CONTENT_LANGUAGES } from '@tarot/core/tarot/types';
import { composeReading } from '@tarot/core/tarot/reading/compose';
import { interpretReading } from '@tarot/core/tarot/reading/interpret';
import { READING_RULES } from '@tarot/core/tarot/reading/rules';
import { down, up } from '@tarot/core/tarot/reading/test-draws';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import { loadCardTexts } from '../../src/web/tarot';
import { loadTarotReadingTexts as loadReadingTexts } from '../../src/web/tarot-reading';

const spread = findSpread('three-times')!;
const cards = [up('cups-02'), down('cups-06'), up('wands-04')];
const positionName = (index: number) => ['Past', 'Present', 'Future'][index]!;

describe('composing a reading', () => {
  it('quotes the question, says how it was read, names the patterns and rests on the last card', async () => {
    const [texts, cardTexts] = await Promise.all([loadReadingTexts('en'), loadCardTexts('en')]);
    const interpretation = interpretReading(spread, cards, 'Will my relationship grow this year?');
    const reading = composeReading({ interpretation, cards, cardTexts, texts, positionName });

    expect(reading.patterns[0]).toContain('(Two of Cups, Six of Cups)');
    expect(reading.answer).toBe(
      'The cards do not settle it: they pull in different directions, most of all Two of Cups (upright), Six of Cups (reversed). ' +
        'The answer depends on what you do next.',
    );
    expect(reading.opening).toBe('You asked: “Will my relationship grow this year?”');
    expect(reading.lens).toBe(texts.topics.relationship);
    expect(reading.closing).toEqual([
      `The spread comes to rest on Four of Wands (upright) in “Future”: ${cardTexts['wands-04']!.keywords.upright.join(', ')}.`,
      texts.synthesis.tone.mixed,
    ]);
  });

  it('speaks of the querent’s own concern when no question was written, in Chinese too', async () => {
    const [texts, cardTexts] = await Promise.all([loadReadingTexts('zh-Hans'), loadCardTexts('zh-Hans')]);
    const interpretation = interpretReading(spread, cards);
    const reading = composeReading({ interpretation, cards, cardTexts, texts, positionName: () => '未来' });
    expect(reading.opening).toBe(texts.synthesis.noQuestion);
    expect(reading.closing[0]).toMatch(/^整组牌最终落在「未来」的权杖四（正位）：/);
    expect(reading.answer).toBeNull();
  });
});

describe('each card read in its position', () => {
  it('tells the same card differently in the past, as the obstacle and as the outcome', async () => {
    const [texts, cardTexts] = await Promise.all([loadReadingTexts('en'), loadCardTexts('en')]);
    const queen = up('pentacles-13');
    const tell = (spreadId: string, drawn: readonly DrawnCard[], question: string) =>
      composeReading({
        interpretation: interpretReading(findSpread(spreadId)!, drawn, question),
        cards: drawn,
        cardTexts,
        texts,
        positionName,
      }).positions;
    const [past] = tell('three-times', [queen, up('cups-02'), up('wands-04')], 'Will I get the promotion?');
    const [, obstacle] = tell('holy-triangle', [up('cups-02'), queen, up('wands-04')], 'Will I get the promotion?');
    const [, , outcome] = tell('three-times', [up('cups-02'), up('wands-04'), queen], 'Will I get the promotion?');
    expect(past).toMatch(/^Behind you lies Queen of Pentacles: .*ground you can still stand on at work\.$/);
    expect(obstacle).toMatch(/^Across your path lies Queen of Pentacles: .*too much of it, or leaning on it/);
    expect(outcome).toContain(cardTexts['pentacles-13']!.areas.career.upright);
    // The career meaning ("well suited to…") is told only where it reads true: now or ahead.
    expect(past).not.toContain(cardTexts['pentacles-13']!.areas.career.upright);
    expect(obstacle).not.toContain(cardTexts['pentacles-13']!.areas.career.upright);
  });

  it('reads the card for the question’s topic', async () => {
    const [texts, cardTexts] = await Promise.all([loadReadingTexts('en'), loadCardTexts('en')]);
    const drawn = [up('cups-02'), up('major-19'), up('wands-04')];
    const now = (question: string) =>
      composeReading({
        interpretation: interpretReading(spread, drawn, question),
        cards: drawn,
        cardTexts,
        texts,
        positionName,
      }).positions[1];
    expect(now('Does he love me?')).toContain(cardTexts['major-19']!.areas.love.upright);
    expect(now('Will my savings grow?')).toContain(cardTexts['major-19']!.areas.wealth.upright);
    expect(now('What should I know?')).toContain('The present is on your side in this matter.');
  });

  it('connects the Celtic Cross’s positions in a narrative that quotes the cards', async () => {
    const [texts, cardTexts] = await Promise.all([loadReadingTexts('en'), loadCardTexts('en')]);
    const drawn = [
      down('major-19'),
      up('cups-04'),
      up('swords-10'),
      up('cups-06'),
      up('major-17'),
      up('major-16'),
      up('wands-14'),
      up('pentacles-02'),
      up('swords-09'),
      up('major-21'),
    ];
    const reading = composeReading({
      interpretation: interpretReading(findSpread('celtic-cross')!, drawn, 'Where is my career going?'),
      cards: drawn,
      cardTexts,
      texts,
      positionName,
    });
    expect(reading.narrative).toEqual([
      'From The Sun (reversed) now to The World (upright) at the end, the story turns for the better: what is hard today need not decide the end.',
      'The root, Ten of Swords (upright), was hard, but the recent past, Six of Cups (upright), has already begun to mend it.',
      'The aim, The Star (upright), is bright, but what comes next, The Tower (upright), is harder: keep the goal, and take care on the way there.',
    ]);
  });
});

describe('the bottom line', () => {
  it('differs with the cards: two yes draws name the cards that carry each', async () => {
    const [texts, cardTexts] = await Promise.all([loadReadingTexts('zh-Hans'), loadCardTexts('zh-Hans')]);
    const bottomLine = (drawn: readonly DrawnCard[], question: string) =>
      composeReading({
        interpretation: interpretReading(spread, drawn, question),
        cards: drawn,
        cardTexts,
        texts,
        positionName,
      }).answer;
    const love = bottomLine([up('cups-02'), up('major-06'), up('cups-10')], '他心里有我吗？');
    const work = bottomLine([up('wands-03'), up('major-07'), up('wands-06')], '今年适合跳槽吗');
    expect(love).toMatch(/^牌面的倾向：偏向“是”，最主要的支撑来自(圣杯十|恋人).*（正位）/);
    expect(work).toMatch(/^牌面的倾向：偏向“是”，最主要的支撑来自(战车|权杖六).*（正位）/);
    expect(love).not.toBe(work);
    const waiting = bottomLine([up('major-12'), up('swords-04'), up('pentacles-07')], '他会回来吗');
    expect(waiting).toMatch(/^牌面的倾向：“还不到时候”，等待的讯号来自/);
  });
});

describe.each(CONTENT_LANGUAGES)('reading texts in %s', (language) => {
  it('word every pattern, naming the cards where the rule names them', async () => {
    const texts = await loadReadingTexts(language);
    for (const { code } of READING_RULES) expect(texts.patterns[code]?.trim(), code).toBeTruthy();
    // Rules that count cards of a kind or a pair say which cards they mean.
    const naming = [
      'majorsPastFuture',
      'towerThenStar',
      'sunAndMoon',
      'loversAndDevil',
      'courtPeople',
      'cupsInLove',
    ] as const;
    for (const code of naming) expect(texts.patterns[code], code).toContain('{cards}');
  });

  it('quote the question and fill every part of the synthesis', async () => {
    const texts = await loadReadingTexts(language);
    expect(texts.synthesis.question).toContain('{question}');
    for (const slot of ['{position}', '{card}', '{orientation}', '{keywords}'])
      expect(texts.synthesis.anchor).toContain(slot);
  });

  it('frame every position with its card and keywords, and every answer with the cards that carry it', async () => {
    const texts = await loadReadingTexts(language);
    for (const frame of Object.values(texts.frames))
      expect(frame.lead).toMatch(/\{card\}.*\{keywords\}|\{keywords\}.*\{card\}/s);
    expect(texts.frames.aspect.lead).toContain('{aspect}');
    for (const answer of Object.values(texts.answer)) expect(answer).toContain('{cards}');
  });
});
