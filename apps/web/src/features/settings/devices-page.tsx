import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession, listSessions, logoutEverywhere, type DeviceSession } from '@tarot/contract/sessions';
import { call } from '../../shared/api/call';
import { queryClient } from '../../shared/api/query-client';
import { useAction } from '../../shared/api/use-action';
import { tokenStore } from '../../shared/auth/token-store';
import { PAGES } from '../../shared/config/paths';
import { LoadFailed } from '../../shared/ui/load-failed';
import { toast } from '../../shared/ui/toast';
import { deviceName } from './device-name';
import styles from './devices-page.module.css';

const SESSIONS_KEY = ['auth', 'sessions'];

/** `/pages/ucenter/settings/devices`: where the account is signed in; sign one device out, or all. */
export default function DevicesPage() {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const navigate = useNavigate();
  const sessions = useQuery(
    { queryKey: SESSIONS_KEY, queryFn: async () => (await call(listSessions)).sessions, staleTime: 0 },
    queryClient,
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const signOut = useAction(async (session: DeviceSession) => {
    await call(endSession, { params: { id: session.id } });
    toast.show({ content: t('devices.signedOut') });
    await sessions.refetch();
  });
  const signOutEverywhere = useAction(async () => {
    const confirmed = await Dialog.confirm({
      content: t('devices.allConfirm'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('common:actions.ok'),
    });
    if (!confirmed) return;
    await call(logoutEverywhere);
    tokenStore.clear();
    toast.show({ content: t('loggedOut') });
    void navigate(PAGES.settings, { replace: true });
  });

  if (sessions.isError) return <LoadFailed error={sessions.error} retry={() => void sessions.refetch()} />;
  return (
    <div className={styles.page}>
      <List header={t('devices.heading')} mode="card">
        {sessions.data ? (
          sessions.data.map((session) => (
            <List.Item
              key={session.id}
              description={t('devices.seen', {
                signedIn: date.format(new Date(session.signedInAt)),
                lastSeen: date.format(new Date(session.lastSeenAt)),
              })}
              extra={
                session.current ? (
                  <Tag color="primary" fill="outline">
                    {t('devices.current')}
                  </Tag>
                ) : (
                  <Button size="mini" loading={signOut.busy} onClick={() => void signOut.run(session)}>
                    {t('devices.signOut')}
                  </Button>
                )
              }
            >
              {deviceName(session.device) ?? t('devices.unknown')}
            </List.Item>
          ))
        ) : (
          <List.Item>
            <Skeleton.Paragraph lineCount={3} animated />
          </List.Item>
        )}
      </List>
      <p className={styles.hint}>{t('devices.hint')}</p>
      <div className={styles.actions}>
        <Button
          block
          color="danger"
          fill="outline"
          loading={signOutEverywhere.busy}
          onClick={() => void signOutEverywhere.run()}
        >
          {t('devices.signOutAll')}
        </Button>
      </div>
    </div>
  );
}
