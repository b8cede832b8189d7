import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { POINTS_RULES } from '@tarot/contract/points';
import { copyText } from '../../shared/ui/copy-text';
import { LoadFailed } from '../../shared/ui/load-failed';
import { LoadMore } from '../../shared/ui/load-more';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { QrCode } from '../../shared/ui/qr-code';
import { toast } from '../../shared/ui/toast';
import qrStyles from './invite-qr.module.css';
import { InvitedList } from './invited-list';
import { inviteLink } from './invite-link';
import { refreshPoints, useInvited, useMyInvite } from './points-api';
import styles from './invite-page.module.css';

/** Invite friends (needs login): my code, the link and its QR code, the text to share, and who joined. */
export default function InvitePage() {
  const { t } = useTranslation(['ucenter', 'errors', 'common']);
  const invite = useMyInvite();
  const invited = useInvited();

  if (invite.isPending) return <Skeleton.Paragraph lineCount={8} animated className={styles.skeleton} />;
  if (invite.isError) {
    return <LoadFailed error={invite.error} retry={() => void invite.refetch()} />;
  }
  const { inviteCode, shareText, invitedCount, pointsEarned } = invite.data;
  const link = inviteLink(window.location.origin, import.meta.env.BASE_URL, inviteCode);
  const copy = async (text: string) => {
    const copied = await copyText(text);
    toast.show({ icon: copied ? 'success' : 'fail', content: t(copied ? 'invite.copied' : 'invite.copyFailed') });
  };

  return (
    <PullRefresh onRefresh={refreshPoints}>
      <div className={styles.page}>
        <section className={styles.hero}>
          <h2 className={styles.title}>{t('invite.title')}</h2>
          <p className={styles.subtitle}>{t('invite.subtitle', { points: POINTS_RULES.invite })}</p>
          <dl className={styles.stats}>
            <div>
              <dt>{t('invite.invitedCount')}</dt>
              <dd>{invitedCount}</dd>
            </div>
            <div>
              <dt>{t('invite.pointsEarned')}</dt>
              <dd>{pointsEarned}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.card}>
          <p className={styles.label}>{t('invite.myCode')}</p>
          <p className={styles.code} data-testid="invite-code">
            {inviteCode}
          </p>
          <QrCode text={link} label={t('invite.qrLabel')} className={qrStyles.qr} />
          <p className={styles.qrHint}>{t('invite.qrHint')}</p>
          <div className={styles.actions}>
            <Button color="primary" shape="rounded" block onClick={() => void copy(link)}>
              {t('invite.copyLink')}
            </Button>
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              block
              onClick={() => void copy(t('invite.shareMessage', { link, text: shareText }))}
            >
              {t('invite.copyText')}
            </Button>
          </div>
        </section>

        <h2 className={styles.heading}>{t('invite.invitedTitle')}</h2>
        <InvitedList people={invited.items} loading={invited.query.isPending} />
        {invited.items.length > 0 && (
          <LoadMore loadMore={invited.query.fetchNextPage} hasMore={invited.query.hasNextPage} />
        )}
      </div>
    </PullRefresh>
  );
}
