import { isChineseName } from '@tarot/core/identity/chinese-name';
import { idNumberProblem } from '@tarot/core/identity/id-number';

/**
 * Checks that a name and an ID number belong together. A real provider (a licensed
 * identity-verification service) implements this; it gets the number only for the call
 * and the server keeps nothing but an HMAC and a masked form.
 */
export interface RealNameProvider {
  verify(realName: string, idNumber: string, today: string): Promise<boolean>;
}

/** Development: every name and number that pass the format checks belong together. */
export function createDevRealNameProvider(): RealNameProvider {
  return {
    async verify(realName, idNumber, today) {
      return isChineseName(realName) && idNumberProblem(idNumber, today) === null;
    },
  };
}
