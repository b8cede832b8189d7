import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { InvitedPerson } from '@tarot/contract/points';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './invited-list.module.css';

/** The people who joined with my code: masked nickname, when, and what it earned me. */
export function InvitedList({ people, loading }: { people: readonly InvitedPerson[]; loading: boolean }) {
  const { t, i18n } = useTranslation('ucenter');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (loading) return <Skeleton.Paragraph lineCount={3} animated className={styles.skeleton} />;
  if (people.length === 0)
    return <ErrorBlock status="empty" title={t('invite.none')} description={t('invite.noneHint')} />;
  return (
    <ul className={styles.list}>
      {people.map((person, index) => (
        <li key={`${person.joinedAt}-${index}`} className={styles.item}>
          <span className={styles.avatar} aria-hidden="true">
            {[...person.nickname][0]}
          </span>
          <span className={styles.name}>{person.nickname}</span>
          <span className={styles.points}>+{person.points}</span>
          <span className={styles.date}>{t('invite.joined', { date: date.format(new Date(person.joinedAt)) })}</span>
        </li>
      ))}
    </ul>
  );
}
