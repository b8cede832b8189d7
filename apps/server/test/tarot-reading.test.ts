import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedApiKey } from '@tarot/contract/access';
import { TAROT_SPREAD_SIZES, tarotReadingResponse } from '@tarot/contract/tarot-reading';
import { readTexts } from '@tarot/content/server/read-texts';
import { nameTable, withNames } from '@tarot/core/tarot/card-texts';
import { composeReading } from '@tarot/core/tarot/reading/compose';
import { interpretReading } from '@tarot/core/tarot/reading/interpret';
import { findSpread, SPREADS } from '@tarot/core/tarot/spreads';
import { UI_LANGUAGES } from '@tarot/contract/preferences';
import { positionName } from '../src/modules/tarot-reading/spread-names';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/v1/tarot/reading', payload: payload as object, headers });
const read = async (payload: unknown) => {
  const response = await post(payload);
  expect(response.statusCode, response.body).toBe(200);
  return tarotReadingResponse.parse(response.json());
};
const up = (id: string) => ({ id, reversed: false });
const down = (id: string) => ({ id, reversed: true });

describe('the tarot reading contract', () => {
  it('names core’s spreads with the number of cards each lays', () => {
    expect(TAROT_SPREAD_SIZES).toEqual(
      Object.fromEntries(SPREADS.map((spread) => [spread.id, spread.positions.length])),
    );
  });

  it('has a name for every position of every spread in every language', () => {
    for (const lang of UI_LANGUAGES)
      for (const spread of SPREADS)
        for (const position of spread.positions) expect(positionName(lang, spread.id, position.key)).not.toBe('');
  });
});

describe('POST /api/v1/tarot/reading', () => {
  it('tells exactly the reading the app’s reading page composes for the same cards, in English', async () => {
    const cards = [up('major-17'), down('cups-03'), up('major-16')];
    const question = 'Will he come back to me?';
    const body = await read({ question, spread: 'three-times', cards, lang: 'en' });

    // What the reading page does (features/tarot/reading/reading-page.tsx): core's interpretation,
    // composed with the language's texts and the `spreads` namespace's position names.
    const spread = findSpread('three-times')!;
    const names = JSON.parse(
      readFileSync(new URL('../../web/src/locales/en/spreads.json', import.meta.url), 'utf8'),
    ) as Record<string, { positions: Record<string, { name: string }> }>;
    const positionName = (index: number) => names['three-times']!.positions[spread.positions[index]!.key]!.name;
    const cardTexts = withNames(nameTable(readTexts('tarot/names', 'en')), readTexts('tarot/cards', 'en'));
    const interpretation = interpretReading(spread, cards, question);
    const told = composeReading({
      interpretation,
      cards,
      cardTexts,
      texts: readTexts('tarot/reading', 'en'),
      positionName,
    });

    expect(body.topic).toBe('reconciliation');
    expect(body.answer).toMatchObject({ kind: 'yesNo', asked: true, text: told.answer });
    // An upright Tower ahead never says yes to 'Will he come back to me?' (issue 29).
    expect(body.answer.leaning).not.toBe('yes');
    expect(body.positions.map((position) => position.text)).toEqual(told.positions);
    expect(body.positions.map((position) => position.position.name)).toEqual(['Past', 'Present', 'Future']);
    expect(body.positions[2]!.card).toEqual({ id: 'major-16', name: cardTexts['major-16']!.name, reversed: false });
    expect(body.summary).toEqual({
      opening: told.opening,
      lens: told.lens,
      narrative: told.narrative,
      patterns: told.patterns,
      answer: told.answer,
      closing: told.closing,
    });
  });

  it('reads in Chinese by default, and tells no bottom line for an open question in a general spread', async () => {
    const body = await read({ spread: 'three-times', cards: [up('major-00'), up('cups-02'), up('pentacles-10')] });
    expect(body.language).toBe('zh-Hans');
    expect(body.question).toBe('');
    expect(body.answer.asked).toBe(false);
    expect(body.answer.text).toBeNull();
    expect(body.positions[0]!.position.name).toBe('过去');
    expect(body.positions.every((position) => /\p{Script=Han}/u.test(position.text))).toBe(true);
  });

  it('compares the two paths of a two-choice spread', async () => {
    const body = await read({
      question: '我该换工作吗？',
      spread: 'two-choices',
      cards: [up('major-01'), up('major-19'), down('major-10'), up('wands-03'), up('swords-05')],
    });
    expect(body.answer.kind).toBe('choice');
    expect(['pathA', 'pathB', 'even']).toContain(body.answer.leaning);
    expect(body.answer.text).toEqual(expect.any(String));
  });

  it.each([
    [{ spread: 'three-times', cards: [up('major-00'), up('major-01')] }, 'TAROT_CARD_COUNT'],
    [{ spread: 'three-times', cards: [up('major-00'), up('major-01'), down('major-00')] }, 'TAROT_CARD_REPEATED'],
    [{ spread: 'tree-of-life', cards: [up('major-00')] }, 'INVALID_PARAM'],
    [{ spread: 'single', cards: [up('major-22')] }, 'INVALID_PARAM'],
    [{ spread: 'single', cards: [{ id: 'major-00' }] }, 'INVALID_PARAM'],
    [{ spread: 'single', cards: [up('major-00')], lang: 'xx' }, 'INVALID_PARAM'],
    [{ spread: 'single', cards: [up('major-00')], question: 'x'.repeat(141) }, 'INVALID_PARAM'],
    [{ spread: 'single', cards: [up('major-00')], question: 'a\u0000b' }, 'INVALID_PARAM'],
  ])('refuses %j with %s', async (payload, code) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});

describe('/api/v1/tarot/reading under the API’s keys', () => {
  it('lets exactly a key’s daily quota through a burst of 30 parallel readings', async () => {
    const admin = await signUpAdmin(server);
    const issued = await server.app.inject({
      method: 'POST',
      url: '/api/admin/access/keys',
      headers: admin.headers,
      payload: { name: 'tarot', dailyQuota: 6, perMinute: 1000 },
    });
    const { secret } = issuedApiKey.parse(issued.json());
    const payload = { spread: 'single', cards: [up('major-00')] };
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(payload, { 'x-api-key': secret })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(24);
  });
});
