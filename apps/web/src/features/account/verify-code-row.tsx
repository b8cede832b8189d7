import { Input, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../shared/api/http';
import { showError } from '../../shared/api/show-error';
import { targetProblem, type CodeChannel } from './entry-forms';
import { SmsCodeButton } from './userinfo/sms-code-button';

interface VerifyCodeRowProps {
  readonly channel: CodeChannel;
  /** The phone number or e-mail address the code goes to. */
  readonly target: string;
  readonly scene: 'register-email' | 'reset-password';
  readonly value: string;
  readonly onChange: (code: string) => void;
}

/** The 6-digit code field with its "get code" button, counting down the 60 s resend wait. */
export function VerifyCodeRow({ channel, target, scene, value, onChange }: VerifyCodeRowProps) {
  const { t } = useTranslation(['entry', 'account', 'errors']);

  const send = async (): Promise<boolean> => {
    const problem = targetProblem(channel, target);
    if (problem) {
      Toast.show({ content: t(problem) });
      return false;
    }
    try {
      if (channel === 'sms') await apiRequest('POST', '/api/auth/sms-code', { mobile: target, scene });
      else await apiRequest('POST', '/api/auth/email-code', { email: target.trim(), scene });
      Toast.show({ content: t(channel === 'sms' ? 'entry:code.sentSms' : 'entry:code.sentEmail') });
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  return (
    <List.Item extra={<SmsCodeButton send={send} />}>
      <Input
        inputMode="numeric"
        placeholder={t('entry:code.placeholder')}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
        autoComplete="one-time-code"
        aria-label={t('entry:code.placeholder')}
      />
    </List.Item>
  );
}
