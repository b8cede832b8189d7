import type { DrawnCard } from '@tarot/core/tarot/draw';
import { findCard } from '@tarot/core/tarot/deck';
import { findSpread } from '@tarot/core/tarot/spreads';
import { localStore } from '../../../shared/storage/local';

/** A reading kept on this device until accounts can keep it on the server. */
export interface SavedReading {
  readonly id: string;
  readonly spreadId: string;
  readonly cards: readonly DrawnCard[];
  readonly question: string;
  /** ISO time of saving. */
  readonly savedAt: string;
}

const KEY = 'tarot.readings';
/** Oldest readings drop off beyond this, so storage never fills up. */
export const SAVED_READINGS_LIMIT = 100;

function isSavedReading(value: unknown): value is SavedReading {
  if (typeof value !== 'object' || value === null) return false;
  const reading = value as Partial<SavedReading>;
  return (
    typeof reading.id === 'string' &&
    typeof reading.question === 'string' &&
    typeof reading.savedAt === 'string' &&
    findSpread(reading.spreadId ?? '') !== undefined &&
    Array.isArray(reading.cards) &&
    reading.cards.every((card: Partial<DrawnCard>) => findCard(card.id ?? '') && typeof card.reversed === 'boolean')
  );
}

/** Newest first; anything in storage that is not a reading is ignored, not trusted. */
export function listSavedReadings(): SavedReading[] {
  try {
    const parsed: unknown = JSON.parse(localStore.get(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedReading) : [];
  } catch {
    return [];
  }
}

export function saveReading(reading: Omit<SavedReading, 'id' | 'savedAt'>): SavedReading {
  const saved: SavedReading = { ...reading, id: crypto.randomUUID(), savedAt: new Date().toISOString() };
  localStore.set(KEY, JSON.stringify([saved, ...listSavedReadings()].slice(0, SAVED_READINGS_LIMIT)));
  return saved;
}

export function deleteSavedReading(id: string): void {
  localStore.set(KEY, JSON.stringify(listSavedReadings().filter((reading) => reading.id !== id)));
}
