import type { PillarRelation } from '@tarot/core/calendar/bazi/relations';
import { BAZI_GLOSSARY } from '@tarot/core/glossary/bazi-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { Glyph } from './glyph';

/**
 * What a 刑冲合会 relation joins. Simplified Chinese keeps the classical phrase ('甲己合土',
 * '申子辰三合水局'), which also names the element a combination makes; every other language
 * shows the stems or branches as glyphs with their names.
 */
export function RelationMembers({ relation }: { relation: PillarRelation }) {
  const { term, lang } = useTerm(BAZI_GLOSSARY);
  if (lang === 'zh-Hans') return <span>{relation.text}</span>;
  const [domain, chars] =
    'stems' in relation ? (['stem', relation.stems] as const) : (['branch', relation.branches] as const);
  return (
    <span>
      {chars.map((char, index) => (
        <span key={index}>
          {index > 0 && ' – '}
          <Glyph term={term} domain={domain}>
            {char}
          </Glyph>
        </span>
      ))}
    </span>
  );
}
