import { useCallback, useMemo, useState } from 'react';
import { Button, ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { summarizeReading } from '@tarot/core/tarot/summary';
import type { CardTextTable } from '@tarot/core/tarot/types';
import { ShareImageSheet } from '../../../shared/ui/share-image-sheet';
import type { ShareImageContent } from '../../../shared/ui/share-image';
import { Disclaimer } from '../../../shared/ui/disclaimer';
import { useSignedIn } from '../../../shared/auth/token-store';
import { PAGES, pageLink } from '../../../shared/config/paths';
import { showError } from '../../../shared/api/show-error';
import { DrawnSpread } from '../draw/drawn-spread';
import { useCardTexts } from '../hooks/use-card-texts';
import { PositionReading } from './position-reading';
import { parseReading, type Reading } from './reading-url';
import { ReadingSummary, summaryParagraphs } from './reading-summary';
import { readingsApi } from './readings-api';
import { saveReading } from './saved-readings';
import styles from './reading-page.module.css';

/** `/pages/tarot/detailPaizhen?spread=…&cards=…&q=…`: the reading of one draw. */
export default function ReadingPage() {
  const { t } = useTranslation('tarot');
  const [params] = useSearchParams();
  const reading = useMemo(() => parseReading(params), [params]);
  const { data: texts, isError, refetch } = useCardTexts();

  if (typeof reading === 'string') {
    return (
      <ErrorBlock
        status="empty"
        title={t(`reading.${reading}`)}
        description={<Link to={PAGES.spreads}>{t('reading.chooseSpread')}</Link>}
      />
    );
  }
  if (isError) {
    return (
      <ErrorBlock
        status="disconnected"
        title={t('errors:network')}
        description={<a onClick={() => void refetch()}>{t('common:actions.retry')}</a>}
      />
    );
  }
  if (!texts) return <Skeleton.Paragraph lineCount={12} animated />;
  return <ReadingView reading={reading} texts={texts} />;
}

function ReadingView({ reading, texts }: { reading: Reading; texts: CardTextTable }) {
  const { t } = useTranslation(['tarot', 'spreads']);
  const { spread, cards, question } = reading;
  const [saved, setSaved] = useState(false);
  const [share, setShare] = useState<ShareImageContent | null>(null);
  const closeShare = useCallback(() => setShare(null), []);

  const signedIn = useSignedIn();
  const [saving, setSaving] = useState(false);
  // Members keep readings on the server; visitors on this device until they sign in.
  const save = async () => {
    if (!signedIn) {
      saveReading({ spreadId: spread.id, cards, question });
      setSaved(true);
      Toast.show({ content: t('reading.saved') });
      return;
    }
    setSaving(true);
    try {
      await readingsApi.save({ spreadId: spread.id, cards: [...cards], question });
      setSaved(true);
      Toast.show({ content: t('reading.savedToAccount') });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const openShare = () =>
    setShare({
      title: t(`spreads:${spread.id}.name`),
      subtitle: question || t('reading.noQuestion'),
      blocks: [
        ...spread.positions.flatMap((position, index) => {
          const card = cards[index]!;
          const orientation = card.reversed ? 'reversed' : 'upright';
          return [
            {
              heading: true,
              text: `${index + 1}. ${t(`spreads:${spread.id}.positions.${position.key}.name`)} · ${texts[card.id]!.name} · ${t(`orientation.${orientation}`)}`,
            },
            { text: texts[card.id]!.keywords[orientation].join(' · ') },
          ];
        }),
        { heading: true, text: t('summary.title') },
        ...summaryParagraphs(summarizeReading(cards), t).map((text) => ({ text })),
      ],
      footer: `${t('common:appName')} · ${t('disclaimer')}`,
    });

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
          />
        ))}
      </ol>
      <ReadingSummary cards={cards} />
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
