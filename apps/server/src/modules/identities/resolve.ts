import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import { isUniqueViolation } from '../../db/unique-violation';
import type { ProviderProfile } from '../../providers/sign-in/provider';
import type { IdentityRepo } from './repo';

/**
 * The account an identity belongs to, if any. The subject (openid, sub) first; an openid seen
 * before without its unionid learns it now. Else the unionid: the same person through another
 * of the company's apps (WeChat's QR app and its 公众号), whose openid is then linked too. An
 * e-mail address never finds an account.
 */
export async function ownerOf(
  repo: IdentityRepo,
  provider: ThirdPartyProvider,
  { subject, unionid }: ProviderProfile,
): Promise<string | undefined> {
  const known = await repo.findBySubject(provider, subject);
  if (known) {
    if (!known.unionid && unionid) await repo.setUnionid(provider, subject, unionid);
    return known.userId;
  }
  if (!unionid) return undefined;
  const sibling = await repo.findByUnionid(provider, unionid);
  if (!sibling) return undefined;
  try {
    await repo.insert({ provider, subject, unionid, userId: sibling.userId });
  } catch (error) {
    // The same openid linked a moment ago by a parallel sign-in: that row says the same.
    if (!isUniqueViolation(error)) throw error;
  }
  return sibling.userId;
}
