import { PALACES } from '@tarot/core/calendar/ziwei-reading/vocabulary';
import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import styles from './ziwei-reading.module.css';

type Palace = ZiweiResponse['reading']['palaces'][number];

interface PalaceChooserProps {
  readonly palaces: readonly Palace[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly texts: ZiweiTexts;
}

/** The twelve palaces as chips in their customary order from 命宫, whatever branch each sits on. */
export function PalaceChooser({ palaces, selected, onSelect, texts }: PalaceChooserProps) {
  const ordered = [...palaces].sort((a, b) => PALACES.indexOf(a.palace) - PALACES.indexOf(b.palace));
  return (
    <div className={styles.chooser}>
      {ordered.map((palace) => (
        <button
          key={palace.index}
          type="button"
          className={styles.chip}
          aria-pressed={palace.index === selected}
          onClick={() => onSelect(palace.index)}
        >
          {texts.names.palaces[palace.palace]}
        </button>
      ))}
    </div>
  );
}
