import { useState } from 'react';
import { Button, Input, List, Selector, SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_RULES,
  ANY_PLATFORM,
  SUGGESTED_ROUTE_GROUPS,
  type AccessRule,
  type AccessRuleBody,
} from '@tarot/contract/access';
import { CLIENT_PLATFORMS, WEB_CLIENT_ID } from '@tarot/contract/usage-rules';
import { useAction } from '../../../shared/api/use-action';
import { accessApi } from './access-api';

const PLATFORMS = [ANY_PLATFORM, ...CLIENT_PLATFORMS] as const;

/** The access list: who may call which route group; an empty list lets everyone call everything. */
export function RulesSection({ rules, onChanged }: { rules: readonly AccessRule[]; onChanged: () => void }) {
  const { t } = useTranslation('usage');
  const [draft, setDraft] = useState<AccessRuleBody>({
    routeGroup: SUGGESTED_ROUTE_GROUPS[0],
    clientId: WEB_CLIENT_ID,
    platform: ANY_PLATFORM,
  });
  const add = useAction(async () => {
    await accessApi.addRule(draft);
    onChanged();
  });
  const remove = useAction(async (id: string) => {
    await accessApi.deleteRule(id);
    onChanged();
  });
  const valid = ACCESS_RULES.routeGroup.test(draft.routeGroup) && ACCESS_RULES.clientId.test(draft.clientId);

  return (
    <>
      <List mode="card" header={t('access.rules')}>
        {rules.length === 0 && <List.Item description={t('access.noRules')}>{t('access.open')}</List.Item>}
        {rules.map((rule) => (
          <SwipeAction
            key={rule.id}
            rightActions={[
              { key: 'delete', text: t('access.delete'), color: 'danger', onClick: () => void remove.run(rule.id) },
            ]}
          >
            <List.Item
              description={`${rule.clientId} · ${t(`access.platforms.${rule.platform === '*' ? 'any' : rule.platform}`)}`}
            >
              {rule.routeGroup}
            </List.Item>
          </SwipeAction>
        ))}
      </List>
      <List mode="card" header={t('access.addRule')}>
        <List.Item title={t('access.routeGroup')}>
          <Input
            value={draft.routeGroup}
            placeholder={SUGGESTED_ROUTE_GROUPS.join(' ')}
            onChange={(routeGroup) => setDraft({ ...draft, routeGroup: routeGroup.trim() })}
          />
        </List.Item>
        <List.Item title={t('access.clientId')}>
          <Input value={draft.clientId} onChange={(clientId) => setDraft({ ...draft, clientId: clientId.trim() })} />
        </List.Item>
        <List.Item title={t('access.platform')}>
          <Selector
            options={PLATFORMS.map((value) => ({
              value,
              label: t(`access.platforms.${value === '*' ? 'any' : value}`),
            }))}
            value={[draft.platform]}
            onChange={([platform]) => platform && setDraft({ ...draft, platform })}
          />
        </List.Item>
        <List.Item>
          <Button block color="primary" disabled={!valid || add.busy} onClick={() => void add.run()}>
            {t('access.add')}
          </Button>
        </List.Item>
      </List>
    </>
  );
}
