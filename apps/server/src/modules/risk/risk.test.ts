import { describe, expect, it, beforeEach } from 'vitest';
import { RiskGraphAnswer, RiskPlayersAnswer } from '@lobby/contract/console-risk';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../../test/accounts-client';
import { consoleClient } from '../../../test/console-client';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import type { TestApp } from '../../../test/test-app';
import { common } from '../../../test/test-app';
import { inTransaction } from '@/db/database';
import { SecurityEventKind } from '@/core/security-events';
import { PropId } from '../rewards/awards';
import { depositsClient } from '../deposits/deposits-test-client';
import { withdrawalKit } from '../withdrawals/withdrawal-test-kit';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import type { RiskService } from './risk.service';
import { WITHDRAWAL_RULES_KEY, WithdrawalRules } from '../withdrawals/withdrawal-rules';
import { RISK_RULES_KEY, RiskRules } from './risk.settings';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
let risk: RiskService;
const { bonusOf } = useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
  risk = (app.modules.find((m) => m.name === 'risk') as unknown as { service: RiskService })
    .service;
});

beforeEach(async () => {
  await t.settings.set(RISK_RULES_KEY, RiskRules, {});
  await t.settings.set(WITHDRAWAL_RULES_KEY, WithdrawalRules, {});
});

interface Player {
  token: string;
  userId: number;
  password: string;
}

let networkSeq = 0;
/** A network (/24) of its own for a test's players: `host(n)` is its n-th address. */
const newNetwork = () => {
  const n = networkSeq++;
  return (host: number) => `10.${100 + Math.floor(n / 250)}.${n % 250}.${host}`;
};
let areaSeq = 0;
/** A phone number generator under a prefix of its own (`+1 2xx`), so prefixes meet only on purpose. */
const newArea = () => {
  const area = 200 + areaSeq++;
  let line = 0;
  return () => `+1${area}555${String(1000 + line++)}`;
};
const anyArea = newArea();

/** A player registered by phone (verified) from `ip`, with `fingerprint` or none. */
const player = async (
  ip: string,
  fingerprint?: string,
  mobile: () => string = anyArea,
): Promise<Player> => {
  const { token, user, password } = await accountsClient(t).registerByPhone(mobile(), undefined, {
    ip,
    ...(fingerprint ? { fingerprint } : {}),
  });
  return { token, userId: user.id, password };
};

const call = async (p: Player, name: string, body: object = {}) =>
  (await t.call(name, { ...common, ...body }, { authorization: p.token })).body;

const signUpGrant = async (userId: number) =>
  (await t.database.db
    .selectFrom('reward_grants')
    .select('id')
    .where('user_id', '=', userId)
    .where('activity', '=', 'sign-up')
    .executeTakeFirstOrThrow())!.id;

/** Claims the player's sign-up bonus; its errcode. */
const claimSignUp = async (p: Player) =>
  (await call(p, 'betBonusReceive', { id: Number(await signUpGrant(p.userId)) })).errcode;

/** Opens a follow channel and claims its reward; its errcode. */
const claimFollow = async (p: Player, channelId = t.config.current().config.socialMedia[0]!.id) => {
  expect((await call(p, 'followOpen', { channelId })).errcode).toBe(0);
  return (await call(p, 'followReceive', { channelId })).errcode;
};

const promised = () => t.config.current().config.clientConfig.lobbyBonusAmount;
const linkedIds = async (p: Player) =>
  new Set(
    (await inTransaction(t.database.db, (trx) => risk.linkedAccounts(trx, p.userId))).map(
      (l) => l.userId,
    ),
  );
const riskOf = (p: Player) => inTransaction(t.database.db, (trx) => risk.riskOf(trx, p.userId));
const consumed = () => rewards.engine.consumeAll();

describe('the linked-account graph and no-deposit rewards', () => {
  it('links headerless accounts by address and refuses the second (1412); no device alone links none', async () => {
    const net = newNetwork();
    const first = await player(net(1));
    const sameIp = await player(net(1));
    const sameNetwork = await player(net(2));
    // With a fingerprint on the network, at another address: not linked by "no device".
    const withDevice = await player(net(3), `device-${Math.random()}`);
    // Without a fingerprint, elsewhere: `none` alone links nobody.
    const elsewhere = await player(newNetwork()(1));
    await consumed();

    expect(await claimSignUp(first)).toBe(0);
    expect(await claimSignUp(sameIp)).toBe(ErrorCode.REWARD_LINKED_ACCOUNT);
    expect(await claimSignUp(sameNetwork)).toBe(ErrorCode.REWARD_LINKED_ACCOUNT);
    expect(await claimSignUp(withDevice)).toBe(0);
    expect(await claimSignUp(elsewhere)).toBe(0);
    expect(await bonusOf(sameIp.userId)).toBe(0);
    expect(await bonusOf(sameNetwork.userId)).toBe(0);

    expect(await linkedIds(first)).toEqual(new Set([sameIp.userId, sameNetwork.userId]));
    expect(await linkedIds(elsewhere)).toEqual(new Set());
    // "No device" counts against the account.
    expect((await riskOf(sameIp)).reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['linkedAccounts', 'noDevice']),
    );
  });

  it('links by address only within the window (setting)', async () => {
    await t.settings.set(RISK_RULES_KEY, RiskRules, { ipWindowSeconds: 3_600 });
    const net = newNetwork();
    const device = () => `device-${Math.random()}`;
    const first = await player(net(1), device());
    await consumed();
    expect(await claimSignUp(first)).toBe(0);
    // Two hours on, from the same address: not linked.
    await t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: { offsetSeconds: 7_200 } });
    const later = await player(net(1), device());
    await consumed();
    expect(await linkedIds(later)).toEqual(new Set());
    expect(await claimSignUp(later)).toBe(0);
  });

  it('refuses an account sharing a device with one that claimed (1406), follow rewards too', async () => {
    const device = `device-${Math.random()}`;
    const first = await player(newNetwork()(1), device);
    const second = await player(newNetwork()(1), device);
    await consumed();
    expect(await claimSignUp(first)).toBe(0);
    expect(await claimSignUp(second)).toBe(ErrorCode.REWARD_DEVICE_USED);
    expect(await claimFollow(first)).toBe(0);
    expect(await claimFollow(second)).toBe(ErrorCode.REWARD_DEVICE_USED);
  });

  it('links accounts that paid with one card (the provider’s fingerprint), never showing the number', async () => {
    const card = '4000056655665556';
    const area = newArea();
    const scene = () => ({ ip: newNetwork()(1), fingerprint: `device-${Math.random()}` });
    /** A player who deposits from their own address and device with `paidWith`. */
    const depositor = async (paidWith: string) => {
      const { ip, fingerprint } = scene();
      const p = await player(ip, fingerprint, area);
      const ordered = await accountsClient(t).call(
        'recharge',
        { rechargeTypeId: 1, amount: 5_000 },
        { token: p.token, ip, fingerprint },
      );
      expect(ordered.body.errcode, ordered.body.msg).toBe(0);
      const paid = await depositsClient(t).sandboxPay(
        ordered.body.data.orderNo,
        'success',
        paidWith,
      );
      expect(paid.data?.status).toBe('credited');
      return p;
    };
    const first = await depositor(card);
    const second = await depositor(card);
    const other = await depositor('5555555555554444');
    await consumed();
    expect(await claimSignUp(first)).toBe(0);
    expect(await claimSignUp(second)).toBe(ErrorCode.REWARD_LINKED_ACCOUNT);
    expect(await claimSignUp(other)).toBe(0);
    expect(await linkedIds(second)).toEqual(new Set([first.userId]));
    const stored = await t.database.db
      .selectFrom('risk_signals')
      .select('value')
      .where('kind', '=', 'paymentMethod')
      .where('user_id', '=', first.userId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value).not.toContain(card);
    expect(stored[0]!.value).toMatch(/card_[0-9a-f]{16}/);
  });

  it('links accounts that name the same payout account, however it is written', async () => {
    // Under the default (`refuse`) the second could not save it at all (withdrawal-trust.test.ts);
    // under `review` it is saved, and the graph links the two.
    await t.settings.set(WITHDRAWAL_RULES_KEY, WithdrawalRules, { sharedAccount: 'review' });
    const first = await player(newNetwork()(1), `device-${Math.random()}`);
    const second = await player(newNetwork()(1), `device-${Math.random()}`);
    for (const [p, accountNo] of [
      [first, '6222 0202-0011 2233'],
      [second, '6222020200112233'],
    ] as const) {
      const added = await call(p, 'addBankInfo', {
        bankId: 1,
        accountName: 'Shared Payee',
        accountNo,
        password: p.password,
      });
      expect(added.errcode, added.msg).toBe(0);
    }
    await consumed();
    expect(await claimSignUp(first)).toBe(0);
    expect(await claimSignUp(second)).toBe(ErrorCode.REWARD_LINKED_ACCOUNT);
    const { score, reasons } = await riskOf(second);
    const shared = reasons.find((r) => r.code === 'sharedPayoutAccount');
    expect(shared?.weight).toBe(RiskRules.parse({}).weightSharedPayoutAccount);
    expect(score).toBe(reasons.reduce((sum, r) => sum + r.weight, 0));
  });

  it('refuses sign-up bonus claims over the velocity limit of a network (1413) and logs it', async () => {
    const net = newNetwork();
    const players = [];
    for (const host of [1, 2, 3]) players.push(await player(net(host), `device-${Math.random()}`));
    await consumed();
    // Guard off (a limit the three stay within): the third would be paid.
    await t.settings.set(RISK_RULES_KEY, RiskRules, { signUpClaimsPerIp24PerHour: 3 });
    expect(await claimSignUp(players[0]!)).toBe(0);
    expect(await claimSignUp(players[1]!)).toBe(0);
    await t.settings.set(RISK_RULES_KEY, RiskRules, { signUpClaimsPerIp24PerHour: 2 });
    const before = await t.securityEvents.count(SecurityEventKind.RewardVelocity);
    expect(await claimSignUp(players[2]!)).toBe(ErrorCode.REWARD_VELOCITY);
    expect(await t.securityEvents.count(SecurityEventKind.RewardVelocity)).toBe(before + 1);
    expect(await bonusOf(players[2]!.userId)).toBe(0);
    // Kept for the score once the claim rolled back.
    expect((await riskOf(players[2]!)).reasons.map((r) => r.code)).toContain('velocity');
    // An hour on, the network's claims are behind the window.
    await t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: { offsetSeconds: 3_700 } });
    expect(await claimSignUp(players[2]!)).toBe(0);
  });

  it('refuses by phone prefix too', async () => {
    await t.settings.set(RISK_RULES_KEY, RiskRules, { signUpClaimsPerPhonePrefixPerHour: 1 });
    const area = newArea();
    const a = await player(newNetwork()(1), `device-${Math.random()}`, area);
    const b = await player(newNetwork()(1), `device-${Math.random()}`, area);
    await consumed();
    expect(await claimSignUp(a)).toBe(0);
    expect(await claimSignUp(b)).toBe(ErrorCode.REWARD_VELOCITY);
  });

  it('links a burst of sign-ups from one network (setting)', async () => {
    await t.settings.set(RISK_RULES_KEY, RiskRules, { signUpsPerIp24PerHour: 2 });
    const net = newNetwork();
    const players = [];
    for (const host of [1, 2, 3]) players.push(await player(net(host), `device-${Math.random()}`));
    expect(await linkedIds(players[0]!)).toEqual(new Set([players[1]!.userId, players[2]!.userId]));
    await t.settings.set(RISK_RULES_KEY, RiskRules, { signUpsPerIp24PerHour: 3 });
    expect(await linkedIds(players[0]!)).toEqual(new Set());
  });

  it('pays one of thirty linked accounts claiming at the same moment', async () => {
    const ip = newNetwork()(1);
    const players = [];
    for (let i = 0; i < 30; i++) players.push(await player(ip, `device-${Math.random()}`));
    await consumed();
    const ids = await Promise.all(players.map((p) => signUpGrant(p.userId)));
    const outcomes = await Promise.all(
      players.map(
        async (p, i) => (await call(p, 'betBonusReceive', { id: Number(ids[i]) })).errcode,
      ),
    );
    expect(outcomes.filter((e) => e === 0)).toHaveLength(1);
    expect(outcomes.filter((e) => e === ErrorCode.REWARD_LINKED_ACCOUNT)).toHaveLength(29);
    const paid = await Promise.all(players.map((p) => bonusOf(p.userId)));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(promised());
  });

  it('guards an activity whose rules say noDeposit; without the flag it pays both', async () => {
    const grant = (userId: number, activity: string) =>
      inTransaction(t.database.db, (trx) =>
        rewards.grants.grant(trx, {
          userId,
          activity,
          key: 'once',
          awards: [{ propId: PropId.Coin, count: 500 }],
          expiresAt: null,
        }),
      );
    const claimOf = async (p: Player, id: number) =>
      (await call(p, 'betBonusReceive', { id })).errcode;
    const ip = newNetwork()(1);
    const a = await player(ip);
    const b = await player(ip);
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      activities: { 'promo-free': { noDeposit: true }, 'promo-open': {} },
    });
    for (const activity of ['promo-free', 'promo-open']) {
      const first = (await grant(a.userId, activity))!;
      const second = (await grant(b.userId, activity))!;
      expect(await claimOf(a, first)).toBe(0);
      expect(await claimOf(b, second)).toBe(
        activity === 'promo-free' ? ErrorCode.REWARD_LINKED_ACCOUNT : 0,
      );
    }
  });
});

describe('the graph of a crowded address', () => {
  it('keeps the players linked by a device when more share the address than it draws', async () => {
    // Each signs up from a network and a phone area of its own (the SMS check asks a crowded
    // one for a puzzle), then all are seen on one address: a café.
    const crowd = [];
    for (let i = 0; i < 51; i++)
      crowd.push(await player(newNetwork()(9), `own-${Math.random()}`, newArea()));
    const device = `twin-${Math.random()}`;
    const a = await player(newNetwork()(9), device, newArea());
    const b = await player(newNetwork()(9), device, newArea());
    const cafe = newNetwork()(1);
    for (const p of [...crowd, a, b])
      await risk.recordSignals(t.database.db, p.userId, [{ kind: 'ip', value: cafe }]);
    const graph = await risk.graph(a.userId);
    expect(graph.nodes).toHaveLength(50);
    expect(graph.nodes.map((n) => n.userId)).toContain(b.userId);
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ from: a.userId, to: b.userId, kind: 'device' }),
    );
  });
});

describe('the risk score', () => {
  it('names a cash-out soon after a reward claim (fastCashOut), by the setting’s hours', async () => {
    const kit = withdrawalKit(t);
    const p = await player(newNetwork()(1), `device-${Math.random()}`);
    await consumed();
    expect(await claimSignUp(p)).toBe(0);
    await kit.credit(p.userId, 10_000);
    const added = await call(p, 'addBankInfo', {
      bankId: 1,
      accountName: 'Quick Cash',
      accountNo: `62220202${String(networkSeq).padStart(8, '0')}`,
      password: p.password,
    });
    expect(added.errcode, added.msg).toBe(0);
    const asked = await call(p, 'exchange', {
      amount: 5_000,
      bankId: added.data.appUserBankList[0].id,
      password: p.password,
      forfeitBonus: true,
    });
    expect(asked.errcode, asked.msg).toBe(0);
    const codes = async () => (await riskOf(p)).reasons.map((r) => r.code);
    expect(await codes()).toEqual(expect.arrayContaining(['fastCashOut', 'bonusOnlyPlay']));
    // Within 0 hours of the claim: none was.
    await t.settings.set(RISK_RULES_KEY, RiskRules, { fastCashOutHours: 0 });
    expect(await codes()).not.toContain('fastCashOut');
    expect(await inTransaction(t.database.db, (trx) => risk.reviewAbove(trx))).toBe(
      RiskRules.parse({}).reviewAbove,
    );
  });
});

describe('the farm', () => {
  it('pays twenty honest accounts, and one of twenty from one headerless address, linking them all', async () => {
    const area = newArea();
    const honest = [];
    for (let i = 0; i < 20; i++)
      honest.push(await player(newNetwork()(7), `phone-${i}-${Math.random()}`, area));
    const farmIp = newNetwork()(50);
    const farm = [];
    for (let i = 0; i < 20; i++) farm.push(await player(farmIp, undefined, area));
    await consumed();

    for (const p of honest) {
      expect(await claimSignUp(p)).toBe(0);
      expect(await claimFollow(p)).toBe(0);
    }
    const farmed = [];
    for (const p of farm) farmed.push([await claimSignUp(p), await claimFollow(p)]);
    expect(farmed[0]).toEqual([0, 0]);
    for (const outcome of farmed.slice(1))
      expect(outcome).toEqual([ErrorCode.REWARD_LINKED_ACCOUNT, ErrorCode.REWARD_LINKED_ACCOUNT]);
    const farmBonus = await Promise.all(farm.map((p) => bonusOf(p.userId)));
    expect(farmBonus.filter((b) => b > 0)).toHaveLength(1);

    for (const p of honest.slice(0, 3)) expect(await linkedIds(p)).toEqual(new Set());
    const others = new Set(farm.slice(1).map((p) => p.userId));
    expect(await linkedIds(farm[0]!)).toEqual(others);

    // The console: finance reads the farm's scores and its graph; support may not.
    const { signedInStaff, call: consoleCall } = consoleClient(t);
    const finance = await signedInStaff('finance');
    const graph = await consoleCall(finance.cookie, 'riskGraph', { id: farm[0]!.userId });
    expect(graph.body.errcode, graph.body.msg).toBe(0);
    const drawn = RiskGraphAnswer.parse(graph.body.data);
    expect(new Set(drawn.nodes.map((n) => n.userId))).toEqual(new Set(farm.map((p) => p.userId)));
    const farmer = farm[0]!.userId;
    for (const other of others)
      expect(
        drawn.edges.some(
          (e) =>
            e.kind === 'ip' &&
            ((e.from === farmer && e.to === other) || (e.to === farmer && e.from === other)),
        ),
      ).toBe(true);
    // Addresses are masked to their network.
    expect(drawn.edges.every((e) => !e.value.includes(farmIp))).toBe(true);

    const list = await consoleCall(finance.cookie, 'riskPlayers', { pageSize: 100 });
    expect(list.body.errcode, list.body.msg).toBe(0);
    const players = RiskPlayersAnswer.parse(list.body.data);
    const scored = new Map(players.list.map((p) => [p.userId, p]));
    const paidFarmer = scored.get(farmer)!;
    expect(paidFarmer.reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['linkedAccounts', 'noDevice', 'bonusOnlyPlay']),
    );
    expect(paidFarmer.score).toBe(paidFarmer.reasons.reduce((s, r) => s + r.weight, 0));
    expect(paidFarmer.review).toBe(paidFarmer.score > players.reviewAbove);
    // Listed highest first.
    const scores = players.list.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const support = await signedInStaff('support');
    expect((await consoleCall(support.cookie, 'riskPlayers', {})).body.errcode).toBe(
      ErrorCode.STAFF_FORBIDDEN,
    );
  });
});
