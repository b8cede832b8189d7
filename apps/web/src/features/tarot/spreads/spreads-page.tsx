import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SPREAD_CATEGORIES, SPREADS, type SpreadCategory } from '@tarot/core/tarot/spreads';
import { pageLink } from '../../../shared/config/paths';
import { CapsuleTabs } from '../../../shared/ui/capsule-tabs';
import { SpreadLayout } from '../components/spread-layout';
import styles from './spreads-page.module.css';

const isCategory = (value: string | null): value is SpreadCategory =>
  (SPREAD_CATEGORIES as readonly string[]).includes(value ?? '');

/** Tab 2: the spreads by category, each with its layout, card count and purpose. */
export default function SpreadsPage() {
  const { t } = useTranslation(['spreads', 'tarot']);
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category: SpreadCategory = isCategory(raw) ? raw : 'general';

  return (
    <div className={styles.page}>
      <div className={styles.tabs}>
        <CapsuleTabs
          tabs={SPREAD_CATEGORIES.map((key) => ({ key, title: t(`categories.${key}`) }))}
          activeKey={category}
          onChange={(key) => setParams({ category: key }, { replace: true })}
        />
      </div>
      <ul className={styles.list}>
        {SPREADS.filter((spread) => spread.category === category).map((spread) => (
          <li key={spread.id}>
            <Link className={styles.item} to={pageLink('spreadDraw', { id: spread.id })}>
              <div className={styles.preview} aria-hidden="true">
                <SpreadLayout spread={spread} fitBox={72} renderSlot={() => <span className={styles.slot} />} />
              </div>
              <div className={styles.text}>
                <h2>{t(`${spread.id}.name`)}</h2>
                <p className={styles.count}>{t('tarot:spread.cardCount', { count: spread.positions.length })}</p>
                <p className={styles.purpose}>{t(`${spread.id}.purpose`)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
