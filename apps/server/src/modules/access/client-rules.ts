import { ANY_PLATFORM } from '@tarot/contract/access';

export interface ClientRule {
  readonly routeGroup: string;
  readonly clientId: string;
  readonly platform: string;
}

export interface Caller {
  readonly clientId: string | undefined;
  readonly platform: string | undefined;
}

const inGroup = (path: string, group: string) => path === group || path.startsWith(`${group}/`);

/**
 * Whether a caller may call `path` (spec §6, 20101). The most specific route group with rules
 * decides: the call passes when one of its rules names the caller's client id on its platform
 * (or any platform). A path in no listed group is open, and so is everything with no list.
 */
export function isCallAllowed(rules: readonly ClientRule[], path: string, caller: Caller): boolean {
  const groups = rules.map((rule) => rule.routeGroup).filter((group) => inGroup(path, group));
  if (groups.length === 0) return true;
  const deciding = groups.reduce((longest, group) => (group.length > longest.length ? group : longest));
  return rules.some(
    (rule) =>
      rule.routeGroup === deciding &&
      rule.clientId === caller.clientId &&
      (rule.platform === ANY_PLATFORM || rule.platform === caller.platform),
  );
}
