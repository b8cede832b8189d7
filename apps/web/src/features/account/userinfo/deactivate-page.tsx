import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tokenStore } from '../../../shared/auth/token-store';
import { useAction } from '../../../shared/api/use-action';
import { PAGES } from '../../../shared/config/paths';
import { userApi } from './user-api';
import { toast } from '../../../shared/ui/toast';
import styles from './form.module.css';
import notice from './deactivate-page.module.css';

const CONSEQUENCES = ['signIn', 'release', 'personal', 'devices'] as const;

/** `userinfo/deactivate/deactivate`: what closing the account means, then a confirmation; it cannot be undone. */
export default function DeactivatePage() {
  const { t } = useTranslation(['userinfo', 'common']);
  const navigate = useNavigate();
  const deactivate = useAction(userApi.deactivate);

  const confirm = async () => {
    const confirmed = await Dialog.confirm({
      title: t('deactivate.confirmTitle'),
      content: t('deactivate.confirmText'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('deactivate.confirm'),
    });
    if (!confirmed) return;
    if (await deactivate.run()) {
      // Leave the page first, so the login guard does not ask to come back here.
      void navigate(PAGES.login, { replace: true });
      tokenStore.clear();
      toast.show({ content: t('deactivate.done') });
    }
  };

  return (
    <div className={styles.page}>
      <section className={notice.notice}>
        <h2>{t('deactivate.noticeTitle')}</h2>
        <ul>
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`deactivate.consequences.${key}`)}</li>
          ))}
        </ul>
      </section>
      <Button
        block
        color="danger"
        shape="rounded"
        size="large"
        loading={deactivate.busy}
        onClick={() => void confirm()}
      >
        {t('deactivate.submit')}
      </Button>
    </div>
  );
}
