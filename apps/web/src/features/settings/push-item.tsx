import { List, Switch } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserPreferences } from '@tarot/contract/preferences';
import { apiRequest } from '../../shared/api/http';
import { queryClient } from '../../shared/api/query-client';
import { showError } from '../../shared/api/show-error';

const PREFERENCES_KEY = ['user', 'preferences'];

/** Push notifications on or off, kept with the account (the push service reads it). */
export function PushItem() {
  const { t } = useTranslation(['settings', 'errors']);
  const preferences = useQuery(
    {
      queryKey: PREFERENCES_KEY,
      queryFn: () => apiRequest<UserPreferences>('GET', '/api/user/preferences'),
    },
    queryClient,
  );
  const change = useMutation(
    {
      mutationFn: (pushEnabled: boolean) =>
        apiRequest<UserPreferences>('PUT', '/api/user/preferences', { pushEnabled }),
      onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
      onError: (error) => showError(error),
    },
    queryClient,
  );
  const checked = change.isPending ? change.variables : (preferences.data?.pushEnabled ?? false);

  return (
    <List.Item
      description={t('pushHint')}
      extra={
        <Switch
          checked={checked}
          loading={preferences.isPending || change.isPending}
          disabled={preferences.isError}
          onChange={(value) => change.mutate(value)}
          aria-label={t('push')}
        />
      }
    >
      {t('push')}
    </List.Item>
  );
}
