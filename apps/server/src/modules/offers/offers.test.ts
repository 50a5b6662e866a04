import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FirstDepositInfoAnswer, FollowInfoAnswer, FundInfoAnswer } from '@lobby/contract/offers';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient, ownNetworkIp } from '../../../test/accounts-client';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { common, useTestApp } from '../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { DEPOSIT_RULES_KEY, DepositRules } from '../deposits/deposit-rules';
import { depositsClient } from '../deposits/deposits-test-client';
import { gamesTestEnv } from '../games/games-test-client';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

let rewards: ReturnType<typeof rewardsModule>;

const t = useTestApp({ env: gamesTestEnv });
beforeAll(async () => {
  rewards = t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
});
beforeEach(async () => {
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
  await t.settings.set(DEPOSIT_RULES_KEY, DepositRules, {});
});

type Player = { token: string; userId: number };
const accounts = () => accountsClient(t);
/** A player registered by phone (verified), signed in on `device` from a network of its own. */
const phonePlayer = async (device = `device-${Math.random()}`): Promise<Player> => {
  const { token, user } = await accounts().registerByPhone(undefined, undefined, {
    fingerprint: device,
    ip: ownNetworkIp(),
  });
  return { token, userId: user.id };
};
const namePlayer = () => depositsClient(t).player();

const call = async (p: Player | null, name: string, body: object = {}) =>
  (await t.call(name, { ...common, ...body }, p ? { authorization: p.token } : {})).body;
const ok = async (p: Player | null, name: string, body: object = {}) => {
  const answer = await call(p, name, body);
  expect(answer.errcode, `${name}: ${answer.msg}`).toBe(0);
  return answer.data;
};
const bonusOf = async (userId: number) => (await balances(t.database.db, userId)).bonus;
const cashOf = async (userId: number) => (await balances(t.database.db, userId)).coin;
const grantsOf = (userId: number, activity: string) =>
  t.database.db
    .selectFrom('reward_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('activity', '=', activity)
    .execute();
const promoBalance = async (activity: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('user_id', 'is', null)
        .where('kind', '=', `house:promo:${activity}`)
        .executeTakeFirst()
    )?.balance ?? 0,
  );

describe('first deposit', () => {
  const info = async (p: Player | null) =>
    FirstDepositInfoAnswer.parse(await ok(p, 'firstDepositInfo'));

  it('shows a visitor the offer the deposit pays, from the served settings', async () => {
    await t.settings.set(DEPOSIT_RULES_KEY, DepositRules, {
      firstDepositBonusBp: 2_500,
      maxBonus: 30_000,
    });
    expect(await info(null)).toEqual({
      percentBp: 2_500,
      maxBonus: 30_000,
      minDeposit: 2_000,
      wageringMultiple: 5,
      maxWinMultiple: 5,
      state: 'open',
      bonusOpen: false,
      bonus: null,
    });
  });

  it('is open until a deposit takes it, then done with the bonus it took', async () => {
    const deposits = depositsClient(t);
    const p = await namePlayer();
    expect(await info(p)).toMatchObject({ state: 'open', bonusOpen: false, bonus: null });
    // An order not paid yet changes nothing.
    await deposits.order(p.token, 10_000, 1, undefined, { takeBonus: true });
    expect((await info(p)).state).toBe('open');
    const orderNo = await deposits.deposit(p.token, 10_000, 1, { takeBonus: true });
    const done = await info(p);
    // 20% of 100.00, the deposit module's bonus: no second one.
    expect(done).toMatchObject({
      state: 'done',
      bonusOpen: true,
      bonus: { orderNo, deposit: 10_000, amount: 2_000 },
    });
    expect(await bonusOf(p.userId)).toBe(12_000);
    // What getActivityIds tells the lobby (its start-up modal) says the same.
    expect((await ok(p, 'getActivityIds')).totalRecharge).toBe(10_000);
  });

  it('stays open when a deposit declined it, until a deposit takes it (ADR 0056)', async () => {
    const p = await namePlayer();
    const deposits = depositsClient(t);
    await deposits.deposit(p.token, 10_000);
    expect(await info(p)).toMatchObject({ state: 'open', bonusOpen: false, bonus: null });
    const orderNo = await deposits.deposit(p.token, 10_000, 1, { takeBonus: true });
    expect(await info(p)).toMatchObject({
      state: 'done',
      bonusOpen: true,
      bonus: { orderNo, deposit: 10_000, amount: 2_000 },
    });
  });
});

describe('follow rewards', () => {
  const channels = () => t.config.current().config.socialMedia;
  const info = async (p: Player | null) => FollowInfoAnswer.parse(await ok(p, 'followInfo'));

  it('lists every channel with its reward; a claim before opening is refused', async () => {
    const first = channels()[0]!;
    const visitor = await info(null);
    expect(visitor.channels).toHaveLength(channels().length);
    expect(visitor.channels[0]).toEqual({
      id: first.id,
      name: first.name,
      icon: first.icon,
      url: first.url,
      award: { propId: PropId.Coin, count: 100, unit: 'hundredths' },
      state: 'open',
    });

    const p = await phonePlayer();
    expect((await call(p, 'followReceive', { channelId: first.id })).errcode).toBe(
      ErrorCode.FOLLOW_NOT_OPENED,
    );
    expect(await grantsOf(p.userId, 'follow')).toEqual([]);
    expect(await ok(p, 'followOpen', { channelId: first.id })).toEqual({
      channelId: first.id,
      state: 'opened',
    });
    // Opening again records nothing more.
    await ok(p, 'followOpen', { channelId: first.id });
    const paid = await ok(p, 'followReceive', { channelId: first.id });
    expect(paid.awards).toEqual([{ propId: PropId.Coin, count: 100, unit: 'hundredths' }]);
    expect(await bonusOf(p.userId)).toBe(100);
    const after = await info(p);
    expect(after.channels.map((c) => c.state)).toEqual([
      'claimed',
      ...channels()
        .slice(1)
        .map(() => 'open'),
    ]);
    // The replay answers the first claim and pays nothing.
    const again = await ok(p, 'followReceive', { channelId: first.id });
    expect(again.grantId).toBe(paid.grantId);
    expect(await bonusOf(p.userId)).toBe(100);
    expect(await grantsOf(p.userId, 'follow')).toHaveLength(1);
    await expectBooksBalanced(t.database.db);
  });

  it('pays once when thirty claims of one channel arrive at once', async () => {
    const p = await phonePlayer();
    const channelId = channels()[1]!.id;
    await ok(p, 'followOpen', { channelId });
    const before = await promoBalance('follow');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(p, 'followReceive', { channelId })),
    );
    expect(answers.map((a) => a.errcode)).toEqual(Array(30).fill(0));
    expect(new Set(answers.map((a) => a.data.grantId)).size).toBe(1);
    expect(await bonusOf(p.userId)).toBe(100);
    expect(await promoBalance('follow')).toBe(before - 100);
  });

  it('follows the operator setting: a channel’s own award, or none', async () => {
    const [a, b] = channels();
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      follow: {
        award: { propId: PropId.Points, count: 500 },
        channels: { [String(b!.id)]: { propId: PropId.Coin, count: 0 } },
      },
    });
    const list = (await info(null)).channels;
    expect(list.find((c) => c.id === a!.id)!.award).toEqual({
      propId: PropId.Points,
      count: 500,
      unit: 'hundredths',
    });
    expect(list.find((c) => c.id === b!.id)!.award).toBeNull();
    const p = await phonePlayer();
    expect((await call(p, 'followOpen', { channelId: b!.id })).errcode).toBe(
      ErrorCode.FOLLOW_CHANNEL_NOT_FOUND,
    );
    expect((await call(p, 'followReceive', { channelId: 999 })).errcode).toBe(
      ErrorCode.FOLLOW_CHANNEL_NOT_FOUND,
    );
    await ok(p, 'followOpen', { channelId: a!.id });
    await ok(p, 'followReceive', { channelId: a!.id });
    expect((await balances(t.database.db, p.userId)).bonus).toBe(0);
  });

  it('asks a verified phone and one account per device, refusing before any grant', async () => {
    const channelId = channels()[2]!.id;
    // By account name: no phone.
    const named = await namePlayer();
    await ok(named, 'followOpen', { channelId });
    expect((await call(named, 'followReceive', { channelId })).errcode).toBe(
      ErrorCode.REWARD_NEEDS_PHONE,
    );
    expect(await grantsOf(named.userId, 'follow')).toEqual([]);

    const device = `follow-device-${Date.now()}`;
    const first = await phonePlayer(device);
    await ok(first, 'followOpen', { channelId });
    await ok(first, 'followReceive', { channelId });
    // A second account of the same device: refused, nothing granted, nothing paid.
    const second = await phonePlayer(device);
    await ok(second, 'followOpen', { channelId });
    expect((await call(second, 'followReceive', { channelId })).errcode).toBe(
      ErrorCode.REWARD_DEVICE_USED,
    );
    expect(await grantsOf(second.userId, 'follow')).toEqual([]);
    expect(await bonusOf(second.userId)).toBe(0);
    // Another channel too: the device has claimed follow rewards.
    const other = channels()[3]!.id;
    await ok(second, 'followOpen', { channelId: other });
    expect((await call(second, 'followReceive', { channelId: other })).errcode).toBe(
      ErrorCode.REWARD_DEVICE_USED,
    );
  });

  it('pays one of two accounts of one device claiming at the same moment', async () => {
    const device = `follow-race-${Date.now()}`;
    const channelId = channels()[0]!.id;
    const players = await Promise.all([phonePlayer(device), phonePlayer(device)]);
    for (const p of players) await ok(p, 'followOpen', { channelId });
    const outcomes = await Promise.all(players.map((p) => call(p, 'followReceive', { channelId })));
    expect(outcomes.map((o) => o.errcode).sort()).toEqual([0, ErrorCode.REWARD_DEVICE_USED]);
    // The refused account holds no grant waiting to be claimed (no red dot for nothing).
    const grants = await Promise.all(players.map((p) => grantsOf(p.userId, 'follow')));
    expect(grants.map((g) => g.length).sort()).toEqual([0, 1]);
  });

  it('counts a channel opened by one player for that player only; a session is needed', async () => {
    const channelId = channels()[0]!.id;
    const opener = await phonePlayer();
    const other = await phonePlayer();
    await ok(opener, 'followOpen', { channelId });
    expect((await call(other, 'followReceive', { channelId })).errcode).toBe(
      ErrorCode.FOLLOW_NOT_OPENED,
    );
    expect((await t.call('followReceive', { ...common, channelId })).status).toBe(401);
    expect((await t.call('followOpen', { ...common, channelId })).status).toBe(401);
    // A bad id is the request's fault, and changes nothing.
    const bad = await t.call(
      'followOpen',
      { ...common, channelId: -1 },
      { authorization: opener.token },
    );
    expect(bad.status).toBe(400);
  });
});

describe('the growth fund', () => {
  const info = async (p: Player | null) => FundInfoAnswer.parse(await ok(p, 'fundInfo'));
  const levels = () => t.config.current().config.levelConfigs;
  /** Valid bets that bring the player's experience to `level`'s threshold, consumed. */
  const climbTo = async (p: Player, level: number) => {
    const needExp = levels().find((l) => l.level === level)!.needExp;
    await t.database.db
      .insertInto('domain_events')
      .values({
        type: 'bet.settled',
        user_id: p.userId,
        payload: JSON.stringify({
          userId: p.userId,
          bet: needExp * 100,
          win: 0,
          validBet: needExp * 100,
        }),
      })
      .execute();
    await rewards.engine.consumeAll();
  };
  const rich = async (cash = 20_000) => {
    const p = await namePlayer();
    await depositsClient(t).deposit(p.token, cash);
    return p;
  };
  const dots = async (p: Player) =>
    (await ok(p, 'activityGetStatusList')) as { hasFund: boolean; hasFreeBonus: boolean };

  it('shows a visitor its price and milestones, all locked', async () => {
    const fund = await info(null);
    expect(fund).toMatchObject({ enabled: true, price: 10_000, boughtAt: null, level: 0, cash: 0 });
    expect(fund.milestones.map((m) => m.vipLevel)).toEqual([1, 2, 3, 4, 5]);
    expect(fund.milestones.every((m) => m.state === 'locked')).toBe(true);
  });

  it('is bought once from cash: thirty buys at once debit one price', async () => {
    const p = await rich(20_000);
    const before = await promoBalance('fund');
    const answers = await Promise.all(Array.from({ length: 30 }, () => call(p, 'fundBuy')));
    expect(answers.map((a) => a.errcode)).toEqual(Array(30).fill(0));
    expect(await cashOf(p.userId)).toBe(10_000);
    expect(await promoBalance('fund')).toBe(before + 10_000);
    const rows = await t.database.db
      .selectFrom('fund_purchases')
      .selectAll()
      .where('user_id', '=', p.userId)
      .execute();
    expect(rows).toHaveLength(1);
    // A repeat later answers the fund bought, and debits nothing.
    const again = FundInfoAnswer.parse(await ok(p, 'fundBuy'));
    expect(again.boughtAt).not.toBeNull();
    expect(again.cash).toBe(10_000);
    await expectBooksBalanced(t.database.db);
  });

  it('is refused without the cash, bonus money not counting, and when not on sale', async () => {
    const poor = await rich(5_000);
    expect((await call(poor, 'fundBuy')).errcode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await info(poor)).boughtAt).toBeNull();
    expect(await cashOf(poor.userId)).toBe(5_000);
    // A deposit taken with its bonus is bonus money, not cash.
    const bonusOnly = await namePlayer();
    await depositsClient(t).deposit(bonusOnly.token, 50_000, 1, { takeBonus: true });
    expect((await call(bonusOnly, 'fundBuy')).errcode).toBe(ErrorCode.INSUFFICIENT_BALANCE);

    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { fund: { enabled: false } });
    const p = await rich();
    expect((await call(p, 'fundBuy')).errcode).toBe(ErrorCode.FUND_CLOSED);
    expect(await cashOf(p.userId)).toBe(20_000);
  });

  it('returns each milestone once its VIP level is reached, as bonus coin, once', async () => {
    const p = await rich();
    expect((await call(p, 'fundReceive', { level: 1 })).errcode).toBe(ErrorCode.FUND_NOT_BOUGHT);
    await ok(p, 'fundBuy');
    expect((await call(p, 'fundReceive', { level: 1 })).errcode).toBe(
      ErrorCode.FUND_LEVEL_NOT_REACHED,
    );
    expect((await call(p, 'fundReceive', { level: 7 })).errcode).toBe(ErrorCode.FUND_NO_MILESTONE);
    expect(await grantsOf(p.userId, 'fund')).toEqual([]);
    expect((await dots(p)).hasFund).toBe(false);

    await climbTo(p, 2);
    expect(await dots(p)).toMatchObject({ hasFund: true });
    const fund = await info(p);
    expect(fund.level).toBe(2);
    expect(fund.milestones.map((m) => m.state)).toEqual([
      'claimable',
      'claimable',
      'locked',
      'locked',
      'locked',
    ]);
    const before = await promoBalance('fund');
    const paid = await ok(p, 'fundReceive', { level: 1 });
    expect(paid.awards).toEqual([{ propId: PropId.Coin, count: 2_000, unit: 'hundredths' }]);
    // Thirty claims of the next at once: one pays.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(p, 'fundReceive', { level: 2 })),
    );
    expect(answers.map((a) => a.errcode)).toEqual(Array(30).fill(0));
    expect(new Set(answers.map((a) => a.data.grantId)).size).toBe(1);
    // The replay of the first answers it again.
    expect((await ok(p, 'fundReceive', { level: 1 })).grantId).toBe(paid.grantId);
    expect(await promoBalance('fund')).toBe(before - 6_000);
    // Bonus coin (the VIP club's level-up bonuses wait in the bonus centre, unclaimed).
    expect(await bonusOf(p.userId)).toBe(6_000);
    expect((await info(p)).milestones.map((m) => m.state).slice(0, 2)).toEqual([
      'claimed',
      'claimed',
    ]);
    expect((await dots(p)).hasFund).toBe(false);
    // A fund no longer on sale still pays its buyers.
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { fund: { enabled: false } });
    await climbTo(p, 3);
    expect((await call(p, 'fundReceive', { level: 3 })).errcode).toBe(0);
    await expectBooksBalanced(t.database.db);
  });

  it('pays nothing to another player: a session names only its own fund', async () => {
    const buyer = await rich();
    await ok(buyer, 'fundBuy');
    await climbTo(buyer, 1);
    const other = await rich();
    await climbTo(other, 1);
    expect((await call(other, 'fundReceive', { level: 1 })).errcode).toBe(
      ErrorCode.FUND_NOT_BOUGHT,
    );
    expect((await dots(other)).hasFund).toBe(false);
    expect((await t.call('fundBuy', common)).status).toBe(401);
    expect((await t.call('fundReceive', { ...common, level: 1 })).status).toBe(401);
    const bad = await t.call(
      'fundReceive',
      { ...common, level: 0 },
      { authorization: other.token },
    );
    expect(bad.status).toBe(400);
  });
});
