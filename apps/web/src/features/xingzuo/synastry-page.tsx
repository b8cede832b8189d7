import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { natalChart } from '@tarot/core/astrology/natal';
import { synastry, synastryReading } from '@tarot/core/astrology/synastry';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { NatalEntry } from './natal-entry';
import type { NatalForm } from './natal-form';
import { SignGlyph } from './sign-glyph';
import { SaveNatal } from './save-natal';
import { personBirth, personForm, withPerson, type Person } from './synastry-form';
import { TextsGate } from './texts-gate';
import styles from './xingzuo.module.css';

/**
 * Compatibility of two charts: the aspects one person's planets make to the other's, read by
 * five life areas. Both births are asked for in turn and kept in the address; computed on
 * the device from core.
 */
export default function SynastryPage() {
  const { t } = useTranslation('xingzuo');
  const [params, setParams] = useSearchParams();
  const first = personForm(params, 'a');
  const second = personForm(params, 'b');
  const enter = (person: Person) => (birth: Record<string, string>) => setParams(withPerson(params, person, birth));
  return (
    <div className={styles.page}>
      {!first ? (
        <NatalEntry key="a" heading={t('synastry.first')} submitLabel={t('synastry.next')} onSubmit={enter('a')} />
      ) : !second ? (
        <NatalEntry key="b" heading={t('synastry.second')} submitLabel={t('synastry.submit')} onSubmit={enter('b')} />
      ) : (
        // The save forms come with the reading, not before it: drawn first, they were pushed
        // down the screen when the reading arrived above them (a layout shift of 0.7).
        <TextsGate>
          {(texts) => (
            <>
              <SynastryView first={first} second={second} texts={texts} />
              {(['a', 'b'] as const).map((person) => {
                const birth = personBirth(params, person);
                // Another pair is another chart to save: a fresh form each time.
                return <SaveNatal key={JSON.stringify(birth)} birth={birth} heading={t(`save.${person}`)} />;
              })}
            </>
          )}
        </TextsGate>
      )}
      {first && second && (
        <button type="button" className={styles.chip} onClick={() => setParams(new URLSearchParams())}>
          {t('synastry.restart')}
        </button>
      )}
      <Disclaimer text="xingzuo:note" />
    </div>
  );
}

interface ViewProps {
  readonly first: NatalForm;
  readonly second: NatalForm;
  readonly texts: AstrologyTexts;
}

function SynastryView({ first, second, texts }: ViewProps) {
  const { t } = useTranslation('xingzuo');
  const key = JSON.stringify([first, second]);
  const result = useMemo(() => {
    try {
      const [a, b] = [natalChart(first.birth), natalChart(second.birth)];
      return { a, b, areas: synastryReading(synastry(a, b), texts) };
    } catch {
      return null;
    }
    // The births are compared by value: the address is parsed afresh on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, texts]);
  if (!result) return <p className={styles.card}>{t('natal.invalid')}</p>;
  const { names } = texts;
  const sunOf = (chart: typeof result.a) => chart.bodies[0]!.sign;
  return (
    <>
      <section className={styles.card} aria-label={t('synastry.pair')}>
        <dl className={styles.bigThree}>
          <div>
            <dt>{t('synastry.you')}</dt>
            <dd>
              <SignGlyph sign={sunOf(result.a)} /> {names.signs[sunOf(result.a)]}
            </dd>
          </div>
          <div>
            <dt>{t('synastry.them')}</dt>
            <dd>
              <SignGlyph sign={sunOf(result.b)} /> {names.signs[sunOf(result.b)]}
            </dd>
          </div>
        </dl>
        <p className={styles.small}>{t('synastry.howRead')}</p>
      </section>
      {result.areas.map((area) => (
        <section key={area.area} className={styles.card} aria-labelledby={`synastry-${area.area}`}>
          <h2 id={`synastry-${area.area}`} className={styles.horoscopeTitle}>
            <span>{area.title}</span>
            <span className={styles.tone} data-tone={area.tone}>
              {t(`synastry.tones.${area.tone}`)}
            </span>
          </h2>
          <p className={styles.lineText}>{area.text}</p>
          {area.aspects.length > 0 && (
            <ul className={styles.aspectList}>
              {area.aspects.map((aspect) => (
                <li key={`${aspect.a}-${aspect.b}`}>
                  {aspect.text} <span className={styles.lineDates}>{aspect.orb.toFixed(1)}°</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
