import { describe, expect, it } from 'vitest';
import { AppAgent5UserAnswer } from '@lobby/contract/agent';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../../test/accounts-client';
import type { TestApp } from '../../../test/test-app';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { RewardsRules } from '../rewards/rewards.settings';
import { AgentActivity } from './agent.settings';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const DAY = 86_400;

const { setClock, runJob, player, call, ok, betSettled, grantsOf, bonusOf } = useRewardsTestApp(
  (app, module) => {
    t = app;
    rewards = module;
  },
);
type Player = { token: string; userId: number };

const settle = () => runJob('rewards.agentCommission');
const agent5 = () => t.config.current().config.agent5;
const rates = () =>
  [1, 2, 3, 4, 5].map((l) => agent5().levels.find((x) => x.level === l)!.rebateBp);
const info = async (p: Player) => AppAgent5UserAnswer.parse(await ok(p, 'appAgent5User'));
const fill = (p: Player, pid: number) => call(p, 'agentFill', { pid });

/** Players each invited by the one before (`agentFill`), the first invited by no one. */
const chain = async (length: number) => {
  const players: Player[] = [];
  for (let i = 0; i < length; i++) {
    const p = await player();
    if (i > 0) expect((await fill(p, players[i - 1]!.userId)).errcode).toBe(0);
    players.push(p);
  }
  return players;
};

/** A credited deposit of the player, as the deposit trigger publishes it. */
const depositCredited = (userId: number, amount: number) =>
  t.database.db
    .insertInto('domain_events')
    .values({
      type: 'deposit.credited',
      user_id: userId,
      payload: JSON.stringify({ userId, orderNo: `agent-${userId}-${amount}`, amount, bonus: 0 }),
    })
    .execute();

const flags = async (p: Player) =>
  (await ok(p, 'activityGetStatusList')) as { agent5AwardFlag: boolean; hasAgent: boolean };

describe('the daily commission', () => {
  it('pays each agent its levels’ rates of their valid bets, five levels deep, once however often it runs', async () => {
    // p0 ← p1 ← … ← p6: p6 is six levels below p0, beyond its reach.
    const team = await chain(7);
    const bets = [0, 100_001, 200_003, 300_007, 400_009, 500_011, 600_013];
    for (let i = 1; i < team.length; i++) await betSettled(team[i]!.userId, { bet: bets[i]! });
    await rewards.engine.consumeAll();
    const r = rates();
    const owed = (top: number) =>
      Math.floor(r.reduce((sum, bp, level) => sum + (bets[top + level + 1] ?? 0) * bp, 0) / 10_000);

    const before = await info(team[0]!);
    expect(before.levels.map((l) => [l.level, l.members, l.todayValidBets])).toEqual(
      [1, 2, 3, 4, 5].map((l) => [l, 1, bets[l]]),
    );
    expect(before.levels.map((l) => l.rebateBp)).toEqual(r);
    expect(before.today).toEqual({
      validBets: bets.slice(1, 6).reduce((a, b) => a + b, 0),
      commission: owed(0),
    });
    expect(before.team).toEqual({ members: 5, newToday: 5 });
    expect(before.invitePath).toBe(`/?inviteCode=${before.inviteCode}`);
    // Today is not over: nothing is settled for it.
    await settle();
    expect(await grantsOf(team[0]!.userId, AgentActivity.Commission)).toHaveLength(0);

    await setClock(DAY);
    // Two instances at once, then again.
    await Promise.all([settle(), settle()]);
    await settle();
    for (const top of [0, 1, 2, 5]) {
      const granted = await grantsOf(team[top]!.userId, AgentActivity.Commission);
      expect(granted, `p${top}`).toHaveLength(1);
      expect(Number(granted[0]!.coin), `p${top}`).toBe(owed(top));
      expect(granted[0]!.awards).toEqual([{ propId: PropId.Coin, count: owed(top) }]);
    }
    // The bottom player has no downline: nothing.
    expect(await grantsOf(team[6]!.userId, AgentActivity.Commission)).toHaveLength(0);
    // p0's to the hundredth: each level's rate of its valid bets, summed and floored once.
    const after = await info(team[0]!);
    expect(after.yesterday).toEqual({ validBets: before.today.validBets, commission: owed(0) });
    expect(after.levels.map((l) => l.yesterdayValidBets)).toEqual(bets.slice(1, 6));
    expect(after.claimable).toBe(owed(0));
    expect(after.totalEarned).toBe(owed(0));
    expect(after.today.validBets).toBe(0);
    expect(await flags(team[0]!)).toMatchObject({ agent5AwardFlag: true, hasAgent: true });

    // Thirty claims at once pay once.
    const bonus = await bonusOf(team[0]!.userId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(team[0]!, 'appAgent5UserReceive')),
    );
    for (const a of answers) expect(a.errcode).toBe(0);
    // Those that found it claimable answer the first claim's answer; it is paid once.
    expect(new Set(answers.flatMap((a) => (a.data as { claimed: number[] }).claimed)).size).toBe(1);
    expect(await bonusOf(team[0]!.userId)).toBe(bonus + owed(0));
    // Again: nothing more.
    const again = await ok(team[0]!, 'appAgent5UserReceive');
    expect(again).toMatchObject({ claimed: [], awards: [] });
    expect(await bonusOf(team[0]!.userId)).toBe(bonus + owed(0));
    expect((await info(team[0]!)).claimable).toBe(0);
    expect(await flags(team[0]!)).toMatchObject({ agent5AwardFlag: false, hasAgent: false });

    // The history: the day's settlement, claimed.
    const log = (await ok(team[0]!, 'appAgent5UserLog', { pageSize: 10 })) as {
      list: { activity: string; status: string }[];
    };
    expect(log.list).toEqual([
      expect.objectContaining({ activity: AgentActivity.Commission, status: 'claimed' }),
    ]);
  });

  it('follows an inviter set later down the whole subtree, and refuses self-invites and cycles', async () => {
    const [a, b, c] = await chain(3);
    const top = await player();
    expect((await fill(a!, a!.userId)).errcode).toBe(ErrorCode.INVITER_NOT_ALLOWED);
    expect((await fill(a!, c!.userId)).errcode).toBe(ErrorCode.INVITER_NOT_ALLOWED);
    // a joins top's team late: b and c are top's levels 2 and 3 from then on.
    expect((await fill(a!, top.userId)).errcode).toBe(0);
    const team = await info(top);
    expect(team.levels.map((l) => l.members)).toEqual([1, 1, 1, 0, 0]);
    expect((await info(a!)).levels.map((l) => l.members)).toEqual([1, 1, 0, 0, 0]);
    expect((await info(c!)).team.members).toBe(0);
    expect(b).toBeDefined();
  });
});

describe('valid invites', () => {
  it('pays each valid invitee once, never one sharing the agent’s device', async () => {
    const accounts = accountsClient(t);
    const device = `agent-device-${Date.now()}`;
    const reg = async (fingerprint: string, phone = true) => {
      const r = phone
        ? await accounts.registerByPhone(undefined, undefined, { fingerprint })
        : await accounts.registerByAccount(undefined, undefined, { fingerprint });
      return { token: r.token, userId: r.user.id };
    };
    const agent = await reg(device);
    const friend = await reg(`${device}-friend`);
    const own = await reg(device);
    const small = await reg(`${device}-small`);
    // Valid in every way but a verified phone.
    const noPhone = await reg(`${device}-no-phone`, false);
    for (const p of [friend, own, small, noPhone])
      expect((await fill(p, agent.userId)).errcode).toBe(0);
    const { validInviteDeposit: deposit } = agent5();
    const bets = RewardsRules.parse({}).agent5.validInviteBets;
    for (const p of [friend, own, noPhone]) {
      await depositCredited(p.userId, deposit);
      await betSettled(p.userId, { bet: bets });
    }
    await depositCredited(small.userId, deposit - 1);
    await betSettled(small.userId, { bet: bets });
    await rewards.engine.consumeAll();

    expect((await info(agent)).validInvites).toMatchObject({
      count: 1,
      claimable: 1,
      reward: agent5().validInviteReward,
    });
    expect(await flags(agent)).toMatchObject({ hasAgent: true, agent5AwardFlag: true });
    const bonus = await bonusOf(agent.userId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(agent, 'appAgent5UserInviteValidReceive')),
    );
    for (const a of answers) expect(a.errcode).toBe(0);
    expect(await bonusOf(agent.userId)).toBe(bonus + agent5().validInviteReward);
    const granted = await grantsOf(agent.userId, AgentActivity.Invite);
    expect(granted.map((g) => [g.grant_key, g.status])).toEqual([
      [`invitee:${friend.userId}`, 'claimed'],
    ]);
    // Again: nothing more; the invitee on the agent's device never counts.
    expect(await ok(agent, 'appAgent5UserInviteValidReceive')).toMatchObject({ claimed: [] });
    expect(await bonusOf(agent.userId)).toBe(bonus + agent5().validInviteReward);
    expect((await info(agent)).validInvites).toMatchObject({ count: 1, claimable: 0 });
    expect(await flags(agent)).toMatchObject({ hasAgent: false });
  });

  it('never counts an invitee sharing a payout account with the agent', async () => {
    const accounts = accountsClient(t);
    const agent = await player();
    const phone = await accounts.registerByPhone();
    const friend = { token: phone.token, userId: phone.user.id };
    expect((await fill(friend, agent.userId)).errcode).toBe(0);
    for (const p of [agent, friend]) {
      await t.database.db
        .insertInto('receiving_accounts')
        .values({ user_id: p.userId, bank_id: 1, account_no: '000123456789', account_name: 'A' })
        .execute();
    }
    await depositCredited(friend.userId, agent5().validInviteDeposit);
    await betSettled(friend.userId, { bet: RewardsRules.parse({}).agent5.validInviteBets });
    await rewards.engine.consumeAll();
    expect((await info(agent)).validInvites.count).toBe(0);
  });
});
