import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ChartTagCount } from '@tarot/contract/chart-tags';
import styles from './chart-tags.module.css';

interface TagFilterProps {
  readonly tags: readonly ChartTagCount[];
  readonly value: string | null;
  readonly onChange: (tag: string | null) => void;
}

/** The empty string is no tag the contract allows, so it can stand for "all charts". */
const ALL = '';

/** "All" and one chip per tag the owner uses, most used first; choosing a tag keeps only its charts. */
export function TagFilter({ tags, value, onChange }: TagFilterProps) {
  const { t } = useTranslation('bazi');
  if (tags.length === 0) return null;
  return (
    <div role="group" aria-label={t('hub.tags.filter')} className={styles.filter}>
      <Selector
        showCheckMark={false}
        options={[{ label: t('hub.tags.all'), value: ALL }, ...tags.map(({ tag }) => ({ label: tag, value: tag }))]}
        value={[value ?? ALL]}
        // Tapping the chosen chip again unchooses it: that too means all charts.
        onChange={([chosen]) => onChange(chosen ? chosen : null)}
      />
    </div>
  );
}
