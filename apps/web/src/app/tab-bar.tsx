import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TABS } from './tabs';
import styles from './tab-bar.module.css';

export function AppTabBar({ activeIndex }: { activeIndex: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = TABS[activeIndex] ?? TABS[0]!;
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      <TabBar safeArea activeKey={active.path} onChange={(path) => navigate(path)}>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.path} icon={tab.icon} title={t(`tabs.${tab.label}`)} />
        ))}
      </TabBar>
    </nav>
  );
}
