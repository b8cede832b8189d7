import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BroadcastFigures as Figures } from '@tarot/contract/broadcasts';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import styles from './broadcasts-page.module.css';

/** Recent broadcasts with how many messages were sent, delivered to a device, and opened. */
export function BroadcastFigures({ items }: { readonly items: readonly Figures[] }) {
  const { t, i18n } = useTranslation('broadcast');
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (items.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <List mode="card" header={t('list.heading')}>
      {items.map((item) => (
        <List.Item
          key={item.id}
          description={`${item.language ? LANGUAGE_NAMES[item.language] : t('form.everyone')} · ${date.format(new Date(item.createdAt))}`}
        >
          <div className={styles.title}>{item.title}</div>
          <dl className={styles.figures}>
            {(['recipients', 'sent', 'delivered', 'opened'] as const).map((figure) => (
              <div key={figure}>
                <dt>{t(`list.${figure}`)}</dt>
                <dd>{number.format(item[figure])}</dd>
              </div>
            ))}
          </dl>
        </List.Item>
      ))}
    </List>
  );
}
