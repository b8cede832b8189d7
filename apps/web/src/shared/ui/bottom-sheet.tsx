import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import styles from './bottom-sheet.module.css';

interface BottomSheetProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A titled sheet that rises from the bottom and scrolls when its contents are taller than the screen. */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </Popup>
  );
}
