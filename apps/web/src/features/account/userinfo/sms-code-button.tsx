import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The server allows another code after 60 s; the button counts the same wait down. */
const RESEND_SECONDS = 60;

interface SmsCodeButtonProps {
  /** Asks for a code; resolves true when one was sent. */
  readonly send: () => Promise<boolean>;
}

/** "获取验证码", then "重新发送(Ns)" until another code may be asked for. */
export function SmsCodeButton({ send }: SmsCodeButtonProps) {
  const { t } = useTranslation('userinfo');
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait(wait - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const onClick = async () => {
    setBusy(true);
    const ok = await send().finally(() => setBusy(false));
    if (ok) {
      setSent(true);
      setWait(RESEND_SECONDS);
    }
  };

  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      loading={busy}
      disabled={wait > 0}
      onClick={() => void onClick()}
    >
      {wait > 0 ? t('code.resendIn', { seconds: wait }) : sent ? t('code.resend') : t('code.get')}
    </Button>
  );
}
