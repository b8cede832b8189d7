import { useTranslation } from 'react-i18next';
import type { DailyCardResponse } from '@tarot/contract/tarot';
import { findCard } from '@tarot/core/tarot/deck';
import { CardGlyph } from './card-glyph';
import { monthGrid, type MonthText } from './month-grid';
import styles from './history-calendar.module.css';

interface HistoryCalendarProps {
  readonly month: MonthText;
  readonly draws: readonly DailyCardResponse[];
  readonly selected: string | null;
  readonly onSelect: (date: string) => void;
  /** The card's name in the reader's language, or '' while names load. */
  readonly cardName: (id: string) => string;
}

/** 2024-01-01 was a Monday: the seven days from it name the weekday columns. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(A_MONDAY + i * DAY_MS)));
}

/** A day as the reader's language writes it (`July 1, 2026`, `2026年7月1日`), for screen readers. */
function spokenDate(language: string, date: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** One month of daily cards: each drawn day shows the card's symbol and name, and opens on a tap. */
export function HistoryCalendar({ month, draws, selected, onSelect, cardName }: HistoryCalendarProps) {
  const { t, i18n } = useTranslation('tarot');
  const weeks = monthGrid(month, draws);
  return (
    <table className={styles.calendar}>
      <thead>
        <tr>
          {weekdayNames(i18n.language).map((name, index) => (
            <th key={index} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((cell, column) => {
              const card = cell?.draw && findCard(cell.draw.card.id);
              if (!cell?.draw || !card) return <td key={column}>{cell && <span>{cell.day}</span>}</td>;
              const name = cardName(card.id);
              const orientation = t(`orientation.${cell.draw.card.reversed ? 'reversed' : 'upright'}`);
              return (
                <td key={column}>
                  <button
                    type="button"
                    className={styles.drawn}
                    aria-pressed={cell.date === selected}
                    aria-label={t('dailyHistory.dayLabel', {
                      date: spokenDate(i18n.language, cell.date),
                      card: `${name} · ${orientation}`,
                    })}
                    onClick={() => onSelect(cell.date)}
                  >
                    <span>{cell.day}</span>
                    <CardGlyph className={styles.glyph} card={card} reversed={cell.draw.card.reversed} />
                    <small>{name}</small>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
