import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaziChart } from '@tarot/core/calendar/bazi/chart';
import type { PillarDetail, PillarKey } from '@tarot/core/calendar/bazi/pillars';
import { BAZI_GLOSSARY } from '@tarot/core/glossary/bazi-glossary';
import { useTerm, type TermFunction } from '../../../shared/i18n/use-term';
import { ElementText } from './element-text';
import { Glyph } from './glyph';
import styles from './pillars-table.module.css';

const PILLARS: readonly PillarKey[] = ['year', 'month', 'day', 'hour'];

type Row = readonly [key: string, cell: (pillar: PillarDetail) => ReactNode];

/** The table's rows; the stems and branches stay glyphs with their names (their elements colour them), the rest is translated. */
const rowsOf = (term: TermFunction<typeof BAZI_GLOSSARY>): readonly Row[] => [
  ['tenGod', (p) => term('tenGod', p.tenGod)],
  [
    'stem',
    (p) => (
      <ElementText element={p.stemElement}>
        <Glyph term={term} domain="stem" stacked>
          {p.stem}
        </Glyph>
      </ElementText>
    ),
  ],
  [
    'branch',
    (p) => (
      <ElementText element={p.branchElement}>
        <Glyph term={term} domain="branch" stacked>
          {p.branch}
        </Glyph>
      </ElementText>
    ),
  ],
  [
    'hidden',
    (p) =>
      p.hiddenStems.map((hidden) => (
        <span key={hidden.stem} className={styles.hidden}>
          <ElementText element={hidden.element}>
            <Glyph term={term} domain="stem">
              {hidden.stem}
            </Glyph>
          </ElementText>
          <small>{term('tenGod', hidden.tenGod)}</small>
        </span>
      )),
  ],
  ['naYin', (p) => term('naYin', p.naYin)],
  ['xingYun', (p) => term('lifeStage', p.xingYun)],
  ['ziZuo', (p) => term('lifeStage', p.ziZuo)],
  ['kongWang', (p) => [...p.kongWang].map((branch) => term('branch', branch)).join(' ')],
];

/** The four pillars with every column the spec lists, stems and branches in element colours. */
export function PillarsTable({ chart }: { chart: BaziChart }) {
  const { t } = useTranslation('bazi');
  const { term } = useTerm(BAZI_GLOSSARY);
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('pillars.row')}</span>
            </th>
            {PILLARS.map((key) => (
              <th key={key} scope="col">
                {t(`pillars.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsOf(term).map(([key, cell]) => (
            <tr key={key} data-row={key}>
              <th scope="row">{t(`pillars.rows.${key}`)}</th>
              {PILLARS.map((pillar) => (
                <td key={pillar}>{cell(chart.pillars[pillar])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
