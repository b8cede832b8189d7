import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { horoscopeAnswer, horoscopeFacts } from '@tarot/core/astrology/answers';
import { HOROSCOPE_PERIODS, HOROSCOPE_ZONE, todayIn } from '@tarot/core/astrology/period';
import { SIGN_IDS, type SignId } from '@tarot/core/astrology/signs';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { HoroscopeLines } from './horoscope-lines';
import { PeriodChips } from './period-chips';
import { horoscopeFormOf, horoscopeParams, type HoroscopeForm } from './horoscope-form';
import { storeSign, storedSign } from '../../shared/astrology/my-sign';
import { SignGlyph } from './sign-glyph';
import { dayRangeText } from './sign-days-text';
import { TextsGate } from './texts-gate';
import styles from './xingzuo.module.css';

/**
 * A sign's horoscope for today, this week or this month: the same for everyone, read from the
 * real sky of the Shanghai calendar's period, computed on the device as the server would.
 */
export default function HoroscopePage() {
  const [params, setParams] = useSearchParams();
  const form = horoscopeFormOf(params, storedSign());
  const update = (change: Partial<HoroscopeForm>) => {
    const next = { ...form, ...change };
    if (change.sign) storeSign(change.sign);
    setParams(horoscopeParams(next), { replace: true });
  };
  return (
    <div className={styles.page}>
      <TextsGate>
        {(texts) => (
          <>
            <HoroscopePicker form={form} onChange={update} texts={texts} />
            <PeriodHoroscope form={form} texts={texts} />
          </>
        )}
      </TextsGate>
      <Disclaimer text="xingzuo:note" />
    </div>
  );
}

interface PickerProps {
  readonly form: HoroscopeForm;
  readonly onChange: (change: Partial<HoroscopeForm>) => void;
  readonly texts: AstrologyTexts;
}

function HoroscopePicker({ form, onChange, texts }: PickerProps) {
  const { t } = useTranslation('xingzuo');
  return (
    <section className={styles.card}>
      <PeriodChips periods={HOROSCOPE_PERIODS} chosen={form.period} onChoose={(period) => onChange({ period })} />
      <fieldset className={styles.signChips}>
        <legend className={styles.hidden}>{t('horoscope.sign')}</legend>
        {SIGN_IDS.map((sign: SignId) => (
          <button
            key={sign}
            type="button"
            className={styles.signChip}
            aria-pressed={form.sign === sign}
            aria-label={texts.names.signs[sign]}
            onClick={() => onChange({ sign })}
          >
            <SignGlyph sign={sign} />
          </button>
        ))}
      </fieldset>
    </section>
  );
}

function PeriodHoroscope({ form, texts }: { form: HoroscopeForm; texts: AstrologyTexts }) {
  const { t, i18n } = useTranslation('xingzuo');
  const [[year, month, day]] = useState(() => todayIn(HOROSCOPE_ZONE, Date.now()));
  // The period's sky is the costly part; every sign reads the same one.
  const facts = useMemo(() => horoscopeFacts(form.period, year, month, day), [form.period, year, month, day]);
  const answer = useMemo(() => horoscopeAnswer(facts, form.sign, texts), [facts, form.sign, texts]);
  return (
    <section className={styles.card} aria-labelledby="xingzuo-horoscope">
      <h2 id="xingzuo-horoscope" className={styles.horoscopeTitle}>
        <SignGlyph sign={form.sign} />
        <span>{t(`horoscope.heading.${form.period}`, { sign: texts.names.signs[form.sign] })}</span>
      </h2>
      <p className={styles.small}>{dayRangeText(answer.start, answer.end, i18n.language)}</p>
      <HoroscopeLines lines={answer.lines} />
      <p className={styles.small}>{t('horoscope.howRead')}</p>
    </section>
  );
}
