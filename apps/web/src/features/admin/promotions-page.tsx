import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '@tarot/contract/preferences';
import type { Promotion } from '@tarot/contract/promotions';
import { shanghaiDate, addDays } from '@tarot/core/calendar/shanghai-day';
import { queryClient } from '../../shared/api/query-client';
import { showError } from '../../shared/api/show-error';
import { isLanguage, LANGUAGE_NAMES } from '../../shared/i18n/languages';
import { LoadFailed } from '../../shared/ui/load-failed';
import { toast } from '../../shared/ui/toast';
import { promotionsApi } from './promotions-api';
import { adminKeys } from './admin-queries';
import styles from './promotions-page.module.css';

/**
 * House promotions for the rewarded check-in (decision 0025): upload an image or a short
 * MP4/WebM (at most 10 MB; the server checks its bytes), with a link, the languages and the
 * days it runs. Without a running promotion members see no ad check-in at all.
 */
export default function PromotionsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const list = useQuery({ queryKey: adminKeys.promotions, queryFn: promotionsApi.list }, queryClient);
  const today = shanghaiDate(new Date());
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its file is uploaded, so it never shows a stale name.
  const [fileInput, setFileInput] = useState(0);
  const [link, setLink] = useState('');
  const [languages, setLanguages] = useState<string[]>([]);
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(addDays(today, 6));
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions });
  const submit = async () => {
    if (!file || busy) return;
    setBusy(true);
    try {
      await promotionsApi.create({ link, languages: languages.join(','), startsOn, endsOn }, file);
      toast.show({ icon: 'success', content: t('promotions.added') });
      setFile(null);
      setFileInput((n) => n + 1);
      await refresh();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (promotion: Promotion) => {
    const confirmed = await Dialog.confirm({
      content: t('promotions.confirmRemove'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('promotions.remove'),
    });
    if (!confirmed) return;
    await promotionsApi.remove(promotion.id).then(refresh, showError);
  };

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h2 className={styles.title}>{t('promotions.new')}</h2>
        <p className={styles.hint}>{t('promotions.hint')}</p>
        <label className={styles.field}>
          <span>{t('promotions.media')}</span>
          <input
            key={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm"
            data-testid="promotion-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('promotions.link')}</span>
          <Input value={link} onChange={setLink} placeholder="https://" clearable />
        </label>
        <div className={styles.dates}>
          <label className={styles.field}>
            <span>{t('promotions.startsOn')}</span>
            <input type="date" value={startsOn} onChange={(event) => setStartsOn(event.target.value)} />
          </label>
          <label className={styles.field}>
            <span>{t('promotions.endsOn')}</span>
            <input type="date" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} />
          </label>
        </div>
        <div className={styles.field}>
          <span>{t('promotions.languages')}</span>
          <Selector
            multiple
            value={languages}
            onChange={setLanguages}
            options={UI_LANGUAGES.map((language) => ({ label: LANGUAGE_NAMES[language], value: language }))}
          />
        </div>
        <Button color="primary" shape="rounded" block disabled={!file} loading={busy} onClick={() => void submit()}>
          {t('promotions.add')}
        </Button>
      </section>

      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <ul className={styles.list}>
          {list.data?.items.length === 0 && <li className={styles.empty}>{t('promotions.none')}</li>}
          {list.data?.items.map((promotion) => (
            <li key={promotion.id} className={styles.item}>
              {promotion.mediaType.startsWith('video/') ? (
                <video className={styles.thumb} src={promotion.mediaUrl} muted playsInline />
              ) : (
                <img className={styles.thumb} src={promotion.mediaUrl} alt="" />
              )}
              <span className={styles.meta}>
                <strong>
                  {promotion.startsOn} – {promotion.endsOn}
                </strong>
                <span>
                  {promotion.languages.length === 0
                    ? t('promotions.allLanguages')
                    : promotion.languages
                        .map((language) => (isLanguage(language) ? LANGUAGE_NAMES[language] : language))
                        .join(' · ')}
                </span>
                {promotion.link && <span className={styles.link}>{promotion.link}</span>}
              </span>
              <Button size="small" color="danger" fill="outline" onClick={() => void remove(promotion)}>
                {t('promotions.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
