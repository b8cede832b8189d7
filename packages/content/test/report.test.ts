import { describe, expect, it } from 'vitest';
import { compare, entriesOf } from '../scripts/report/entries';
import { treeFindings } from '../scripts/report/tree';

const reference = entriesOf({ card: { name: '愚人', upright: '一张白纸在你面前展开。' }, joiner: '' });
const english = entriesOf({
  card: { name: 'The Fool', upright: 'A blank page lies open in front of you.' },
  joiner: ' – ',
});
const simplifiedOnly = new Set(['张', '开']);
const findings = (language: string, own: object | undefined) =>
  compare({ language, reference, english, own: own && entriesOf(own) }, simplifiedOnly);

describe('the content report', () => {
  it('lists each text a language lacks or leaves empty, and a whole missing file', () => {
    expect(findings('fr', { card: { name: 'Le Mat', upright: '  ' }, joiner: '' }).missing).toEqual(['card.upright']);
    expect(findings('fr', undefined).missing).toEqual(['card.name', 'card.upright', 'joiner']);
  });

  it('lists texts still in the English, or in Simplified characters in zh-Hant, and lets a few letters be alike', () => {
    const french = findings('fr', {
      card: { name: 'The Fool', upright: 'A blank page lies open in front of you.' },
      joiner: ' – ',
    });
    expect(french).toEqual({
      missing: [],
      untranslated: [
        { path: 'card.name', text: 'The Fool' },
        { path: 'card.upright', text: 'A blank page lies open in front of you.' },
      ],
    });
    const spanish = findings('es', { card: { name: 'Sol', upright: 'Una página en blanco.' }, joiner: ' – ' });
    expect(spanish.untranslated).toEqual([]);
    const traditional = findings('zh-Hant', { card: { name: '愚人', upright: '一张白纸在你面前展开。' }, joiner: '' });
    expect(traditional.untranslated.map(({ path }) => path)).toEqual(['card.upright']);
    expect(
      findings('zh-Hant', { card: { name: '愚人', upright: '一張白紙在你面前展開。' }, joiner: '' }).untranslated,
    ).toEqual([]);
    expect(
      findings('de', { card: { name: 'Der Narr', upright: '一张白纸在你面前展开。' }, joiner: '' }).untranslated,
    ).toHaveLength(1);
  });

  it('finds nothing missing in the tree', () => {
    for (const [language, files] of treeFindings())
      for (const [file, found] of files) expect(found.missing, `${language} ${file}`).toEqual([]);
  });
});
