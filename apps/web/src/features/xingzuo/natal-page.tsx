import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { natalAnswer } from '@tarot/core/astrology/answers';
import { HOUSE_SYSTEMS } from '@tarot/core/astrology/houses';
import { signOf } from '@tarot/core/astrology/signs';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { AspectGrid } from './aspect-grid';
import { ChartWheel } from './chart-wheel';
import { NatalEntry } from './natal-entry';
import { NatalReading } from './natal-reading';
import { birthParams, natalFormOf, type NatalForm } from './natal-form';
import { PlanetsTable } from './planets-table';
import { SaveNatal } from './save-natal';
import { SignGlyph } from './sign-glyph';
import { TextsGate } from './texts-gate';
import styles from './xingzuo.module.css';

/**
 * A natal chart from the birth in the address: the wheel, the Sun, Moon and rising signs,
 * every body's sign, degree and house, the aspects and the chart in words. Computed on the
 * device from core, exactly as GET /api/v1/natal answers.
 */
export default function NatalPage() {
  const { t } = useTranslation('xingzuo');
  const [params, setParams] = useSearchParams();
  const form = natalFormOf(params);
  const setHouses = (houses: string) => {
    const next = new URLSearchParams(params);
    next.set('houses', houses);
    setParams(next, { replace: true });
  };
  return (
    <div className={styles.page}>
      {form ? (
        <TextsGate>
          {(texts) => <NatalChartView form={form} params={params} texts={texts} onHouses={setHouses} />}
        </TextsGate>
      ) : (
        <>
          {params.has('date') && <p className={styles.card}>{t('natal.missing')}</p>}
          <NatalEntry onSubmit={(birth) => setParams(birth)} />
        </>
      )}
      <Disclaimer text="xingzuo:note" />
    </div>
  );
}

interface ViewProps {
  readonly form: NatalForm;
  /** The address the form was read from; its `place` is the birthplace's name as picked. */
  readonly params: URLSearchParams;
  readonly texts: AstrologyTexts;
  readonly onHouses: (houses: string) => void;
}

function NatalChartView({ form, params, texts, onHouses }: ViewProps) {
  const place = params.get('place');
  const { t } = useTranslation('xingzuo');
  const { birth, houses } = form;
  const key = JSON.stringify(form);
  const result = useMemo(() => {
    try {
      return natalAnswer(birth, houses, texts).answer;
    } catch {
      // A zone the device does not know, a day that does not exist, a year outside 1900–2100.
      return null;
    }
    // The form is compared by value: the address is parsed afresh on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, texts]);
  if (!result) return <p className={styles.card}>{t('natal.invalid')}</p>;
  const { names } = texts;
  const sun = result.bodies[0]!;
  const moon = result.bodies[1]!;
  const rising = result.angles ? signOf(result.angles.asc) : null;
  const time = birth.time
    ? `${String(birth.time.hour).padStart(2, '0')}:${String(birth.time.minute).padStart(2, '0')}`
    : t('natal.noTime');
  return (
    <>
      <section className={styles.card} aria-label={t('natal.heading')}>
        <p className={styles.birthLine}>
          {`${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')} ${time} · ${place ?? result.zone}`}
        </p>
        <dl className={styles.bigThree}>
          <div>
            <dt>{t('natal.sun')}</dt>
            <dd>
              <SignGlyph sign={sun.sign} /> {names.signs[sun.sign]}
            </dd>
          </div>
          <div>
            <dt>{t('natal.moon')}</dt>
            <dd>
              <SignGlyph sign={moon.sign} />{' '}
              {result.moonRange
                ? result.moonRange.signs.map((s) => names.signs[s]).join(' / ')
                : names.signs[moon.sign]}
            </dd>
          </div>
          {rising && (
            <div>
              <dt>{t('natal.rising')}</dt>
              <dd>
                <SignGlyph sign={rising} /> {names.signs[rising]}
              </dd>
            </div>
          )}
        </dl>
        <ChartWheel
          bodies={result.bodies}
          aspects={result.aspects}
          asc={result.angles?.asc}
          cusps={result.houses?.cusps}
          label={t('natal.wheel')}
        />
        {result.houses && (
          <fieldset className={styles.periods}>
            <legend className={styles.small}>{t('natal.houses')}</legend>
            {HOUSE_SYSTEMS.map((system) => (
              <button
                key={system}
                type="button"
                className={styles.chip}
                aria-pressed={houses === system}
                onClick={() => onHouses(system)}
              >
                {names.houseSystems[system]}
              </button>
            ))}
          </fieldset>
        )}
      </section>
      <SaveNatal birth={birthParams(params)} />
      <section className={styles.card} aria-labelledby="xingzuo-planets">
        <h2 id="xingzuo-planets" className={styles.cardTitle}>
          {t('natal.planets')}
        </h2>
        <PlanetsTable bodies={result.bodies} texts={texts} />
      </section>
      <section className={styles.card} aria-labelledby="xingzuo-aspects">
        <h2 id="xingzuo-aspects" className={styles.cardTitle}>
          {t('natal.aspects')}
        </h2>
        <AspectGrid bodies={result.bodies.map((b) => b.id)} aspects={result.aspects} texts={texts} />
      </section>
      <section className={styles.card} aria-labelledby="xingzuo-reading">
        <h2 id="xingzuo-reading" className={styles.cardTitle}>
          {t('natal.reading')}
        </h2>
        <NatalReading lines={result.reading} />
      </section>
    </>
  );
}
