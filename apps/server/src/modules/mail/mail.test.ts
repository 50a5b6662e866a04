import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { GetMail2Answer, GetMailDetailAnswer, type MailItem } from '@lobby/contract/mail';
import { ErrorCode } from '@lobby/contract/values/errors';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { common, type TestApp } from '../../../test/test-app';
import { inTransaction } from '@/db/database';
import { runOps } from '@/ops/ops-commands';
import { depositsClient } from '../deposits/deposits-test-client';
import { PropId } from '../rewards/awards';
import { eventsAfter } from '../rewards/events.repo';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { approveOrder, rejectOrder } from '../withdrawals/withdrawal-orders';
import { withdrawalKit } from '../withdrawals/withdrawal-test-kit';
import type { NewBroadcast } from './broadcasts';
import { mailRule } from './mail-rule';
import type { mailModule } from './mail.module';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const kit = useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
});
const mailOf = () => t.modules.find((m) => m.name === 'mail') as ReturnType<typeof mailModule>;
const consume = () => rewards.engine.consumeAll();
const DAY = 86_400;
const HOUR = 3_600;

type Player = Awaited<ReturnType<typeof kit.player>>;

const coin = (count: number) => ({ propId: PropId.Coin, count });
const points = (count: number) => ({ propId: PropId.Points, count });
/** Coin and points as an answer states them: in hundredths (docs/api.md "Reward counts"). */
const coinAnswered = (count: number) => ({ ...coin(count), unit: 'hundredths' });
const pointsAnswered = (count: number) => ({ ...points(count), unit: 'hundredths' });

/** Now by the lobby's clock, moved `seconds`. */
const inSeconds = async (seconds: number) =>
  new Date((await t.clock.now()).getTime() + seconds * 1000);

/** A broadcast stored as the operator's CLI stores it; live for a week unless told. */
const broadcast = async (input: Partial<NewBroadcast> = {}) =>
  (
    await mailOf().mail.broadcast(
      {
        title: 'Weekend gift',
        body: 'A little something for the weekend.',
        expiresAt: await inSeconds(7 * DAY),
        ...input,
      },
      'test@cli',
    )
  ).id;

const inbox = async (p: Player, body: object = {}) =>
  GetMail2Answer.parse(await kit.ok(p, 'getMail2', body));
const detail = async (p: Player, id: number) =>
  GetMailDetailAnswer.parse(await kit.ok(p, 'getMailDetail', { id }));
const dots = async (p: Player) =>
  (await kit.ok(p, 'activityGetStatusList')) as { hasMail: boolean; emailAwardFlag: boolean };

/** The player's copy of a broadcast in the inbox (copying it on this open). */
const copyOf = async (p: Player, broadcastId: number) => {
  const rows = await t.database.db
    .selectFrom('mail')
    .select('id')
    .where('user_id', '=', p.userId)
    .where('source_key', '=', `b:${broadcastId}`)
    .execute();
  return rows;
};
const openCopy = async (p: Player, broadcastId: number) => {
  await inbox(p);
  const [row] = await copyOf(p, broadcastId);
  expect(row, `player ${p.userId} has a copy of broadcast ${broadcastId}`).toBeDefined();
  return Number(row!.id);
};

const mailRows = (userId: number) =>
  t.database.db
    .selectFrom('mail')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** A player who has read their welcome mail: an inbox with nothing new. */
const quietPlayer = async () => {
  const p = await kit.player();
  await consume();
  for (const m of (await inbox(p)).list) await detail(p, m.id);
  return p;
};

const ops = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await runOps(
    { db: t.database.db, out: (line) => lines.push(line), operator: 'ops@cli' },
    argv,
  );
  return { code, text: lines.join('\n') };
};

/** Broadcasts of earlier tests end, so each test sees its own (their copies stay as made). */
const endBroadcasts = () =>
  sql`
    update mail_broadcasts
    set starts_at = '2000-01-01', expires_at = '2000-01-02'
  `.execute(t.database.db);

describe('the calls', () => {
  it('refuse a caller without a session (401)', async () => {
    for (const [name, body] of [
      ['getMail2', {}],
      ['getMailDetail', { id: 1 }],
      ['receiveMail', { all: true }],
      ['delMail', { ids: [1] }],
    ] as const) {
      const answer = await t.call(name, { ...common, ...body });
      expect(answer.status, name).toBe(401);
    }
  });

  it('refuse bad input with 400 and change nothing', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    const id = await broadcast({ awards: [coin(500)] });
    const mailId = await openCopy(p, id);
    const before = await mailRows(p.userId);
    for (const [name, body] of [
      ['getMail2', { pageSize: 1_000 }],
      ['getMail2', { cursor: 'abc' }],
      ['getMailDetail', { id: 0 }],
      ['getMailDetail', {}],
      ['receiveMail', {}],
      ['receiveMail', { id: mailId, all: true }],
      ['receiveMail', { ids: [] }],
      ['receiveMail', { all: false }],
      ['receiveMail', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['receiveMail', { id: 2 ** 40 }],
      ['delMail', { ids: [] }],
      ['delMail', { ids: [mailId], claimFirst: 'yes' }],
      ['delMail', { id: mailId }],
    ] as const) {
      const answer = await t.call(name, { ...common, ...body }, { authorization: p.token });
      expect([name, answer.status, answer.body.errcode]).toEqual([name, 400, 400]);
      expect(answer.body.data.issues.length, name).toBeGreaterThan(0);
    }
    expect(await mailRows(p.userId)).toEqual(before);
    expect(await kit.bonusOf(p.userId)).toBe(0);
  });
});

describe('system mails', () => {
  it('welcome a new player, unread until opened', async () => {
    await endBroadcasts();
    const p = await kit.player();
    await consume();
    const box = await inbox(p);
    expect(box.list).toEqual([
      {
        id: expect.any(Number),
        kind: 'system',
        template: 'welcome',
        params: {},
        title: null,
        awards: [],
        attachment: 'none',
        read: false,
        sentAt: expect.any(Number),
        expiresAt: null,
        claimedAt: null,
      },
    ]);
    expect([box.unread, box.unclaimed, box.total]).toEqual([1, 0, 1]);
    expect(await dots(p)).toMatchObject({ hasMail: true, emailAwardFlag: false });
    const opened = await detail(p, box.list[0]!.id);
    expect(opened).toMatchObject({ template: 'welcome', read: true, body: null });
    expect(await dots(p)).toMatchObject({ hasMail: false, emailAwardFlag: false });
    expect((await inbox(p)).list[0]!.read).toBe(true);
  });

  it('tell each deposit, withdrawal paid or refused, VIP level-up and prize once per event', async () => {
    const withdrawals = withdrawalKit(t);
    await withdrawals.setRules();
    const p = await withdrawals.playerWithAccount(100_000);
    const player = { token: p.token, userId: p.userId, nickname: '' };
    // A withdrawal paid (sandbox payouts), and one refused by an operator with a reason.
    const paid = withdrawals.ok(await withdrawals.exchange(p.token, 10_000, p.accountId));
    await t.jobs.runDue();
    await withdrawals.forcePayout(paid.orderNo, 'paid');
    await t.jobs.runDue();
    expect((await withdrawals.order(paid.orderNo)).status).toBe('paid');
    await withdrawals.setRules({ autoApproveMax: 0 });
    const refused = withdrawals.ok(await withdrawals.exchange(p.token, 6_000, p.accountId));
    await rejectOrder(t.database.db, refused.orderNo, 'ops', 'The account name does not match.');
    await withdrawals.setRules();
    // A deposit credited.
    const depositNo = await depositsClient(t).deposit(p.token, 5_000);
    // VIP 1 (1,000 points of experience; its level-up bonus is 5.00).
    await kit.betSettled(p.userId, { bet: 100_000 });
    await consume();
    // A leaderboard's first prize: a day far from the others of this file.
    const day = 40 * DAY;
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      rank: { day: [{ from: 1, to: 1, awards: [coin(700), points(300)] }], week: [] },
    });
    await kit.setClock(day);
    await kit.betSettled(p.userId, { bet: 20_000 });
    await consume();
    await kit.setClock(day + DAY);
    await kit.runJob('rewards.rankPrizes');
    // The engine runs twice: nothing is told twice.
    await consume();
    await consume();

    const box = await inbox(player);
    const byTemplate = Object.fromEntries(box.list.map((m) => [m.template, m]));
    expect(Object.keys(byTemplate).sort()).toEqual([
      'depositPaid',
      'rankPrize',
      'vipLevelUp',
      'welcome',
      'withdrawalPaid',
      'withdrawalRefused',
    ]);
    expect(box.list).toHaveLength(6);
    expect(byTemplate.depositPaid!.params).toEqual({ orderNo: depositNo, amount: 5_000, bonus: 0 });
    expect(byTemplate.withdrawalPaid!.params).toEqual({
      orderNo: paid.orderNo,
      amount: 10_000,
      fee: Number((await withdrawals.order(paid.orderNo)).fee),
    });
    expect(byTemplate.withdrawalRefused!.params).toEqual({
      orderNo: refused.orderNo,
      amount: 6_000,
      reason: 'The account name does not match.',
    });
    expect(byTemplate.vipLevelUp!.params).toEqual({ level: 1, bonus: 500 });
    expect(byTemplate.rankPrize!.params).toMatchObject({
      board: 'day',
      rank: 1,
      coin: 700,
      points: 300,
    });
    expect(byTemplate.rankPrize!.params.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Newest first: the welcome is last.
    expect(box.list.at(-1)!.template).toBe('welcome');

    // The rule handed every event again (a replayed batch) writes nothing more.
    const events = (await eventsAfter(t.database.db, { tx: '0', eventId: 0 }, 100_000)).filter(
      (e) => e.userId === p.userId,
    );
    expect(events.length).toBeGreaterThanOrEqual(6);
    await inTransaction(t.database.db, async (trx) => {
      await mailRule().onEvents(trx, events, {
        rules: await rewards.engine.settings(),
        offsetSeconds: 0,
      });
      await mailRule().onEvents(trx, events, {
        rules: await rewards.engine.settings(),
        offsetSeconds: 0,
      });
    });
    expect(await mailRows(p.userId)).toHaveLength(6);
  });

  it('tells a payout that failed at the provider, with its reason', async () => {
    const withdrawals = withdrawalKit(t);
    const p = await withdrawals.playerWithAccount(100_000);
    await withdrawals.setRules({ autoApproveMax: 0 });
    const order = withdrawals.ok(await withdrawals.exchange(p.token, 10_000, p.accountId));
    await withdrawals.setRules();
    await approveOrder(t.database.db, order.orderNo, 'ops');
    await t.jobs.runDue();
    await withdrawals.forcePayout(order.orderNo, 'failed');
    await t.jobs.runDue();
    await consume();
    const box = await inbox({ token: p.token, userId: p.userId, nickname: '' });
    expect(box.list.find((m) => m.template === 'withdrawalRefused')?.params).toEqual({
      orderNo: order.orderNo,
      amount: 10_000,
      reason: 'forced failure',
    });
  });
});

describe('broadcasts', () => {
  it('are stored once: no copy is made until a player opens the inbox', async () => {
    await endBroadcasts();
    const players = [await quietPlayer(), await quietPlayer()];
    const id = await broadcast({ awards: [coin(300)] });
    const copies = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('mail')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('broadcast_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await copies()).toBe(0);
    // The red dots see it before any copy exists.
    expect(await dots(players[0]!)).toMatchObject({ hasMail: true, emailAwardFlag: true });
    expect(await copies()).toBe(0);
    await inbox(players[0]!);
    expect(await copies()).toBe(1);
    const box = await inbox(players[0]!);
    expect(box.list[0]).toMatchObject({
      kind: 'broadcast',
      template: null,
      title: 'Weekend gift',
      awards: [coin(300)],
      attachment: 'unclaimed',
      read: false,
    });
    expect([box.unread, box.unclaimed]).toEqual([1, 1]);
    expect(await detail(players[0]!, box.list[0]!.id)).toMatchObject({
      body: 'A little something for the weekend.',
      read: true,
    });
    expect(await dots(players[0]!)).toMatchObject({ hasMail: false, emailAwardFlag: true });
    expect(await copies()).toBe(1);
  });

  it('reach only the segment: VIP level, registration dates, deposits', async () => {
    await endBroadcasts();
    const vip0 = await quietPlayer();
    const vip2 = await quietPlayer();
    await kit.betSettled(vip2.userId, { bet: 500_000 });
    const depositor = await quietPlayer();
    await depositsClient(t).deposit(depositor.token, 5_000);
    await consume();
    for (const p of [vip2, depositor]) for (const m of (await inbox(p)).list) await detail(p, m.id);
    const [registered] = await t.database.db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', vip0.userId)
      .execute();
    const at = new Date(registered!.created_at);
    const before = new Date(at.getTime() - HOUR * 1000);
    const after = new Date(at.getTime() + HOUR * 1000);

    const segments = {
      vipFrom1: await broadcast({ segment: { vipMin: 1 } }),
      vipUpTo1: await broadcast({ segment: { vipMax: 1 } }),
      vip2Only: await broadcast({ segment: { vipMin: 2, vipMax: 2 } }),
      registeredLately: await broadcast({ segment: { registeredFrom: before } }),
      registeredEarlier: await broadcast({ segment: { registeredTo: before } }),
      registeredWithin: await broadcast({
        segment: { registeredFrom: before, registeredTo: after },
      }),
      deposited: await broadcast({ segment: { deposited: true } }),
      neverDeposited: await broadcast({ segment: { deposited: false } }),
      everyone: await broadcast(),
    };
    const received = async (p: Player) => {
      await inbox(p);
      const keys = (await mailRows(p.userId)).map((m) => m.source_key);
      return Object.entries(segments)
        .filter(([, id]) => keys.includes(`b:${id}`))
        .map(([name]) => name)
        .sort();
    };
    expect(await received(vip0)).toEqual(
      ['vipUpTo1', 'registeredLately', 'registeredWithin', 'neverDeposited', 'everyone'].sort(),
    );
    expect(await received(vip2)).toEqual(
      [
        'vipFrom1',
        'vip2Only',
        'registeredLately',
        'registeredWithin',
        'neverDeposited',
        'everyone',
      ].sort(),
    );
    expect(await received(depositor)).toEqual(
      ['vipUpTo1', 'registeredLately', 'registeredWithin', 'deposited', 'everyone'].sort(),
    );
  });

  it('with an attachment reach only the players registered when sent, unless opened to new ones', async () => {
    await endBroadcasts();
    const before = await quietPlayer();
    const gift = await broadcast({ awards: [coin(200)] });
    const open = await broadcast({ awards: [coin(300)], openToNewPlayers: true });
    const news = await broadcast();
    const after = await quietPlayer();
    await inbox(before);
    await inbox(after);
    const keys = async (p: Player) => (await mailRows(p.userId)).map((m) => m.source_key);
    expect(await keys(before)).toEqual(
      expect.arrayContaining([`b:${gift}`, `b:${open}`, `b:${news}`]),
    );
    expect(await keys(after)).toEqual(expect.arrayContaining([`b:${open}`, `b:${news}`]));
    expect(await keys(after)).not.toContain(`b:${gift}`);
    // A later account cannot collect it by claiming all either.
    expect((await kit.ok(after, 'receiveMail', { all: true })).awards).toEqual([coinAnswered(300)]);
  });

  it('start and end by the lobby’s clock; an expired attachment cannot be claimed', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    const late = await quietPlayer();
    const id = await broadcast({
      awards: [coin(400)],
      startsAt: await inSeconds(DAY),
      expiresAt: await inSeconds(3 * DAY),
    });
    expect(await dots(p)).toMatchObject({ hasMail: false, emailAwardFlag: false });
    await inbox(p);
    expect(await copyOf(p, id)).toHaveLength(0);
    await kit.setClock(DAY + HOUR);
    expect(await dots(p)).toMatchObject({ hasMail: true, emailAwardFlag: true });
    const mailId = await openCopy(p, id);
    await kit.setClock(3 * DAY + HOUR);
    // Past its expiry: a player who never opened it gets no copy; the copy made is expired.
    expect(await dots(late)).toMatchObject({ hasMail: false, emailAwardFlag: false });
    await inbox(late);
    expect(await copyOf(late, id)).toHaveLength(0);
    const box = await inbox(p);
    expect(box.list.find((m) => m.id === mailId)).toMatchObject({ attachment: 'expired' });
    expect(box.unclaimed).toBe(0);
    expect(await dots(p)).toMatchObject({ emailAwardFlag: false });
    const claim = await kit.call(p, 'receiveMail', { id: mailId });
    expect(claim.errcode).toBe(ErrorCode.MAIL_EXPIRED);
    expect(await kit.bonusOf(p.userId)).toBe(0);
    // Nothing left to claim: it is deleted without asking.
    expect((await kit.ok(p, 'delMail', { ids: [mailId] })).deleted).toEqual([mailId]);
  });

  it('are copied once to a player opening the inbox 20 times at once', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    const ids = [await broadcast({ awards: [coin(100)] }), await broadcast(), await broadcast()];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => kit.call(p, 'getMail2', {})),
    );
    for (const answer of answers) expect(answer.errcode, answer.msg).toBe(0);
    const rows = (await mailRows(p.userId)).filter((m) => m.broadcast_id !== null);
    expect(rows.map((m) => Number(m.broadcast_id)).sort()).toEqual([...ids].sort());
    expect((await inbox(p)).list.filter((m) => m.kind === 'broadcast')).toHaveLength(3);
  });

  it('are created and listed by the operator CLI, refused when they promise what cannot be paid', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    const made = await ops(
      'mail',
      'broadcast',
      '--title',
      'Happy holidays',
      '--body',
      'A gift from the team.',
      '--award',
      '2001:250',
      '--vip-min',
      '0',
      '--deposited',
      'no',
      '--expires-days',
      '3',
    );
    expect(made.code, made.text).toBe(0);
    const id = Number(/broadcast (\d+)/.exec(made.text)![1]);
    // An attachment reaches the players registered by now (a farmer's new accounts do not).
    expect(made.text).toMatch(/to vip 0–any, registered before .*, never deposited with 2001×250/);
    await inbox(p);
    expect(await copyOf(p, id)).toHaveLength(1);
    const listed = await ops('mail', 'broadcasts');
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(`${id}  Happy holidays`);
    expect(listed.text).toMatch(/copies 1 {2}claimed 0/);
    for (const argv of [
      ['mail', 'broadcast', '--title', 'x', '--body', 'y', '--award', '4001:10'],
      ['mail', 'broadcast', '--title', 'x', '--body', 'y', '--award', '1099:1'],
      ['mail', 'broadcast', '--body', 'y'],
      ['mail', 'broadcast', '--title', 'x', '--body', 'y', '--vip-min', '3', '--vip-max', '1'],
      ['mail', 'broadcast', '--title', 'x', '--body', 'y', '--deposited', 'maybe'],
      ['mail', 'broadcast', '--title', 'x', '--body', 'y', '--starts', 'tomorrow'],
    ]) {
      const refused = await ops(...argv);
      expect(refused.code, `${argv.join(' ')}: ${refused.text}`).toBe(2);
    }
  });
});

describe('attachments', () => {
  it('pay once for 20 claims at once; a repeat answers the same and pays nothing', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    const id = await broadcast({ awards: [coin(500), points(200)] });
    const mailId = await openCopy(p, id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => kit.call(p, 'receiveMail', { id: mailId })),
    );
    for (const answer of answers) {
      expect(answer.errcode, answer.msg).toBe(0);
      expect(answer.data).toMatchObject({
        claimed: [mailId],
        awards: [coinAnswered(500), pointsAnswered(200)],
        refused: [],
      });
    }
    expect(await kit.bonusOf(p.userId)).toBe(500);
    expect(await kit.pointsOf(p.userId)).toBe(200);
    expect(await kit.grantsOf(p.userId, 'mail')).toHaveLength(1);
    const again = await kit.ok(p, 'receiveMail', { id: mailId });
    expect(again).toMatchObject({
      claimed: [mailId],
      awards: [coinAnswered(500), pointsAnswered(200)],
    });
    expect(again.money).toMatchObject({ bonus: 500 });
    expect(await kit.bonusOf(p.userId)).toBe(500);
    const box = await inbox(p);
    expect(box.list.find((m) => m.id === mailId)).toMatchObject({
      attachment: 'claimed',
      read: true,
      claimedAt: expect.any(Number),
    });
    expect(await dots(p)).toMatchObject({ hasMail: false, emailAwardFlag: false });
    // Its cost is the mail activity's, as every promotion's.
    const promotions = await ops('promotions');
    expect(promotions.text).toMatch(/^mail {2}cost [\d,.]+ {2}claimed/m);
    await expectBooksBalanced(t.database.db);
  });

  it('claim all pays every attachment claimable, including broadcasts not opened yet', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    await broadcast({ awards: [coin(100)] });
    await broadcast({ awards: [coin(250), points(50)] });
    await broadcast();
    const all = await kit.ok(p, 'receiveMail', { all: true });
    expect(all.claimed).toHaveLength(2);
    expect(all.awards).toEqual([coinAnswered(350), pointsAnswered(50)]);
    expect(all.refused).toEqual([]);
    expect(await kit.bonusOf(p.userId)).toBe(350);
    expect(await kit.ok(p, 'receiveMail', { all: true })).toMatchObject({
      claimed: [],
      awards: [],
    });
    expect(await kit.bonusOf(p.userId)).toBe(350);
    // Several by id: one without an attachment is refused among them, the others answered.
    const box = await inbox(p);
    const plain = box.list.find((m) => m.attachment === 'none')!;
    const several = await kit.ok(p, 'receiveMail', { ids: [...all.claimed, plain.id] });
    expect(several.refused).toEqual([{ id: plain.id, errcode: ErrorCode.MAIL_NO_ATTACHMENT }]);
    expect(await kit.bonusOf(p.userId)).toBe(350);
  });

  it('are refused for a mail without one, and stay claimable when the budget is spent', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    const [welcome] = (await inbox(p)).list;
    expect((await kit.call(p, 'receiveMail', { id: welcome!.id })).errcode).toBe(
      ErrorCode.MAIL_NO_ATTACHMENT,
    );
    const spent = Number(
      (
        await sql<{ b: string | null }>`
          select -balance as b from ledger_accounts where user_id is null and kind = 'house:promo:mail'
        `.execute(t.database.db)
      ).rows[0]?.b ?? 0,
    );
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      activities: { mail: { budget: spent + 100 } },
    });
    const mailId = await openCopy(p, await broadcast({ awards: [coin(500)] }));
    expect((await kit.call(p, 'receiveMail', { id: mailId })).errcode).toBe(
      ErrorCode.REWARD_BUDGET_SPENT,
    );
    expect((await inbox(p)).list.find((m) => m.id === mailId)?.attachment).toBe('unclaimed');
    expect(await kit.grantsOf(p.userId, 'mail')).toHaveLength(0);
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
    expect((await kit.ok(p, 'receiveMail', { id: mailId })).awards).toEqual([coinAnswered(500)]);
  });

  it('of another player are not found, whatever the call', async () => {
    await endBroadcasts();
    const owner = await quietPlayer();
    const thief = await quietPlayer();
    const mailId = await openCopy(owner, await broadcast({ awards: [coin(500)] }));
    for (const [name, body] of [
      ['getMailDetail', { id: mailId }],
      ['receiveMail', { id: mailId }],
      ['delMail', { ids: [mailId], claimFirst: true }],
    ] as const) {
      expect((await kit.call(thief, name, body)).errcode, name).toBe(ErrorCode.MAIL_NOT_FOUND);
    }
    const several = await kit.ok(thief, 'receiveMail', { ids: [mailId] });
    expect(several.refused).toEqual([{ id: mailId, errcode: ErrorCode.MAIL_NOT_FOUND }]);
    expect(await kit.bonusOf(thief.userId)).toBe(0);
    expect((await inbox(owner)).list.find((m) => m.id === mailId)).toMatchObject({
      attachment: 'unclaimed',
      read: false,
    });
  });
});

describe('deleting mail', () => {
  it('asks first for an attachment still to claim, or claims it then deletes', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    const id = await broadcast({ awards: [coin(600)] });
    const mailId = await openCopy(p, id);
    const [welcome] = (await mailRows(p.userId)).filter((m) => m.template === 'welcome');
    const welcomeId = Number(welcome!.id);
    const refused = await kit.call(p, 'delMail', { ids: [welcomeId, mailId] });
    expect(refused.errcode).toBe(ErrorCode.MAIL_UNCLAIMED);
    expect(refused.data).toEqual({ ids: [mailId] });
    expect((await inbox(p)).list.map((m) => m.id).sort()).toEqual([welcomeId, mailId].sort());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.call(p, 'delMail', { ids: [welcomeId, mailId], claimFirst: true }),
      ),
    );
    for (const answer of answers) {
      expect(answer.errcode, answer.msg).toBe(0);
      expect(answer.data.deleted.sort()).toEqual([welcomeId, mailId].sort());
    }
    expect(await kit.bonusOf(p.userId)).toBe(600);
    expect(answers.some((a) => a.data.awards.length > 0)).toBe(true);
    expect((await inbox(p)).list).toEqual([]);
    expect((await kit.call(p, 'getMailDetail', { id: mailId })).errcode).toBe(
      ErrorCode.MAIL_NOT_FOUND,
    );
    expect((await kit.call(p, 'receiveMail', { id: mailId })).errcode).toBe(
      ErrorCode.MAIL_NOT_FOUND,
    );
    // A deleted copy is never made again, and the red dots forget it.
    await inbox(p);
    expect(await copyOf(p, id)).toHaveLength(1);
    expect(await dots(p)).toMatchObject({ hasMail: false, emailAwardFlag: false });
  });
});

describe('the inbox', () => {
  it('pages newest first by cursor', async () => {
    await endBroadcasts();
    const p = await quietPlayer();
    for (let i = 0; i < 5; i++) await broadcast({ title: `Note ${i}` });
    const first = await inbox(p, { pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.list.map((m) => m.title)).toEqual(['Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(first.nextCursor).not.toBeNull();
    const second = await inbox(p, { pageSize: 4, cursor: first.nextCursor });
    expect(second.list.map((m: MailItem) => m.template ?? m.title)).toEqual(['Note 0', 'welcome']);
    expect(second.nextCursor).toBeNull();
    const byNumber = await inbox(p, { pageSize: 4, pageNum: 2 });
    expect(byNumber.list).toEqual(second.list);
  });
});
