import { useState } from 'react';
import { Button, Input, Popup, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ChartTagCount } from '@tarot/contract/chart-tags';
import { useAction } from '../../../shared/api/use-action';
import { NAME_MAX_LENGTH } from '../chart-request';
import type { ChartStore } from '../chart-store';
import type { ChartEdit } from '../saved-charts';
import { chartName, type SavedChart } from '../saved-chart';
import { TagEditor } from './tag-editor';
import { toast } from '../../../shared/ui/toast';
import styles from './chart-hub-page.module.css';

interface ChartEditPopupProps {
  readonly chart: SavedChart | null;
  readonly store: ChartStore;
  readonly known: readonly ChartTagCount[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/** Renames a saved chart and edits its tags; the birth itself is the chart and is not edited here. */
export function ChartEditPopup({ chart, store, known, onClose, onSaved }: ChartEditPopupProps) {
  const { t } = useTranslation(['bazi', 'common']);
  // The parent keys this popup by the chart, so each opens with that chart's name and tags.
  const [name, setName] = useState(chart ? chartName(chart) : '');
  const [tags, setTags] = useState<readonly string[]>(chart?.tags ?? []);
  const [self, setSelf] = useState(chart?.self ?? false);
  // A 奇门 chart is a moment, not a birth: it cannot be the member's own.
  const marksSelf = store.marksSelf && chart !== null && chart.kind !== 'qimen';
  // True once stored; useAction answers undefined for a failure it has shown in the user's language.
  const { run, busy } = useAction(async (id: string, edit: ChartEdit) => {
    await store.edit(id, edit);
    return true;
  });

  const save = async () => {
    if (!chart || !(await run(chart.id, { name: name.trim(), tags, ...(marksSelf ? { self } : {}) }))) return;
    toast.show({ icon: 'success', content: t('hub.editSaved') });
    onSaved();
  };

  return (
    <Popup visible={chart !== null} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.popupTitle}>{t('hub.editTitle')}</h2>
      <label className={styles.field}>
        <span>{t('hub.name')}</span>
        <Input
          value={name}
          onChange={setName}
          maxLength={NAME_MAX_LENGTH}
          placeholder={t('summary.unnamed')}
          clearable
        />
      </label>
      <div className={styles.field}>
        <span>{t('hub.tags.label')}</span>
        <TagEditor value={tags} onChange={setTags} known={known} />
      </div>
      {marksSelf && (
        <label className={styles.selfField}>
          <span>
            {t('hub.selfLabel')}
            <small>{t('hub.selfHint')}</small>
          </span>
          <Switch checked={self} onChange={setSelf} aria-label={t('hub.selfLabel')} />
        </label>
      )}
      <div className={styles.popupActions}>
        <Button block onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button block color="primary" loading={busy} onClick={() => void save()}>
          {t('hub.saveEdit')}
        </Button>
      </div>
    </Popup>
  );
}
