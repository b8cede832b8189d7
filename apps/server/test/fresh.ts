/**
 * Fresh names, numbers and addresses for tests, so one test's accounts and rate limits never
 * touch another's. Each file passes its own number prefix and network: files may run at once.
 */
let sequence = 0;
const next = () => (sequence += 1);

/** A string no other call of this run returns. */
export const unique = (): string => `${Date.now().toString(36)}${next()}`;

/** A mainland mobile number starting with `prefix` (three digits, e.g. `139`). */
export const newMobile = (prefix: string): string =>
  `${prefix}${String(Date.now() % 1e6).padStart(6, '0')}${String(next() % 100).padStart(2, '0')}`;

/** An address in the private `network` (two octets, e.g. `10.9`). */
export const newIp = (network: string): string => {
  const n = next();
  return `${network}.${Math.floor(n / 250) % 250}.${n % 250}`;
};

/** `n` results of `make`, e.g. the requests of a burst. */
export const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
