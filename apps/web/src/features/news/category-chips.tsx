import { ARTICLE_CATEGORIES, type ArticleCategory } from '@tarot/contract/articles';
import { useTranslation } from 'react-i18next';
import styles from './category-chips.module.css';

interface CategoryChipsProps {
  readonly value: ArticleCategory | undefined;
  readonly onChange: (category: ArticleCategory | undefined) => void;
}

/** All articles, or one category's; a row that scrolls sideways on narrow phones. */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  const { t } = useTranslation('news');
  const choices: (ArticleCategory | undefined)[] = [undefined, ...ARTICLE_CATEGORIES];
  return (
    <div className={styles.row} role="tablist" aria-label={t('categoriesLabel')}>
      {choices.map((category) => (
        <button
          key={category ?? 'all'}
          type="button"
          role="tab"
          aria-selected={category === value}
          data-active={category === value}
          className={styles.chip}
          onClick={() => onChange(category)}
        >
          {t(`categories.${category ?? 'all'}`)}
        </button>
      ))}
    </div>
  );
}
