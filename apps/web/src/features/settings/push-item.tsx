import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showError } from '../../shared/api/show-error';
import { switchPush } from '../../shared/push/push-starter';
import { subscribeWebPush, unsubscribeWebPush } from '../../shared/push/web-push';
import { PushKindItems } from './push-kind-items';
import { usePreferencesEditor } from './use-preferences-editor';
import { toast } from '../../shared/ui/toast';

/**
 * Push notifications on or off, kept with the account (the push service reads it), and when on,
 * which kinds. Turning it on asks the browser for system notifications; turning it off forgets them.
 */
export function PushItem() {
  const { t } = useTranslation(['settings', 'push']);
  const editor = usePreferencesEditor();
  const enabled = editor.preferences?.pushEnabled ?? false;

  const toggle = (on: boolean) => {
    // The permission prompt must follow the tap at once, so it does not wait for the save.
    const webPush = on ? subscribeWebPush() : unsubscribeWebPush().then(() => undefined);
    const saved = editor.save({ pushEnabled: on });
    webPush
      .then(async (outcome) => {
        if (outcome === 'denied') toast.show({ content: t('push:settings.permissionDenied') });
        // The connection reads the saved choice, so it follows the save, not the tap.
        if (await saved) await switchPush(on);
      })
      .catch(showError);
  };

  return (
    <>
      <List.Item
        description={t('pushHint')}
        extra={
          <Switch
            checked={enabled}
            loading={editor.loading}
            disabled={editor.failed}
            onChange={toggle}
            aria-label={t('push')}
          />
        }
      >
        {t('push')}
      </List.Item>
      {enabled && editor.preferences && <PushKindItems preferences={editor.preferences} save={editor.save} />}
    </>
  );
}
