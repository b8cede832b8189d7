import type { AccessRule, AccessRuleBody } from '@tarot/contract/access';
import { AppError } from '../../errors';
import { isCallAllowed, type Caller, type ClientRule } from './client-rules';
import type { AccessRepo } from './repo';

/**
 * Every API call is checked against the list, so it is read from memory: each instance reloads
 * it at most this often, and at once after a change it made itself.
 */
const RULES_TTL_MS = 10_000;

type RuleRow = Awaited<ReturnType<AccessRepo['listRules']>>[number];

const toRule = (row: RuleRow): AccessRule => ({
  id: row.id,
  routeGroup: row.routeGroup,
  clientId: row.clientId,
  platform: row.platform as AccessRule['platform'],
  createdAt: row.createdAt.toISOString(),
});

export function createClientAccessService(repo: AccessRepo, now: () => number = Date.now) {
  let cached: { rules: readonly ClientRule[]; at: number } | undefined;
  let loading: Promise<readonly ClientRule[]> | undefined;

  const currentRules = async (): Promise<readonly ClientRule[]> => {
    if (cached && now() - cached.at < RULES_TTL_MS) return cached.rules;
    // One reload however many requests arrive while it runs.
    loading ??= repo
      .listRules()
      // Unreadable (the database is down or closing): the last list known, or none, until the next try,
      // so the outage is answered by the routes and probes themselves rather than here.
      .catch((): readonly ClientRule[] => cached?.rules ?? [])
      .then((rules) => {
        cached = { rules, at: now() };
        return rules;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return {
    /** Refuses with 20101 a caller the list does not allow on `path`. */
    async check(path: string, caller: Caller): Promise<void> {
      if (!isCallAllowed(await currentRules(), path, caller)) throw new AppError('20101');
    },

    list: async (): Promise<AccessRule[]> => (await repo.listRules()).map(toRule),

    async add(body: AccessRuleBody): Promise<AccessRule> {
      const row = await repo.insertRule(body);
      cached = undefined;
      return toRule(row);
    },

    async remove(id: string): Promise<{ ok: true }> {
      if (!(await repo.deleteRule(id))) throw new AppError('NOT_FOUND');
      cached = undefined;
      return { ok: true };
    },
  };
}

export type ClientAccessService = ReturnType<typeof createClientAccessService>;
