import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPlacePicker } from '../../shared/places/lazy-place-picker';
import type { PickedPlace } from '../../shared/places/picked-place';
import styles from './xingzuo.module.css';

/** The birth's address parameters, as natal-form.ts reads them back. */
export function natalParams(date: string, time: string | null, place: PickedPlace): Record<string, string> {
  return {
    date,
    ...(time ? { time } : {}),
    tz: place.timeZone,
    lat: String(place.latitude),
    lon: String(place.longitude),
    place: place.name,
  };
}

/**
 * The birth a natal chart is drawn for: the date, the time on the birthplace's clock (or
 * "unknown"), and the birthplace from the world gazetteer, which brings its coordinates and
 * time zone (summer time and historical offsets are the zone's business).
 */
interface NatalEntryProps {
  readonly onSubmit: (params: Record<string, string>) => void;
  /** Whose birth, when the page asks for more than one. */
  readonly heading?: string;
  readonly submitLabel?: string;
}

export function NatalEntry({ onSubmit, heading, submitLabel }: NatalEntryProps) {
  const { t } = useTranslation('xingzuo');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('12:00');
  const [timeKnown, setTimeKnown] = useState(true);
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [picking, setPicking] = useState(false);
  const ready = date !== '' && place !== null && (!timeKnown || time !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit(natalParams(date, timeKnown ? time : null, place));
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label={heading ?? t('natal.form.title')}>
      {heading && <h2 className={styles.cardTitle}>{heading}</h2>}
      <label className={styles.field}>
        <span>{t('natal.form.date')}</span>
        <input
          type="date"
          min="1900-01-01"
          max="2100-12-31"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          required
        />
      </label>
      <label className={styles.field}>
        <span>{t('natal.form.time')}</span>
        <input type="time" value={time} disabled={!timeKnown} onChange={(event) => setTime(event.target.value)} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={!timeKnown} onChange={(event) => setTimeKnown(!event.target.checked)} />
        <span>{t('natal.form.unknownTime')}</span>
      </label>
      <div className={styles.field}>
        <span>{t('natal.form.place')}</span>
        <button type="button" className={styles.placeButton} onClick={() => setPicking(true)}>
          {place?.name ?? t('natal.form.pickPlace')}
        </button>
      </div>
      <p className={styles.small}>{t('natal.form.hint')}</p>
      <button type="submit" className={styles.submit} disabled={!ready}>
        {submitLabel ?? t('natal.form.submit')}
      </button>
      <LazyPlacePicker visible={picking} onClose={() => setPicking(false)} onPick={setPlace} />
    </form>
  );
}
