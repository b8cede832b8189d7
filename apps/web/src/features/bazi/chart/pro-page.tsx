import { useMemo, useState } from 'react';
import { Selector, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { liuYue } from '@tarot/core/calendar/bazi/fortune';
import type { PillarKey } from '@tarot/core/calendar/bazi/pillars';
import { baziPro } from '@tarot/core/calendar/bazi/pro';
import { PAGES } from '../../../shared/config/paths';
import { BAZI_GLOSSARY } from '@tarot/core/glossary/bazi-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { Disclaimer } from '../../../shared/ui/disclaimer';
import { BaziReadingView } from '../reading/bazi-reading-view';
import { LazyBirthForm } from '../input/lazy-birth-form';
import { ChartProblem } from './chart-problem';
import { ChartSummary } from './chart-summary';
import { Glyph } from './glyph';
import { RelationMembers } from './relation-members';
import { useChartFromAddress } from './use-chart';
import styles from './chart-page.module.css';
import proStyles from './pro-page.module.css';

const PILLARS: readonly PillarKey[] = ['year', 'month', 'day', 'hour'];

/** `/bazipro`: 神煞, 刑冲合会, 胎元/胎息/命宫/身宫, the 流年 → 流月 drill-down and the written reading. */
export default function ProPage() {
  const { t, i18n } = useTranslation('bazi');
  const { term } = useTerm(BAZI_GLOSSARY);
  const state = useChartFromAddress();
  const pro = useMemo(() => (state.status === 'ready' ? baziPro(state.chart) : null), [state]);
  const [year, setYear] = useState(() => new Date().getFullYear());
  // Opened without a birth (the hub's tile), the page asks for one instead of showing an error.
  if (state.status === 'badRequest') return <LazyBirthForm target={PAGES.baziPro} />;
  if (state.status !== 'ready' || !pro) return <ChartProblem problem="badDate" />;
  const { request, chart } = state;
  const years = chart.decades.flatMap((decade) => decade.years);
  const chosenYear = years.find((y) => y.year === year) ?? years[0]!;
  const months = liuYue(chosenYear.year, chart.dayMaster.stem);

  return (
    <article className={styles.page}>
      <ChartSummary request={request} chart={chart} />
      <section className={styles.section}>
        <h3>{t('pro.pillarsShenSha')}</h3>
        <dl className={proStyles.shenSha}>
          {PILLARS.map((pillar) => (
            <div key={pillar}>
              <dt>
                {t(`pillars.${pillar}`)}{' '}
                <strong>
                  <Glyph term={term} domain="ganZhi">
                    {chart.pillars[pillar].ganZhi}
                  </Glyph>
                </strong>
              </dt>
              <dd>
                {pro.shenSha[pillar].length === 0
                  ? t('pro.none')
                  : pro.shenSha[pillar].map((name) => (
                      <Tag key={name} round fill="outline" color="primary">
                        {term('shenSha', name)}
                      </Tag>
                    ))}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section}>
        <h3>{t('pro.relations')}</h3>
        {pro.relations.length === 0 ? (
          <p className={proStyles.muted}>{t('pro.noRelations')}</p>
        ) : (
          <ul className={proStyles.relations}>
            {pro.relations.map((relation) => (
              <li key={`${relation.kind}-${relation.text}-${relation.pillars.join()}`}>
                <Tag color="primary">{term('relation', relation.kind)}</Tag>
                <RelationMembers relation={relation} />
                <small>{relation.pillars.map((pillar) => t(`pillars.${pillar}`)).join(' · ')}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section}>
        <h3>{t('pro.palaces')}</h3>
        <dl className={proStyles.palaces}>
          {(['taiYuan', 'taiXi', 'mingGong', 'shenGong'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`pro.${key}`)}</dt>
              <dd>
                <strong>
                  <Glyph term={term} domain="ganZhi" stacked>
                    {pro[key].ganZhi}
                  </Glyph>
                </strong>
                <small>{term('naYin', pro[key].naYin)}</small>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section}>
        <h3>{t('pro.decadeShenSha')}</h3>
        <ul className={proStyles.decades}>
          {pro.decadeShenSha.map((decade) => (
            <li key={decade.startYear}>
              <strong>
                <Glyph term={term} domain="ganZhi" stacked>
                  {decade.ganZhi}
                </Glyph>
              </strong>
              <small>{decade.startYear}</small>
              <span>
                {decade.shenSha.length === 0
                  ? t('pro.none')
                  : new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
                      decade.shenSha.map((name) => term('shenSha', name)),
                    )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <h3>{t('pro.liuYue')}</h3>
        <div className={proStyles.decadeTabs}>
          {chart.decades.map((decade) => (
            <button
              key={decade.index}
              type="button"
              className={proStyles.chip}
              data-active={decade.years.some((y) => y.year === chosenYear.year)}
              onClick={() => setYear(decade.years[0]!.year)}
            >
              <Glyph term={term} domain="ganZhi" stacked>
                {decade.ganZhi}
              </Glyph>
              <small>{decade.startYear}</small>
            </button>
          ))}
        </div>
        <Selector
          className={proStyles.yearPicker}
          columns={4}
          value={[chosenYear.year]}
          onChange={([picked]) => picked !== undefined && setYear(picked)}
          options={chart.decades
            .find((decade) => decade.years.some((y) => y.year === chosenYear.year))!
            .years.map((y) => ({
              label: (
                <>
                  {y.year}{' '}
                  <Glyph term={term} domain="ganZhi">
                    {y.ganZhi}
                  </Glyph>
                </>
              ),
              value: y.year,
            }))}
        />
        <table className={proStyles.months}>
          <thead>
            <tr>
              <th scope="col">{t('pro.month')}</th>
              <th scope="col">{t('pro.jie')}</th>
              <th scope="col">{t('pro.tenGod')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.index}>
                <td>
                  <strong>
                    <Glyph term={term} domain="ganZhi">
                      {month.ganZhi}
                    </Glyph>
                  </strong>
                </td>
                <td>
                  {term('solarTerm', month.jie)} <small>{month.start.text.slice(5, 16)}</small>
                </td>
                <td>{month.tenGod && term('tenGod', month.tenGod)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <BaziReadingView chart={chart} />
      <Disclaimer text="bazi:chart.note" />
    </article>
  );
}
