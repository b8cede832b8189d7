import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import { listIdentities, unlinkIdentity } from '@tarot/contract/identities';
import { appConfigQuery } from '../../../shared/api/app-config-query';
import { call } from '../../../shared/api/call';
import { queryClient } from '../../../shared/api/query-client';
import { useAction } from '../../../shared/api/use-action';
import { userKeys } from '../../../shared/auth/user-queries';
import { PAGES } from '../../../shared/config/paths';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { toast } from '../../../shared/ui/toast';
import { ProviderMark } from '../provider-mark';
import { startThirdParty } from '../third-party-start';
import styles from './userinfo-page.module.css';

/**
 * `userinfo/linked-accounts` (needs login): the WeChat, QQ, Apple and Xiaomi accounts that sign
 * in to this one. Every configured provider is listed, to link (a trip to the provider) or to
 * unlink; the server refuses to unlink the last way in.
 */
export default function LinkedAccountsPage() {
  const { t, i18n } = useTranslation(['userinfo', 'entry', 'common']);
  const config = useQuery(appConfigQuery, queryClient);
  const linked = useQuery(
    {
      queryKey: userKeys.identities(),
      queryFn: async () => (await call(listIdentities)).identities,
      staleTime: 0,
    },
    queryClient,
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const name = (provider: ThirdPartyProvider) => t(`entry:thirdParty.name.${provider}`);

  const link = useAction((provider: ThirdPartyProvider) =>
    startThirdParty(provider, { redirect: PAGES.linkedAccounts, link: true }),
  );
  const unlink = useAction(async (provider: ThirdPartyProvider) => {
    const confirmed = await Dialog.confirm({
      content: t('linkedAccounts.unlinkConfirm', { provider: name(provider) }),
      cancelText: t('common:actions.cancel'),
      confirmText: t('common:actions.ok'),
    });
    if (!confirmed) return;
    await call(unlinkIdentity, { params: { provider } });
    toast.show({ content: t('linkedAccounts.unlinked', { provider: name(provider) }) });
    await linked.refetch();
  });

  if (linked.isError) return <LoadFailed error={linked.error} retry={() => void linked.refetch()} />;
  const offered = config.data?.thirdPartyLogins.map(({ provider }) => provider) ?? [];
  const identities = linked.data ?? [];
  // A provider switched off since keeps its link visible, so it can still be removed.
  const shown = [...new Set([...offered, ...identities.map((identity) => identity.provider)])];

  return (
    <div className={styles.page}>
      <List header={t('linkedAccounts.heading')} mode="card">
        {!linked.data || !config.data ? (
          <List.Item>
            <Skeleton.Paragraph lineCount={3} animated />
          </List.Item>
        ) : shown.length === 0 ? (
          <List.Item>{t('linkedAccounts.none')}</List.Item>
        ) : (
          shown.map((provider) => {
            const identity = identities.find((entry) => entry.provider === provider);
            return (
              <List.Item
                key={provider}
                prefix={<ProviderMark provider={provider} small />}
                description={
                  identity
                    ? t('linkedAccounts.linkedOn', { date: date.format(new Date(identity.linkedAt)) })
                    : t('linkedAccounts.notLinked')
                }
                extra={
                  identity ? (
                    <Button size="mini" loading={unlink.busy} onClick={() => void unlink.run(provider)}>
                      {t('linkedAccounts.unlink')}
                    </Button>
                  ) : (
                    <Button
                      size="mini"
                      color="primary"
                      fill="outline"
                      loading={link.busy}
                      onClick={() => void link.run(provider)}
                    >
                      {t('linkedAccounts.link')}
                    </Button>
                  )
                }
              >
                {name(provider)}
              </List.Item>
            );
          })
        )}
      </List>
      <p className={styles.note}>{t('linkedAccounts.hint')}</p>
    </div>
  );
}
