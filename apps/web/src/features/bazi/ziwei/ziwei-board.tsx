import { useTranslation } from 'react-i18next';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { BRANCH_CELLS } from './palace-grid';
import styles from './ziwei-board.module.css';

type Chart = ZiweiResponse['chart'];
type Horoscope = ZiweiResponse['horoscope'];

/** The square chart: twelve palaces round the edge, the person's summary in the middle. */
export function ZiweiBoard({ chart, horoscope, name }: { chart: Chart; horoscope: Horoscope; name: string }) {
  const { t } = useTranslation('bazi');
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
          >
            <ul className={styles.major}>
              {palace.majorStars.map((star) => (
                <li key={star.name}>
                  {star.name}
                  {star.brightness && <small>{star.brightness}</small>}
                  {star.mutagen && <em>{star.mutagen}</em>}
                </li>
              ))}
            </ul>
            <ul className={styles.minor}>
              {palace.minorStars.map((star) => (
                <li key={star.name}>
                  {star.name}
                  {star.mutagen && <em>{star.mutagen}</em>}
                </li>
              ))}
            </ul>
            <p className={styles.adjective}>{palace.adjectiveStars.map((star) => star.name).join(' ')}</p>
            <footer className={styles.footer}>
              <span>
                {palace.decadal.range[0]}–{palace.decadal.range[1]}
              </span>
              <strong>
                {palace.name}
                {palace.isBodyPalace && <small>·{t('ziwei.body')}</small>}
              </strong>
              <span>
                {palace.heavenlyStem}
                {palace.earthlyBranch}
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
          {chart.gender} · {chart.zodiac} · {chart.sign}
        </p>
        <p>{chart.solarDate}</p>
        <p>{chart.lunarDate}</p>
        <p>{chart.chineseDate}</p>
        <p>
          {chart.time} {chart.timeRange}
        </p>
        <p className={styles.facts}>
          <span>{chart.fiveElementsClass}</span>
          <span>
            {t('ziwei.soul')} {chart.soul}
          </span>
          <span>
            {t('ziwei.bodyLord')} {chart.body}
          </span>
        </p>
      </section>
    </div>
  );
}
