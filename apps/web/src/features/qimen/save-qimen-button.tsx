import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../../shared/auth/token-store';
import { PAGES } from '../../shared/config/paths';
import { toast } from '../../shared/ui/toast';
import type { QimenForm } from './qimen-form';
import styles from './qimen-page.module.css';

/**
 * Keeps this chart — its moment (the one shown, even when that is "now"), zone, question and
 * school — with the member's charts, or on this device for a visitor; the 命盘 list opens it again.
 */
export function SaveQimenButton({ form }: { readonly form: QimenForm }) {
  const { t } = useTranslation('qimen');
  const signedIn = useSignedIn();
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const key = `${form.date} ${form.time} ${form.zone} ${form.question} ${form.method}`;
  const save = async () => {
    try {
      // Loaded on the tap: it brings the contract's schemas, which the chart itself does not need.
      const { saveOtherChart } = await import('../../shared/charts/save-chart');
      await saveOtherChart(signedIn, {
        kind: 'qimen',
        moment: { name: '', date: form.date, time: form.time, question: form.question, method: form.method },
        timeZone: form.zone,
        location: null,
      });
      setSavedKey(key);
      toast.show({ content: t(signedIn ? 'save.savedToAccount' : 'save.saved') });
    } catch {
      toast.show({ content: t('errors:network') });
    }
  };
  return (
    <div className={styles.saveRow}>
      <Button color="primary" shape="rounded" disabled={savedKey === key} onClick={() => void save()}>
        {savedKey === key ? t('save.done') : t('save.button')}
      </Button>
      <Link to={PAGES.chartHub}>{t('save.list')}</Link>
    </div>
  );
}
