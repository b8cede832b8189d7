import { Fragment, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ZIWEI_GLOSSARY } from '@tarot/core/glossary/ziwei-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { Glyph } from '../chart/glyph';
import { lunarDateText } from '../chart/lunar-date-text';
import { parseIztroLunarDate } from './iztro-lunar-date';
import { BRANCH_CELLS } from './palace-grid';
import styles from './ziwei-board.module.css';

type Chart = ZiweiResponse['chart'];
type Horoscope = ZiweiResponse['horoscope'];

interface ZiweiBoardProps {
  readonly chart: Chart;
  readonly horoscope: Horoscope;
  readonly name: string;
  /** The palace being read below the chart; tapping a palace chooses it. */
  readonly selected: number;
  readonly onSelect: (index: number) => void;
}

/** Star names in a run: a space parts '天姚 天巫', but pinyin names need a mark between them ('Tian Yao · Tian Wu'). */
const namesInLine = (names: readonly string[]): string =>
  names.join(names.some((name) => name.includes(' ')) ? ' · ' : ' ');

/** The branch of iztro's hour name: '辰时' → '辰', '早子时' → '子'. */
const hourBranch = (time: string) => time.slice(-2, -1);

/** Enter and Space choose a palace as a tap does, since each palace acts as a button. */
const choosesOnKey = (choose: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  choose();
};

/** The square chart: twelve palaces round the edge, the person's summary in the middle. */
export function ZiweiBoard({ chart, horoscope, name, selected, onSelect }: ZiweiBoardProps) {
  const { t } = useTranslation('bazi');
  const { term } = useTerm(ZIWEI_GLOSSARY);
  const lunar = parseIztroLunarDate(chart.lunarDate);
  return (
    <div className={styles.board}>
      {chart.palaces.map((palace) => {
        const cell = BRANCH_CELLS[palace.earthlyBranch];
        const decadal = horoscope?.decadal.index === palace.index;
        const yearly = horoscope?.yearly.index === palace.index;
        return (
          <section
            key={palace.index}
            className={styles.palace}
            style={{ gridRow: cell?.row, gridColumn: cell?.column }}
            data-soul={palace.name === '命宫'}
            data-decadal={decadal}
            data-yearly={yearly}
            role="button"
            tabIndex={0}
            aria-pressed={palace.index === selected}
            aria-label={term('palace', palace.name)}
            onClick={() => onSelect(palace.index)}
            onKeyDown={choosesOnKey(() => onSelect(palace.index))}
          >
            <ul className={styles.major}>
              {palace.majorStars.map((star) => (
                <li key={star.name}>
                  {term('star', star.name)}
                  {star.brightness && <small>{term('brightness', star.brightness)}</small>}
                  {star.mutagen && <em>{term('mutagen', star.mutagen)}</em>}
                </li>
              ))}
            </ul>
            <ul className={styles.minor}>
              {palace.minorStars.map((star) => (
                <li key={star.name}>
                  {term('star', star.name)}
                  {star.mutagen && <em>{term('mutagen', star.mutagen)}</em>}
                </li>
              ))}
            </ul>
            <p className={styles.adjective}>
              {namesInLine(palace.adjectiveStars.map((star) => term('star', star.name)))}
            </p>
            <footer className={styles.footer}>
              <span>
                {palace.decadal.range[0]}–{palace.decadal.range[1]}
              </span>
              <strong>
                {term('palace', palace.name)}
                {palace.isBodyPalace && <small>·{t('ziwei.body')}</small>}
              </strong>
              <span>
                <Glyph term={term} domain="ganZhi">{`${palace.heavenlyStem}${palace.earthlyBranch}`}</Glyph>
              </span>
            </footer>
            {(decadal || yearly) && (
              <span className={styles.badges}>
                {decadal && <b>{t('ziwei.decadal')}</b>}
                {yearly && <b>{t('ziwei.yearly')}</b>}
              </span>
            )}
          </section>
        );
      })}
      <section className={styles.centre}>
        <h2>{name || t('summary.unnamed')}</h2>
        <p>
          {t(`gender.${chart.gender === '男' ? 'male' : 'female'}`)} · {term('zodiac', chart.zodiac)} ·{' '}
          {t(`signs.${chart.sign.replace(/座$/, '')}`)}
        </p>
        <p>{chart.solarDate}</p>
        <p>{lunar ? lunarDateText(t, lunar) : chart.lunarDate}</p>
        <p>
          {chart.chineseDate.split(' ').map((ganZhi, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <Glyph term={term} domain="ganZhi">
                {ganZhi}
              </Glyph>
            </Fragment>
          ))}
        </p>
        <p>
          <Glyph term={term} domain="branch">
            {hourBranch(chart.time)}
          </Glyph>{' '}
          {chart.timeRange}
        </p>
        <p className={styles.facts}>
          <span>{term('elementClass', chart.fiveElementsClass)}</span>
          <span>
            {t('ziwei.soul')} {term('star', chart.soul)}
          </span>
          <span>
            {t('ziwei.bodyLord')} {term('star', chart.body)}
          </span>
        </p>
      </section>
    </div>
  );
}
