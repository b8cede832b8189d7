import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '@tarot/contract/auth';
import { sendEmailCode } from '@tarot/contract/account-recovery';
import { call } from '../../shared/api/call';
import { showError } from '../../shared/api/show-error';
import { targetProblem, type CodeChannel } from './entry-forms';
import { SmsCodeButton } from './userinfo/sms-code-button';
import { CodeInput } from '../../shared/ui/digit-inputs';
import { toast } from '../../shared/ui/toast';

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
      toast.show({ content: t(problem) });
      return false;
    }
    try {
      if (channel === 'email') await call(sendEmailCode, { body: { email: target.trim(), scene } });
      // Registration codes exist only by e-mail; by SMS this row only resets passwords.
      else await call(sendSmsCode, { body: { mobile: target, scene: 'reset-password' } });
      toast.show({ content: t(channel === 'sms' ? 'entry:code.sentSms' : 'entry:code.sentEmail') });
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  return (
    <List.Item extra={<SmsCodeButton send={send} />}>
      <CodeInput placeholder={t('entry:code.placeholder')} value={value} onChange={onChange} />
    </List.Item>
  );
}
