import { z } from 'zod';

/** A text a reader sees: never empty or only spaces (a forgotten translation). */
export const text = z.string().refine((value) => value.trim() !== '', 'an empty text');

/** An object with a text under each of these keys and no other key. */
export const textsFor = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);
