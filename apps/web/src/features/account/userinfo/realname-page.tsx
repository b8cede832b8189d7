import { useState } from 'react';
import { Button, Input, List, Skeleton } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ID_NUMBER_LENGTH } from '@tarot/core/identity/id-number';
import { REAL_NAME_LIMITS, type RealNameStatus } from '@tarot/contract/user';
import { localToday, realNameProblem } from './forms';
import { useAction } from '../../../shared/api/use-action';
import { useRealNameStatus, userApi } from './user-api';
import { toast } from '../../../shared/ui/toast';
import styles from './form.module.css';
import result from './realname-page.module.css';

function Verified({ status }: { status: RealNameStatus }) {
  const { t, i18n } = useTranslation('userinfo');
  const date = status.verifiedAt ? new Date(status.verifiedAt).toLocaleDateString(i18n.language) : '';
  return (
    <section className={result.result}>
      <span className={result.badge} aria-hidden="true">
        <CheckOutline />
      </span>
      <h2>{t('realName.done')}</h2>
      <dl className={result.facts}>
        <dt>{t('realName.name')}</dt>
        <dd>{status.realName}</dd>
        <dt>{t('realName.idNumber')}</dt>
        <dd>{status.idNumber}</dd>
        <dt>{t('realName.date')}</dt>
        <dd>{date}</dd>
      </dl>
    </section>
  );
}

/** `userinfo/realname-verify/realname-verify`: name and ID number once; afterwards only the masked result. */
export default function RealNamePage() {
  const { t } = useTranslation(['userinfo', 'errors']);
  const status = useRealNameStatus();
  const [realName, setRealName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const verify = useAction(userApi.verifyRealName);

  if (status.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (status.data?.verified) {
    return (
      <div className={styles.page}>
        <Verified status={status.data} />
      </div>
    );
  }

  const submit = async () => {
    const problem = realNameProblem(realName, idNumber, localToday());
    if (problem) return void toast.show({ content: t(problem) });
    // On success the cached status flips to verified and the page shows the masked result.
    await verify.run({ realName: realName.trim(), idNumber: idNumber.trim() });
  };

  return (
    <div className={styles.page}>
      <p className={styles.hint}>{t('realName.hint')}</p>
      <List mode="card">
        <List.Item>
          <Input
            placeholder={t('realName.name')}
            value={realName}
            onChange={setRealName}
            maxLength={REAL_NAME_LIMITS.name}
            clearable
            autoComplete="name"
            aria-label={t('realName.name')}
          />
        </List.Item>
        <List.Item>
          <Input
            placeholder={t('realName.idNumber')}
            value={idNumber}
            onChange={(value) => setIdNumber(value.replace(/[^\dXx]/g, '').slice(0, ID_NUMBER_LENGTH))}
            autoComplete="off"
            aria-label={t('realName.idNumber')}
          />
        </List.Item>
      </List>
      <p className={styles.hint}>{t('realName.privacy')}</p>
      <Button block color="primary" shape="rounded" size="large" loading={verify.busy} onClick={() => void submit()}>
        {t('realName.submit')}
      </Button>
    </div>
  );
}
