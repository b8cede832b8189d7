import { useState } from 'react';
import { Button, Dialog, Input, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ApiKey, ApiKeyBody } from '@tarot/contract/access';
import { useAction } from '../../../shared/api/use-action';
import { accessApi } from './access-api';

const DEFAULT_KEY: ApiKeyBody = { name: '', dailyQuota: 10_000, perMinute: 60 };

/** Keys to the public calendar API: each issued once, with its own quotas, revocable at any time. */
export function KeysSection({ keys, onChanged }: { keys: readonly ApiKey[]; onChanged: () => void }) {
  const { t } = useTranslation('usage');
  const [draft, setDraft] = useState<ApiKeyBody>(DEFAULT_KEY);
  const issue = useAction(async () => {
    const { secret } = await accessApi.issueKey(draft);
    setDraft(DEFAULT_KEY);
    onChanged();
    // The secret is never shown again: only its digest is stored.
    await Dialog.alert({
      title: t('access.secretTitle'),
      content: <code>{secret}</code>,
      confirmText: t('access.done'),
    });
  });
  const revoke = useAction(async (id: string) => {
    await accessApi.revokeKey(id);
    onChanged();
  });
  const limit = (value: string) => Math.max(1, Math.floor(Number(value) || 0));

  return (
    <>
      <List mode="card" header={t('access.keys')}>
        {keys.length === 0 && <List.Item>{t('access.noKeys')}</List.Item>}
        {keys.map((key) => (
          <List.Item
            key={key.id}
            description={t('access.keyUsage', { used: key.usedToday, quota: key.dailyQuota, perMinute: key.perMinute })}
            extra={
              key.revokedAt ? (
                <Tag color="default">{t('access.revoked')}</Tag>
              ) : (
                <Button size="mini" color="danger" fill="outline" onClick={() => void revoke.run(key.id)}>
                  {t('access.revoke')}
                </Button>
              )
            }
          >
            {key.name} <small>{key.prefix}…</small>
          </List.Item>
        ))}
      </List>
      <List mode="card" header={t('access.issueKey')}>
        <List.Item title={t('access.keyName')}>
          <Input value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
        </List.Item>
        <List.Item title={t('access.dailyQuota')}>
          <Input
            type="number"
            value={String(draft.dailyQuota)}
            onChange={(value) => setDraft({ ...draft, dailyQuota: limit(value) })}
          />
        </List.Item>
        <List.Item title={t('access.perMinute')}>
          <Input
            type="number"
            value={String(draft.perMinute)}
            onChange={(value) => setDraft({ ...draft, perMinute: limit(value) })}
          />
        </List.Item>
        <List.Item>
          <Button block color="primary" disabled={!draft.name.trim() || issue.busy} onClick={() => void issue.run()}>
            {t('access.issue')}
          </Button>
        </List.Item>
      </List>
    </>
  );
}
