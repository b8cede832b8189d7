import { inviteText } from '@tarot/contract/invite';
import type { InvitedPage, MyInvite } from '@tarot/contract/points';
import { AppError } from '../../errors';
import type { InviteRepo } from './invite-repo';
import type { LedgerRepo } from './ledger';

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
      const code = await invites.inviteCode(userId);
      if (!code) throw new AppError('NOT_FOUND', 'No such member');
      const [invitedCount, pointsEarned] = await Promise.all([invites.count(userId), ledger.earned(userId, 'invite')]);
      return { inviteCode: code, shareText: inviteText(code), invitedCount, pointsEarned };
    },

    async invited(userId: string, page: number, pageSize: number): Promise<InvitedPage> {
      const [rows, total] = await Promise.all([invites.page(userId, page, pageSize), invites.count(userId)]);
      const items = rows.map((row) => ({
        nickname: maskNickname(row.nickname),
        joinedAt: row.joinedAt.toISOString(),
        points: row.points,
      }));
      return { items, page, pageSize, total };
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
