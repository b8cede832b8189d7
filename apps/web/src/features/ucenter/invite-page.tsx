import { useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { groupInviteCode } from '@tarot/contract/invite';
import { POINTS_RULES } from '@tarot/contract/points';
import { copyText } from '../../shared/ui/copy-text';
import { LoadFailed } from '../../shared/ui/load-failed';
import { LoadMore } from '../../shared/ui/load-more';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { toast } from '../../shared/ui/toast';
import { InvitedList } from './invited-list';
import { InviteShareSheet } from './invite-share-sheet';
import { inviteLink } from './invite-link';
import { useInvited, useMyInvite } from './points-api';
import { refreshPoints } from '../../shared/points/points-summary';
import styles from './invite-page.module.css';

/** Invite friends (needs login): my code to read out, a share sheet with the link and its QR code, and who joined. */
export default function InvitePage() {
  const { t } = useTranslation(['ucenter', 'errors', 'common']);
  const invite = useMyInvite();
  const invited = useInvited();
  const [sharing, setSharing] = useState(false);

  if (invite.isPending) return <Skeleton.Paragraph lineCount={8} animated className={styles.skeleton} />;
  if (invite.isError) {
    return <LoadFailed error={invite.error} retry={() => void invite.refetch()} />;
  }
  const { inviteCode, shareText, invitedCount, pointsEarned } = invite.data;
  const link = inviteLink(window.location.origin, import.meta.env.BASE_URL, inviteCode);
  const message = t('invite.shareMessage', { link, text: shareText });
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
            {groupInviteCode(inviteCode)}
          </p>
          <p className={styles.codeHint}>{t('invite.codeHint')}</p>
          <div className={styles.actions}>
            <Button color="primary" shape="rounded" block onClick={() => setSharing(true)}>
              {t('invite.share')}
            </Button>
            <Button color="primary" fill="outline" shape="rounded" block onClick={() => void copy(message)}>
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
      <InviteShareSheet
        open={sharing}
        link={link}
        message={message}
        onCopy={(text) => void copy(text)}
        onClose={() => setSharing(false)}
      />
    </PullRefresh>
  );
}
