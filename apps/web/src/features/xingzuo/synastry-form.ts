import { birthParams, natalFormOf, type NatalForm } from './natal-form';

/** The two births of a synastry page, kept in its address as `a.date=…&b.date=…`. */
export type Person = 'a' | 'b';

/** One person's parameters, unprefixed, as the natal page's address would carry them. */
function ownParams(params: URLSearchParams, person: Person): URLSearchParams {
  const own = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(`${person}.`)) own.set(key.slice(2), value);
  return own;
}

/** One person's birth from the prefixed parameters, read as the natal page reads its own. */
export const personForm = (params: URLSearchParams, person: Person): NatalForm | null =>
  natalFormOf(ownParams(params, person));

/** One person's birth parameters, to save their chart or open it on the natal page. */
export const personBirth = (params: URLSearchParams, person: Person): Record<string, string> =>
  birthParams(ownParams(params, person));

/** The parameters with one person's birth set (prefixed), the other's kept. */
export function withPerson(params: URLSearchParams, person: Person, birth: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([key]) => !key.startsWith(`${person}.`)));
  for (const [key, value] of Object.entries(birth)) next.set(`${person}.${key}`, value);
  return next;
}
