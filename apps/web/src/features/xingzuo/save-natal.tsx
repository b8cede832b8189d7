import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../../shared/auth/token-store';
import { refreshCharts } from '../../shared/charts/chart-queries';
import { PAGES } from '../../shared/config/paths';
import { toast } from '../../shared/ui/toast';
import styles from './xingzuo.module.css';

interface SaveNatalProps {
  /** The birth as the natal page's address carries it: date, time, tz, lat, lon and place. */
  readonly birth: Readonly<Record<string, string>>;
  /** Whose chart, when the page shows more than one. */
  readonly heading?: string;
}

/**
 * Keeps a natal chart with the reader's charts — the account for members, this device for
 * visitors — with a name and, for their own, the "this is me" mark their horoscope reads.
 * The 命盘 list opens it again.
 */
export function SaveNatal({ birth, heading }: SaveNatalProps) {
  const { t } = useTranslation('xingzuo');
  const signedIn = useSignedIn();
  const [name, setName] = useState('');
  const [self, setSelf] = useState(false);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const key = JSON.stringify([birth, name.trim(), self]);
  const save = async () => {
    const latitude = Number(birth.lat);
    const longitude = Number(birth.lon);
    try {
      // Loaded on the tap: it brings the contract's schemas, which the chart itself does not need.
      const { saveOtherChart } = await import('../../shared/charts/save-chart');
      await saveOtherChart(
        signedIn,
        {
          kind: 'natal',
          birth: { name: name.trim(), date: birth.date!, time: birth.time ?? null },
          timeZone: birth.tz!,
          // A shared link may carry no place name: the coordinates stand in for it.
          location: { name: birth.place || `${birth.lat}, ${birth.lon}`, latitude, longitude },
        },
        self,
      );
      setSavedKey(key);
      // A visitor's chart went to the device, which no request refreshes: the lists that read it are told here.
      void refreshCharts();
      toast.show({ content: t(signedIn ? 'save.savedToAccount' : 'save.saved') });
    } catch {
      toast.show({ content: t('errors:network') });
    }
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{heading ?? t('save.title')}</h2>
      <label className={styles.field}>
        <span>{t('save.name')}</span>
        <input
          type="text"
          maxLength={20}
          value={name}
          placeholder={t('save.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={self} onChange={(event) => setSelf(event.target.checked)} />
        <span>{t('save.self')}</span>
      </label>
      <button type="button" className={styles.submit} disabled={savedKey === key} onClick={() => void save()}>
        {savedKey === key ? t('save.done') : t('save.button')}
      </button>
      <p className={styles.saveLinks}>
        <Link to={PAGES.chartHub}>{t('save.list')}</Link>
        {self && savedKey === key && <Link to={PAGES.xingzuoPersonal}>{t('links.personal')}</Link>}
      </p>
    </section>
  );
}
