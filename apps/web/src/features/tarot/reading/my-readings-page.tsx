import { useEffect, useState, type ReactNode } from 'react';
import { Dialog, SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import { useSignedIn } from '../../../shared/auth/token-store';
import { loginAddress } from '../../../shared/auth/login-page';
import { usePagedList } from '../../../shared/api/use-paged-list';
import { readingKeys } from '../../../shared/readings/reading-queries';
import { CardList } from '../../../shared/ui/card-list';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadMore } from '../../../shared/ui/load-more';
import { PullRefresh } from '../../../shared/ui/pull-refresh';
import { PAGES } from '../../../shared/config/paths';
import { showError } from '../../../shared/api/show-error';
import { useCardTexts } from '../hooks/use-card-texts';
import { readingsApi, syncDeviceReadings } from './readings-api';
import { readingSearch } from '../../../shared/links/reading-url';
import { deleteSavedReading, listSavedReadings } from './saved-readings';
import { ErrorBlock } from '../../../shared/ui/error-block';
import { keptOffline } from '../../../shared/offline/kept-queries';
import { OfflineNotice } from '../../../shared/offline/offline-notice';
import { toast } from '../../../shared/ui/toast';
import styles from './my-readings-page.module.css';

interface ListedReading {
  readonly id: string;
  readonly spreadId: string;
  readonly cards: readonly DrawnCard[];
  readonly question: string;
  readonly savedAt: string;
}

/** Saved readings, newest first: the account's for members, this device's for visitors. */
export default function MyReadingsPage() {
  const signedIn = useSignedIn();
  return signedIn ? <AccountReadings /> : <DeviceReadings />;
}

function DeviceReadings() {
  const { t } = useTranslation('tarot');
  const [readings, setReadings] = useState(listSavedReadings);
  const remove = (id: string) => {
    deleteSavedReading(id);
    setReadings(listSavedReadings());
  };
  return (
    <ReadingList
      readings={readings}
      note={
        <>
          {t('readings.deviceNote')} <Link to={loginAddress(PAGES.myReadings)}>{t('readings.signInToKeep')}</Link>
        </>
      }
      onRefresh={async () => setReadings(listSavedReadings())}
      onRemove={remove}
    />
  );
}

function AccountReadings() {
  const { t } = useTranslation(['tarot', 'errors']);
  const [synced, setSynced] = useState(false);
  // Kept on the device, so the list opens offline with the readings seen at the last visit.
  const { query, items } = usePagedList(readingKeys.list(), readingsApi.page, {
    enabled: synced,
    persister: keptOffline,
  });

  // Readings kept on this device before signing in move to the account first.
  useEffect(() => {
    syncDeviceReadings()
      .then((moved) => moved > 0 && toast.show({ content: t('readings.synced', { count: moved }) }))
      .catch(() => undefined)
      .finally(() => setSynced(true));
  }, [t]);

  const remove = async (id: string) => {
    try {
      await readingsApi.remove(id);
    } catch (error) {
      showError(error);
    }
  };
  const readings: ListedReading[] = items.map((item) => ({ ...item, savedAt: item.createdAt }));

  if (query.isError && readings.length === 0) {
    return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  }
  return (
    <>
      <OfflineNotice kind="kept" />
      <ReadingList
        readings={readings}
        loading={!synced || query.isPending}
        note={t('readings.accountNote')}
        onRefresh={async () => void (await query.refetch())}
        onRemove={(id) => void remove(id)}
        more={<LoadMore hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage({ throwOnError: true })} />}
      />
    </>
  );
}

interface ReadingListProps {
  readonly readings: readonly ListedReading[];
  readonly note: ReactNode;
  readonly loading?: boolean;
  readonly onRefresh: () => Promise<void>;
  readonly onRemove: (id: string) => void;
  readonly more?: ReactNode;
}

function ReadingList({ readings, note, loading = false, onRefresh, onRemove, more }: ReadingListProps) {
  const { t, i18n } = useTranslation(['tarot', 'spreads']);
  const { data: texts } = useCardTexts();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const confirmRemove = async (id: string) => {
    const confirmed = await Dialog.confirm({
      content: t('readings.confirmDelete'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('common:actions.ok'),
    });
    if (confirmed) onRemove(id);
  };

  return (
    <PullRefresh onRefresh={onRefresh}>
      <div className={styles.page}>
        <p className={styles.note}>{note}</p>
        {!loading && readings.length === 0 && (
          <ErrorBlock
            status="empty"
            title={t('readings.empty')}
            description={<Link to={PAGES.spreads}>{t('readings.startOne')}</Link>}
          />
        )}
        <CardList>
          {readings.map((reading) => (
            <li key={reading.id}>
              <SwipeAction
                rightActions={[
                  {
                    key: 'delete',
                    text: t('readings.delete'),
                    color: 'danger',
                    onClick: () => void confirmRemove(reading.id),
                  },
                ]}
              >
                <Link
                  className={styles.item}
                  to={`${PAGES.reading}${readingSearch(reading.spreadId, reading.cards, reading.question)}`}
                >
                  <span className={styles.question}>{reading.question || t('reading.noQuestion')}</span>
                  <span className={styles.meta}>
                    {t(`spreads:${reading.spreadId}.name`)} · {date.format(new Date(reading.savedAt))}
                  </span>
                  <span className={styles.cards}>
                    {reading.cards.map((card) => texts?.[card.id]?.name ?? '').join('、')}
                  </span>
                </Link>
              </SwipeAction>
            </li>
          ))}
        </CardList>
        {more}
      </div>
    </PullRefresh>
  );
}
