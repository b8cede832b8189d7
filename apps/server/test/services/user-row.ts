import type { UserRow } from '../../src/modules/accounts/users/repo';

/** An active member's account row as the database would hold it; tests change what they test. */
export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 'member-1',
    username: 'member',
    nickname: '会员',
    mobile: null,
    email: null,
    avatar: null,
    passwordHash: null,
    role: ['user'],
    permission: [],
    status: 'active',
    tokenVersion: 0,
    inviteCode: 'INVITE-member-1',
    inviterId: null,
    score: 0,
    pushEnabled: true,
    pushReply: true,
    pushDailyTarotTime: null,
    pushCheckInReminder: false,
    pushHoroscopeTime: null,
    horoscopeSign: null,
    pushSkyNotices: false,
    language: null,
    deck: null,
    realName: null,
    idNumberHash: null,
    idNumberMasked: null,
    realNameVerifiedAt: null,
    createdAt: new Date('2026-06-01T00:00:00Z'),
    ...overrides,
  };
}
