import { useState } from 'react';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CodeInput, MobileInput } from '../../../shared/ui/digit-inputs';
import { useGoBack } from '../../../shared/ui/use-go-back';
import { bindMobileProblem, mobileProblem } from './forms';
import { SmsCodeButton } from './sms-code-button';
import { useAction } from '../../../shared/api/use-action';
import { useProfile, userApi } from './user-api';
import { toast } from '../../../shared/ui/toast';
import styles from './form.module.css';

/** `userinfo/bind-mobile/bind-mobile`: bind or change the phone with a code sent to the new number. */
export default function BindMobilePage() {
  const { t } = useTranslation(['userinfo', 'errors']);
  const goBack = useGoBack();
  const current = useProfile().data?.mobile;
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const sendCode = useAction(userApi.sendBindMobileCode);
  const bind = useAction(userApi.bindMobile);

  const send = async () => {
    const problem = mobileProblem(mobile);
    if (problem) {
      toast.show({ content: t(problem) });
      return false;
    }
    const sent = await sendCode.run(mobile);
    if (sent) toast.show({ content: t('code.sent') });
    return Boolean(sent);
  };

  const submit = async () => {
    const problem = bindMobileProblem(mobile, code);
    if (problem) return void toast.show({ content: t(problem) });
    if (await bind.run({ mobile, code })) {
      toast.show({ content: t('mobile.bound') });
      goBack();
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.hint}>{current ? t('mobile.current', { mobile: current }) : t('mobile.hint')}</p>
      <List mode="card">
        <List.Item prefix={<span className={styles.prefix}>+86</span>}>
          <MobileInput
            placeholder={t('mobile.placeholder')}
            label={t('fields.mobile')}
            value={mobile}
            onChange={setMobile}
          />
        </List.Item>
        <List.Item extra={<SmsCodeButton send={send} />}>
          <CodeInput placeholder={t('code.placeholder')} label={t('code.label')} value={code} onChange={setCode} />
        </List.Item>
      </List>
      <Button block color="primary" shape="rounded" size="large" loading={bind.busy} onClick={() => void submit()}>
        {t('mobile.submit')}
      </Button>
    </div>
  );
}
