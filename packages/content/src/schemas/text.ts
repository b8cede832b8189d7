import { z } from 'zod';

/** A text a reader sees: never empty or only spaces (a forgotten translation). */
export const text = z.string().refine((value) => value.trim() !== '', 'an empty text');

/** An object with the same kind of value under each of these keys and no other key. */
export const each = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>);

/** An object with a text under each of these keys and no other key. */
export const textsFor = <K extends string>(keys: readonly K[]) => each(keys, text);
