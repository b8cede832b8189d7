import { describe, expect, it } from 'vitest';
import { DECK } from '../deck';
import { shuffleDeck, type DrawnCard } from '../draw';
import { seededRandomInt } from '../random';
import { findSpread } from '../spreads';
import { cardWeight, yesNoAnswer } from './answer';
import { placeCards } from './drawn-facts';
import { interpretReading } from './interpret';
import { POLARITIES, POLARITY_TABLE, polarityOf, type Polarity } from './polarity';
import { POSITION_FRAMES } from './position-frames';
import { readQuestion } from './question';
import { down, up } from './test-draws';

const threeTimes = findSpread('three-times')!;
const leaning = (cards: readonly DrawnCard[], spread = threeTimes) => yesNoAnswer(placeCards(spread, cards)).leaning;
const EVERY_CARD: readonly DrawnCard[] = DECK.flatMap((card) => [up(card.id), down(card.id)]);

describe('the polarity table', () => {
  it('answers for all 78 cards, upright and reversed, with all four answers in use', () => {
    expect([...POLARITY_TABLE.keys()].sort()).toEqual(DECK.map((card) => card.id).sort());
    const used = new Set(EVERY_CARD.map((card) => polarityOf(card.id, card.reversed)));
    expect([...used].sort()).toEqual([...POLARITIES].sort());
  });

  it('reads reversal card by card, not as a flat no', () => {
    const reversed = DECK.map((card) => polarityOf(card.id, true));
    const count = (polarity: Polarity) => reversed.filter((value) => value === polarity).length;
    expect(count('no')).toBeLessThan(DECK.length * 0.6);
    expect(count('notYet')).toBeGreaterThan(15);
    expect(count('depends')).toBeGreaterThan(10);
    expect(polarityOf('major-16', true)).toBe('notYet'); // upheaval put off
    expect(polarityOf('major-15', true)).toBe('depends'); // the chain loosens
    expect(polarityOf('swords-03', true)).toBe('notYet'); // the wound heals
  });

  it('weighs a major arcanum and a plain minor twice, any other card once', () => {
    const weight = (id: string) => cardWeight(placeCards(findSpread('single')!, [up(id)])[0]!);
    expect([weight('major-16'), weight('swords-10'), weight('cups-09'), weight('swords-06')]).toEqual([2, 2, 2, 1]);
  });

  it('gives every position of every spread a frame and a weight, the answer positions most', () => {
    expect(POSITION_FRAMES.outcome!.weight).toBe(3);
    expect(POSITION_FRAMES.answer!.weight).toBe(3);
    expect(POSITION_FRAMES.present!.weight).toBe(2);
    expect(POSITION_FRAMES.past!.weight).toBe(1);
    expect(POSITION_FRAMES.hopes!.weight).toBe(0.5);
  });
});

describe('one answer from the whole draw', () => {
  it('hears "Will he come back to me?" as a yes-or-no question about reconciliation', () => {
    expect(readQuestion('Will he come back to me?')).toEqual({ topic: 'reconciliation', yesNo: true });
  });

  it.each(['major-16', 'major-13', 'swords-10', 'swords-03'])(
    'never says yes with an upright %s as the answer, now or ahead, whatever else is drawn',
    (id) => {
      const reading = interpretReading(findSpread('yes-no')!, [up(id)], 'Will he come back to me?');
      expect(reading.answer).toMatchObject({ asked: true, leaning: 'no' });
      const others = EVERY_CARD.filter((card) => card.id !== id);
      for (const slot of [1, 2]) {
        for (const first of others) {
          for (const second of others) {
            if (first.id === second.id) continue;
            const cards = slot === 1 ? [first, up(id), second] : [first, second, up(id)];
            if (leaning(cards) === 'yes') throw new Error(`yes with ${JSON.stringify(cards)}`);
          }
        }
      }
    },
  );

  it.each(['past', 'present', 'future'] as const)(
    'lets no card decide alone: in the %s, every card is read with the other two',
    (position) => {
      const slot = threeTimes.positions.findIndex((candidate) => candidate.key === position);
      const withCompanions = (card: DrawnCard, companions: readonly DrawnCard[]) => {
        const cards = [...companions];
        cards.splice(slot, 0, card);
        return leaning(cards);
      };
      for (const card of EVERY_CARD) {
        const bright = withCompanions(card, [up('major-19'), up('major-17')]);
        const dark = withCompanions(card, [up('major-16'), up('swords-10')]);
        expect(bright, `${card.id} ${card.reversed}`).not.toBe(dark);
      }
    },
  );

  it('hears a card of waiting without letting it decide: the Hanged Man behind a Sun and a Star is a yes', () => {
    expect(leaning([up('major-12'), up('major-19'), up('major-17')])).toBe('yes');
    expect(leaning([up('major-19'), up('major-12'), up('swords-04')])).toBe('notYet');
  });

  it('says "it depends" when the cards pull apart, naming the strongest on each side', () => {
    const answer = yesNoAnswer(placeCards(threeTimes, [up('major-17'), up('major-19'), up('major-16')]));
    expect(answer).toMatchObject({ leaning: 'depends', carriers: [1, 2], counter: null });
    expect(answer.weights).toEqual({ yes: 6, no: 4, notYet: 0, depends: 0 });
  });

  it('names the heaviest cards behind a yes, and the heaviest against it', () => {
    const answer = yesNoAnswer(placeCards(threeTimes, [up('cups-03'), up('major-19'), down('swords-02')]));
    expect(answer).toMatchObject({ leaning: 'yes', carriers: [1, 0], counter: null });
    const against = yesNoAnswer(placeCards(threeTimes, [up('swords-05'), up('major-19'), up('major-21')]));
    expect(against).toMatchObject({ leaning: 'yes', carriers: [1, 2], counter: 0 });
  });

  it('spreads ten-card draws over all four answers, none of them most of the time', () => {
    const celticCross = findSpread('celtic-cross')!;
    const counts = new Map<Polarity, number>();
    for (let seed = 0; seed < 2000; seed++) {
      const cards = shuffleDeck(seededRandomInt(`answer-${seed}`)).slice(0, 10);
      const value = leaning(cards, celticCross);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const polarity of POLARITIES) expect(counts.get(polarity) ?? 0, polarity).toBeGreaterThan(100);
    for (const polarity of POLARITIES) expect(counts.get(polarity) ?? 0, polarity).toBeLessThan(1200);
  });
});
