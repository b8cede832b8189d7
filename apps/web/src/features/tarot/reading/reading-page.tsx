import { useCallback, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { composeReading } from '@tarot/core/tarot/reading/compose';
import { interpretReading } from '@tarot/core/tarot/reading/interpret';
import type { ReadingTexts } from '@tarot/core/tarot/reading/reading-texts';
import type { CardTextTable } from '@tarot/core/tarot/types';
import { ShareImageSheet } from '../../../shared/ui/share-image-sheet';
import type { ShareImageContent } from '../../../shared/ui/share-image';
import { Disclaimer } from '../../../shared/ui/disclaimer';
import { useSignedIn } from '../../../shared/auth/token-store';
import { PAGES, pageLink } from '../../../shared/config/paths';
import { showError } from '../../../shared/api/show-error';
import { DrawnSpread } from '../draw/drawn-spread';
import { useCardTexts } from '../hooks/use-card-texts';
import { useReadingTexts } from '../hooks/use-reading-texts';
import { PositionReading } from './position-reading';
import { readingShareContent } from './reading-share';
import { parseReading, type Reading } from '../../../shared/links/reading-url';
import { ReadingSummary } from './reading-summary';
import { readingsApi } from './readings-api';
import { saveReading } from './saved-readings';
import { trackEvent } from '../../../shared/usage/track';
import { useDeck } from '../../../shared/cards/deck-choice';
import { ErrorBlock } from '../../../shared/ui/error-block';
import { toast } from '../../../shared/ui/toast';
import styles from './reading-page.module.css';

/** `/pages/tarot/detailPaizhen?spread=…&cards=…&q=…`: the reading of one draw. */
export default function ReadingPage() {
  const { t } = useTranslation('tarot');
  const [params] = useSearchParams();
  const reading = useMemo(() => parseReading(params), [params]);
  const cardTexts = useCardTexts();
  const readingTexts = useReadingTexts();

  if (typeof reading === 'string') {
    return (
      <ErrorBlock
        status="empty"
        title={t(`reading.${reading}`)}
        description={<Link to={PAGES.spreads}>{t('reading.chooseSpread')}</Link>}
      />
    );
  }
  if (cardTexts.isError || readingTexts.isError) {
    const retry = () => void Promise.all([cardTexts.refetch(), readingTexts.refetch()]);
    return (
      <ErrorBlock
        status="disconnected"
        title={t('errors:network')}
        description={<a onClick={retry}>{t('common:actions.retry')}</a>}
      />
    );
  }
  if (!cardTexts.data || !readingTexts.data) return <Skeleton.Paragraph lineCount={12} animated />;
  return <ReadingView reading={reading} texts={cardTexts.data} readingTexts={readingTexts.data} />;
}

interface ReadingViewProps {
  readonly reading: Reading;
  readonly texts: CardTextTable;
  readonly readingTexts: ReadingTexts;
}

function ReadingView({ reading, texts, readingTexts }: ReadingViewProps) {
  const { t } = useTranslation(['tarot', 'spreads']);
  const deck = useDeck();
  const { spread, cards, question } = reading;
  const interpretation = useMemo(() => interpretReading(spread, cards, question), [spread, cards, question]);
  const told = useMemo(
    () =>
      composeReading({
        interpretation,
        cards,
        cardTexts: texts,
        texts: readingTexts,
        positionName: (index) => t(`spreads:${spread.id}.positions.${spread.positions[index]!.key}.name`),
      }),
    [interpretation, cards, texts, readingTexts, spread, t],
  );
  const [saved, setSaved] = useState(false);
  const [share, setShare] = useState<ShareImageContent | null>(null);
  const closeShare = useCallback(() => setShare(null), []);

  const signedIn = useSignedIn();
  const [saving, setSaving] = useState(false);
  // Members keep readings on the server; visitors on this device until they sign in.
  const save = async () => {
    if (!signedIn) {
      saveReading({ spreadId: spread.id, cards, question });
      trackEvent('reading-saved', { account: false });
      setSaved(true);
      toast.show({ content: t('reading.saved') });
      return;
    }
    setSaving(true);
    try {
      await readingsApi.save({ spreadId: spread.id, cards: [...cards], question });
      trackEvent('reading-saved', { account: true });
      setSaved(true);
      toast.show({ content: t('reading.savedToAccount') });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const openShare = () => {
    trackEvent('share', { what: 'reading' });
    setShare(readingShareContent(reading, texts, told, t, deck));
  };

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.spreadName}>{t(`spreads:${spread.id}.name`)}</p>
        <h2 className={styles.question}>{question || t('reading.noQuestion')}</h2>
        <DrawnSpread spread={spread} cards={cards} shown={cards.length} texts={texts} />
      </header>
      <ol className={styles.positions}>
        {spread.positions.map((position, index) => (
          <PositionReading
            key={position.key}
            spread={spread}
            position={position}
            index={index}
            card={cards[index]!}
            text={texts[cards[index]!.id]!}
            told={told.positions[index]!}
          />
        ))}
      </ol>
      <ReadingSummary cards={cards} told={told} />
      <div className={styles.actions}>
        <Button color="primary" shape="rounded" disabled={saved} loading={saving} onClick={() => void save()}>
          {saved ? t('reading.savedButton') : t('reading.save')}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" onClick={openShare}>
          {t('reading.share')}
        </Button>
        <Link className={styles.link} to={PAGES.myReadings}>
          {t('reading.myReadings')}
        </Link>
        <Link className={styles.link} to={pageLink('spreadDraw', { id: spread.id })}>
          {t('reading.drawAgain')}
        </Link>
      </div>
      <Disclaimer text="tarot:disclaimer" />
      <ShareImageSheet content={share} fileName={`tarot-${spread.id}.png`} onClose={closeShare} />
    </article>
  );
}
