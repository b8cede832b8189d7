import { useState } from 'react';
import { Button, Input, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MAX_CHART_TAG_LENGTH, MAX_CHART_TAGS, type ChartTagCount } from '@tarot/contract/chart-tags';
import { addTag, removeTag, tagChoices } from './tag-draft';
import styles from './chart-tags.module.css';

interface TagEditorProps {
  readonly value: readonly string[];
  readonly onChange: (tags: readonly string[]) => void;
  /** The owner's tags on other charts, offered with one tap. */
  readonly known: readonly ChartTagCount[];
}

/** A chart's tags as chips: × removes one, a typed tag or one of the owner's others adds one. */
export function TagEditor({ value, onChange, known }: TagEditorProps) {
  const { t } = useTranslation(['bazi', 'errors']);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (tag: string) => {
    const next = addTag(value, tag);
    if (typeof next === 'string') return setProblem(next);
    setProblem(null);
    setTyped('');
    onChange(next);
  };
  const choices = tagChoices(known, value);

  return (
    <div className={styles.editor}>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t('hub.tags.chosen')}>
          {value.map((tag) => (
            <li key={tag}>
              <Tag round color="primary" fill="outline" className={styles.chip}>
                {tag}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('hub.tags.remove', { tag })}
                  onClick={() => onChange(removeTag(value, tag))}
                >
                  ×
                </button>
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <Input
          value={typed}
          onChange={(next) => {
            setTyped(next);
            setProblem(null);
          }}
          onEnterPress={() => add(typed)}
          placeholder={t('hub.tags.placeholder')}
          aria-label={t('hub.tags.placeholder')}
          enterKeyHint="done"
        />
        <Button size="small" shape="rounded" disabled={typed.trim() === ''} onClick={() => add(typed)}>
          {t('hub.tags.add')}
        </Button>
      </div>
      <p className={problem ? styles.problem : styles.hint} role={problem ? 'alert' : undefined}>
        {problem ? t(`errors:${problem}`) : t('hub.tags.hint', { max: MAX_CHART_TAGS, length: MAX_CHART_TAG_LENGTH })}
      </p>
      {choices.length > 0 && (
        <>
          <p className={styles.hint}>{t('hub.tags.yours')}</p>
          <ul className={styles.chips}>
            {choices.map((tag) => (
              <li key={tag}>
                <button type="button" className={styles.choice} onClick={() => add(tag)}>
                  + {tag}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
