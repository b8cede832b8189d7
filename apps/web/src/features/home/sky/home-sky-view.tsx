import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { horoscopeFacts, skyAt } from '@tarot/core/astrology/answers';
import { horoscopeReading } from '@tarot/core/astrology/horoscope-reading';
import { HOROSCOPE_ZONE, todayIn } from '@tarot/core/astrology/period';
import { lineNow } from '@tarot/core/astrology/sign-horoscope';
import { isSignId, SIGN_IDS, type SignId } from '@tarot/core/astrology/signs';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { useAstrologyTexts } from '../../../shared/astrology/use-astrology-texts';
import { PAGES } from '../../../shared/config/paths';
import { useMySign } from '../../../shared/astrology/use-my-sign';
import styles from './home-sky.module.css';

/** Today's sky for the reader's sign: the Moon's sign and phase, and the sign's line for now. */
export default function HomeSkyView() {
  const { t } = useTranslation('xingzuo');
  const texts = useAstrologyTexts();
  return (
    <section className={styles.sky} aria-labelledby="home-sky">
      <h2 id="home-sky" className={styles.title}>
        {t('homeSky.title')}
      </h2>
      {texts.data ? (
        <SkyNow texts={texts.data} />
      ) : (
        <p className={styles.moon} role="status">
          {t(texts.isError ? 'failed' : 'loading')}
        </p>
      )}
    </section>
  );
}

function SkyNow({ texts }: { readonly texts: AstrologyTexts }) {
  const { t, i18n } = useTranslation('xingzuo');
  const { names } = texts;
  const [now] = useState(() => Date.now());
  const sky = useMemo(() => skyAt(now), [now]);
  const { chartSign, sign, pick } = useMySign();
  const lit = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(sky.illumination);
  return (
    <>
      <p className={styles.moon}>
        {t('sky.moon', { sign: names.signs[sky.moonSign] })} · {t('sky.phase', { phase: names.phases[sky.phase], lit })}
      </p>
      {chartSign ? (
        <p className={styles.sign}>{t('homeSky.fromChart', { sign: names.signs[chartSign] })}</p>
      ) : (
        <label className={styles.sign}>
          <span>{t('homeSky.yourSign')}</span>
          <select value={sign ?? ''} onChange={(event) => isSignId(event.target.value) && pick(event.target.value)}>
            {!sign && <option value="">{t('homeSky.pick')}</option>}
            {SIGN_IDS.map((id) => (
              <option key={id} value={id}>
                {names.signs[id]}
              </option>
            ))}
          </select>
        </label>
      )}
      {sign && <SignNow sign={sign} now={now} texts={texts} />}
      <p className={styles.links}>
        {sign && (
          <Link to={`${PAGES.xingzuoHoroscope}?sign=${sign}`}>{t('homeSky.more', { sign: names.signs[sign] })}</Link>
        )}
        <Link to={chartSign ? PAGES.xingzuoPersonal : PAGES.xingzuo}>
          {t(chartSign ? 'links.personal' : 'homeSky.all')}
        </Link>
      </p>
    </>
  );
}

/** The sign's line for this moment: the Moon through one of its houses, named with its hours. */
function SignNow({
  sign,
  now,
  texts,
}: {
  readonly sign: SignId;
  readonly now: number;
  readonly texts: AstrologyTexts;
}) {
  const line = useMemo(() => {
    const facts = horoscopeFacts('day', ...todayIn(HOROSCOPE_ZONE, now));
    const current = lineNow(facts, sign, now);
    return current && horoscopeReading([current], texts, HOROSCOPE_ZONE)[0]!;
  }, [sign, now, texts]);
  if (!line) return null;
  return (
    <div data-code={line.code}>
      <h3 className={styles.lineTitle}>{line.transit}</h3>
      {line.dates && <p className={styles.dates}>{line.dates}</p>}
      <p className={styles.text}>{line.text}</p>
    </div>
  );
}
