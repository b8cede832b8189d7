import { inviteText, normalizeInviteCode } from '@tarot/contract/invite';
import type { InvitedPage, MyInvite } from '@tarot/contract/points';
import { answerOf, type ListRequest } from '../../db/keyset';
import { AppError } from '../../errors';
import type { InviteRepo } from './invite-repo';
import type { LedgerRepo } from './ledger-repo';

/** Invitees see each other only by a masked nickname: its first and last character. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  if (chars.length <= 1) return `${chars[0] ?? ''}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}**${chars[chars.length - 1]}`;
}

export function createInviteService({ invites, ledger }: { invites: InviteRepo; ledger: LedgerRepo }) {
  return {
    async mine(userId: string): Promise<MyInvite> {
      const stored = await invites.inviteCode(userId);
      if (!stored) throw new AppError('NOT_FOUND', 'No such member');
      // Older codes are mixed-case; everyone is shown and shares the upper-case form that matches.
      const code = normalizeInviteCode(stored);
      const [invitedCount, pointsEarned] = await Promise.all([invites.count(userId), ledger.earned(userId, 'invite')]);
      return { inviteCode: code, shareText: inviteText(code), invitedCount, pointsEarned };
    },

    async invited(userId: string, request: ListRequest): Promise<InvitedPage> {
      return answerOf(request, await invites.page(userId, request), (row) => ({
        nickname: maskNickname(row.nickname),
        joinedAt: row.joinedAt.toISOString(),
        points: row.points,
      }));
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
