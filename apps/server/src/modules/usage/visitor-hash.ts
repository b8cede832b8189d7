import { createHash } from 'node:crypto';
import type { UsageEventRepo } from './event-repo';

/**
 * Visitors as Plausible counts them, without cookies or stored addresses: a hash of the day's
 * random salt, the device's random id and its user agent. Once the salt is deleted (two days
 * on), nobody, us included, can tell whether two days' visitors were the same device.
 */
export function createVisitorHasher(events: Pick<UsageEventRepo, 'saltOf'>) {
  // Salts never change once stored; a few days' worth is all an instance ever needs.
  const salts = new Map<string, Promise<string>>();
  const saltOf = (day: string): Promise<string> => {
    let salt = salts.get(day);
    if (!salt) {
      if (salts.size >= 3) salts.delete(salts.keys().next().value!);
      salt = events.saltOf(day);
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  };
  return async (day: string, device: string, userAgent: string): Promise<string> => {
    const salt = await saltOf(day);
    return createHash('sha256').update(`${salt}\n${device}\n${userAgent}`).digest('hex').slice(0, 32);
  };
}

export type VisitorHasher = ReturnType<typeof createVisitorHasher>;
