import { useState, type ReactNode } from 'react';
import { List, Switch } from 'antd-mobile';
import { FaceRecognitionOutline, FingerdownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  devicePasskey,
  passkeyFailure,
  registerDevicePasskey,
  removeDevicePasskey,
} from '../../shared/passkeys/passkeys';
import { usePlatformAuthenticator } from '../../shared/passkeys/platform-authenticator';
import { toast } from '../../shared/ui/toast';

/**
 * Fingerprint and face unlock, only on devices with a platform authenticator. Both are
 * this device's passkey: the device decides whether a finger or a face unlocks it.
 */
export function BiometricItems() {
  const { t } = useTranslation(['passkey', 'settings', 'errors']);
  const available = usePlatformAuthenticator();
  const [enabled, setEnabled] = useState(() => devicePasskey.id() !== null);
  const [busy, setBusy] = useState(false);

  if (!available) return null;

  const toggle = async (on: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      if (on) await registerDevicePasskey();
      else await removeDevicePasskey();
      setEnabled(on);
      toast.show({ icon: 'success', content: t(on ? 'enabled' : 'disabled') });
    } catch (error) {
      const failure = passkeyFailure(error);
      if (failure !== 'cancelled') toast.show({ content: t(failure, { defaultValue: t('errors:unknown') }) });
    } finally {
      setBusy(false);
    }
  };

  const item = (label: string, icon: ReactNode) => (
    <List.Item
      prefix={icon}
      description={t('deviceHint')}
      extra={<Switch checked={enabled} loading={busy} onChange={(on) => void toggle(on)} aria-label={label} />}
    >
      {label}
    </List.Item>
  );
  return (
    <>
      {item(t('settings:fingerprint'), <FingerdownOutline aria-hidden="true" />)}
      {item(t('settings:face'), <FaceRecognitionOutline aria-hidden="true" />)}
    </>
  );
}
