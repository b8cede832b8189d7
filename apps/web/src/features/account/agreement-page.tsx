import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/page-header';
import styles from './agreement-page.module.css';

/** `/pages/uni-agree/uni-agree`: the user agreement and privacy policy, written for this app. */
export default function AgreementPage() {
  const { t } = useTranslation('account');
  const paragraphs = (key: string) => t(key, { returnObjects: true }) as unknown as string[];
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <PageHeader title={t('agreement.title')} />
      </div>
      <article className={styles.body}>
        <p className={styles.updated}>{t('agreement.updated')}</p>
        <h2>{t('agreement.userTitle')}</h2>
        {paragraphs('agreement.user').map((text) => (
          <p key={text}>{text}</p>
        ))}
        <h2>{t('agreement.privacyTitle')}</h2>
        {paragraphs('agreement.privacy').map((text) => (
          <p key={text}>{text}</p>
        ))}
      </article>
    </div>
  );
}
