import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOOLS } from '../../shared/config/tools';
import { ToolIcon } from './tool-icons';
import styles from './tool-grid.module.css';

export function ToolGrid() {
  const { t } = useTranslation('home');
  if (TOOLS.length === 0) return <p className={styles.empty}>{t('toolsComing')}</p>;
  return (
    <ul className={styles.grid}>
      {TOOLS.map((tool) => (
        <li key={tool.id}>
          <Link className={styles.tile} to={tool.path}>
            <span className={styles.icon} data-tone={tool.tone}>
              <ToolIcon id={tool.id} className={styles.drawing} />
            </span>
            <span className={styles.label}>{t(`tools.${tool.id}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
