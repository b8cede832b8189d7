import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './capsule-tabs.module.css';

export interface CapsuleTab<K extends string> {
  readonly key: K;
  readonly title: string;
}

interface CapsuleTabsProps<K extends string> {
  readonly tabs: readonly CapsuleTab<K>[];
  readonly activeKey: K;
  readonly onChange: (key: K) => void;
}

/** Which ends of the row have tabs scrolled out of view, for the fades that say so. */
type Hidden = { readonly start: boolean; readonly end: boolean };

/** Updates the fades when what the row shows has changed. */
function showHiddenEnds(row: HTMLElement, setHidden: (update: (shown: Hidden) => Hidden) => void): void {
  const next = { start: row.scrollLeft > 1, end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1 };
  setHidden((shown) => (shown.start === next.start && shown.end === next.end ? shown : next));
}

const smooth = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? ('auto' as const) : ('smooth' as const);

/**
 * A row of pill-shaped tabs that scrolls sideways, as on the card faces and spreads pages.
 * antd-mobile's CapsuleTabs animates its scrolling with react-spring (about 15 KB gzipped),
 * which made those pages' first download a sixth heavier: the browser scrolls this one.
 * A tablist in the ARIA sense: arrow keys, Home and End move between the tabs.
 */
export function CapsuleTabs<K extends string>({ tabs, activeKey, onChange }: CapsuleTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  const firstScroll = useRef(true);

  // The chosen tab moves to the middle of the row: at once on arrival, smoothly after a tap.
  useLayoutEffect(() => {
    const row = list.current;
    if (!row) return;
    const tab = row.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab) {
      const left = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
      row.scrollTo?.({ left, behavior: firstScroll.current ? 'auto' : smooth() });
    }
    firstScroll.current = false;
    showHiddenEnds(row, setHidden);
  }, [activeKey]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === activeKey);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };

  return (
    <div className={styles.frame} data-hidden-start={hidden.start} data-hidden-end={hidden.end}>
      <div
        ref={list}
        className={styles.row}
        role="tablist"
        onScroll={(event) => showHiddenEnds(event.currentTarget, setHidden)}
        onKeyDown={moveFocus}
      >
        {tabs.map(({ key, title }) => {
          const selected = key === activeKey;
          return (
            <button
              key={key}
              type="button"
              role="tab"
              data-key={key}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => !selected && onChange(key)}
            >
              {title}
            </button>
          );
        })}
      </div>
    </div>
  );
}
