import { describe, expect, it } from 'vitest';
import { checkInPoints, POINTS_RULES } from '@tarot/contract/points';
import { createAdCheckInService, type RewardedAdSource } from '../../src/modules/points/ad-check-in';
import { createPointsService } from '../../src/modules/points/service';
import { fakeCheckInRepo, fakeLedgerRepo, NO_TRANSACTION } from './fake-points-repos';

const MEMBER = 'member-1';

/** The points service over in-memory repositories, on a clock the test moves. */
function pointsAt(start: string) {
  let clock = new Date(start);
  const checkIns = fakeCheckInRepo();
  const ledger = fakeLedgerRepo();
  const sut = createPointsService({ checkIns: checkIns.repo, ledger: ledger.repo, now: () => clock });
  let scheduled = true;
  const source: RewardedAdSource = {
    pick: async () => (scheduled ? { id: 'promotion-1' } : undefined),
    toPromotion: (row) => ({
      id: row.id,
      mediaUrl: '/api/files/x',
      mediaType: 'image/png',
      link: '',
      languages: [],
      startsOn: '2026-06-01',
      endsOn: '2026-06-30',
      createdAt: '2026-05-31T00:00:00Z',
    }),
  };
  const ads = createAdCheckInService({ checkIns: checkIns.repo, ledger: ledger.repo, ads: source, now: () => clock });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  return { sut, ads, ledger, advance, unschedule: () => void (scheduled = false) };
}

const DAY_MS = 86_400_000;

describe('daily check-in', () => {
  it('grows one point a day with the streak, up to the bonus cap on the seventh day', async () => {
    const { sut, advance } = pointsAt('2026-06-01T02:00:00Z');
    const earned: number[] = [];
    for (let day = 1; day <= 9; day += 1) {
      earned.push((await sut.checkIn(MEMBER)).points);
      advance(DAY_MS);
    }
    expect(earned).toEqual([5, 6, 7, 8, 9, 10, 11, 11, 11]);
    expect(earned).toEqual(earned.map((_, index) => checkInPoints(index + 1)));
  });

  it('starts the streak again after a day without a check-in', async () => {
    const { sut, advance } = pointsAt('2026-06-01T02:00:00Z');
    await sut.checkIn(MEMBER);
    advance(DAY_MS);
    await sut.checkIn(MEMBER);
    advance(2 * DAY_MS);
    expect(await sut.checkIn(MEMBER)).toMatchObject({ streak: 1, points: POINTS_RULES.checkInBase });
  });

  it('refuses a second check-in on the same Shanghai day, even across midnight UTC', async () => {
    // 15:00 UTC is 23:00 in Shanghai; 16:30 UTC is already the next day there.
    const { sut, advance } = pointsAt('2026-06-01T10:00:00Z');
    await sut.checkIn(MEMBER);
    advance(5 * 3_600_000);
    await expect(sut.checkIn(MEMBER)).rejects.toMatchObject({ code: 'CHECK_IN_DONE_TODAY' });
    advance(1.5 * 3_600_000);
    await expect(sut.checkIn(MEMBER)).resolves.toMatchObject({ streak: 2 });
  });

  it('answers the running balance with each check-in', async () => {
    const { sut, advance } = pointsAt('2026-06-01T02:00:00Z');
    await sut.checkIn(MEMBER);
    advance(DAY_MS);
    expect((await sut.checkIn(MEMBER)).balance).toBe(checkInPoints(1) + checkInPoints(2));
  });
});

describe('ad check-in', () => {
  it('pays only for an ad of the member’s own that ran its full time, once', async () => {
    const { ads, advance } = pointsAt('2026-06-01T02:00:00Z');
    const { adViewId } = await ads.start(MEMBER, 'zh-Hans');
    await expect(ads.checkIn(MEMBER, adViewId)).rejects.toMatchObject({ code: 'AD_NOT_FINISHED' });
    advance(POINTS_RULES.adSeconds * 1000);
    await expect(ads.checkIn('someone-else', adViewId)).rejects.toMatchObject({ code: 'AD_VIEW_INVALID' });
    expect(await ads.checkIn(MEMBER, adViewId)).toMatchObject({ points: POINTS_RULES.adCheckIn });
    await expect(ads.checkIn(MEMBER, adViewId)).rejects.toMatchObject({ code: 'CHECK_IN_DONE_TODAY' });
  });

  it('takes only a view started today (Asia/Shanghai)', async () => {
    const { ads, advance } = pointsAt('2026-06-01T15:59:58Z'); // 23:59:58 in Shanghai
    const { adViewId } = await ads.start(MEMBER, 'zh-Hans');
    advance(POINTS_RULES.adSeconds * 1000);
    await expect(ads.checkIn(MEMBER, adViewId)).rejects.toMatchObject({ code: 'AD_VIEW_INVALID' });
  });

  it('has no ad, and no check-in, when nothing is scheduled', async () => {
    const { ads, unschedule } = pointsAt('2026-06-01T02:00:00Z');
    expect(await ads.available('en')).toBe(true);
    unschedule();
    expect(await ads.available('en')).toBe(false);
    await expect(ads.start(MEMBER, 'en')).rejects.toMatchObject({ code: 'AD_NOT_AVAILABLE' });
  });
});

describe('invitation award', () => {
  it('pays the inviter once per invitee, however often the registration event repeats', async () => {
    const { sut, ledger } = pointsAt('2026-06-01T02:00:00Z');
    const invitee = { id: 'invitee-1', inviterId: MEMBER };
    await sut.onRegistered(invitee, NO_TRANSACTION);
    await sut.onRegistered(invitee, NO_TRANSACTION);
    expect(ledger.entries.map((entry) => [entry.userId, entry.reason, entry.amount])).toEqual([
      [MEMBER, 'invite', POINTS_RULES.invite],
    ]);
  });

  it('never pays for inviting oneself, nor when nobody invited', async () => {
    const { sut, ledger } = pointsAt('2026-06-01T02:00:00Z');
    await sut.onRegistered({ id: MEMBER, inviterId: MEMBER }, NO_TRANSACTION);
    await sut.onRegistered({ id: 'walk-in', inviterId: null }, NO_TRANSACTION);
    expect(ledger.entries).toEqual([]);
  });
});
