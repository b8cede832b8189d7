import { natalFormOf, type NatalForm } from './natal-form';

/** The two births of a synastry page, kept in its address as `a.date=…&b.date=…`. */
export type Person = 'a' | 'b';

/** One person's birth from the prefixed parameters, read as the natal page reads its own. */
export function personForm(params: URLSearchParams, person: Person): NatalForm | null {
  const own = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(`${person}.`)) own.set(key.slice(2), value);
  return natalFormOf(own);
}

/** The parameters with one person's birth set (prefixed), the other's kept. */
export function withPerson(params: URLSearchParams, person: Person, birth: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([key]) => !key.startsWith(`${person}.`)));
  for (const [key, value] of Object.entries(birth)) next.set(`${person}.${key}`, value);
  return next;
}
