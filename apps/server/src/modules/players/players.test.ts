import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdjustmentsAnswer,
  BalanceAdjustment,
  PlayerLedgerAnswer,
  PlayerNote,
  PlayerProfile,
  PlayerReferralsAnswer,
  PlayerSearchAnswer,
  PlayerSessionsAnswer,
} from '@lobby/contract/console-players';
import { LoginType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient, newIp } from '../../../test/accounts-client';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { HouseAccount, transfer, UserAccount, userBalance } from '@/ledger/ledger';
import { BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules } from './players.settings';

let support: string;
let finance: string;
let finance2: string;
let finance2Id: number;
const t = useTestApp();
const staff = consoleClient(t);
const players = accountsClient(t);
beforeAll(async () => {
  support = (await staff.signedInStaff('support')).cookie;
  finance = (await staff.signedInStaff('finance')).cookie;
  const second = await staff.signedInStaff('finance');
  finance2 = second.cookie;
  finance2Id = second.id;
});

const ok = async (cookie: string, name: string, payload: object) => {
  const answer = await staff.call(cookie, name, payload);
  expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data as unknown;
};

/** The audit entries of an action on a target. */
const entries = (action: string, target: string) =>
  auditEntries(t.database.db, { action }).then((rows) => rows.filter((r) => r.target === target));

let creditSeq = 0;
const credit = (userId: number, amount: number) =>
  transfer(t.database.db, {
    key: `players-test-credit-${creditSeq++}`,
    kind: 'deposit',
    userId,
    legs: [
      { account: { house: HouseAccount.Deposits }, amount: -amount },
      { account: { userId, kind: UserAccount.Coin }, amount },
    ],
  });

const signIn = (account: string, password: string) =>
  players.call(
    'accountLogin',
    { loginType: LoginType.Account, account, password },
    { ip: newIp(), fingerprint: `fp-${Math.random()}` },
  );

describe('search', () => {
  it('finds a player by id, phone, account, invite code and the start of the nickname', async () => {
    const byPhone = await players.registerByPhone();
    const byAccount = await players.registerByAccount();
    const id = byPhone.user.id;
    const row = await t.database.db
      .selectFrom('users')
      .select(['invite_code', 'nickname'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const nickname = `Zephyr${id}`;
    await t.database.db.updateTable('users').set({ nickname }).where('id', '=', id).execute();

    const search = async (q: string) =>
      PlayerSearchAnswer.parse(await ok(support, 'playerSearch', { q })).list.map((p) => p.id);
    expect(await search(String(id))).toContain(id);
    expect(await search(byPhone.mobile)).toEqual([id]);
    expect(await search(byAccount.account)).toEqual([byAccount.user.id]);
    expect(await search(row.invite_code)).toEqual([id]);
    expect(await search(row.invite_code.toLowerCase())).toEqual([id]);
    expect(await search(`zephyr${id}`.slice(0, 8))).toContain(id);
    expect(await search('no-such-player-anywhere')).toEqual([]);
    // LIKE's own characters are taken literally.
    expect(await search('%')).toEqual([]);

    const page = PlayerSearchAnswer.parse(await ok(support, 'playerSearch', { q: nickname }));
    expect(page).toMatchObject({ total: 1, pages: 1, pageNum: 1 });
    expect(page.list[0]).toMatchObject({ id, nickname, mobile: byPhone.mobile, lockedAt: null });
  });

  it('refuses an empty query with a clear envelope error', async () => {
    const answer = await staff.call(support, 'playerSearch', { q: '  ' });
    expect(answer.status).toBe(400);
    expect(answer.body.errcode).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('a player’s page', () => {
  it('answers the profile, and not-found for an unknown player', async () => {
    const { user } = await players.registerByAccount();
    const profile = PlayerProfile.parse(await ok(support, 'playerProfile', { id: user.id }));
    expect(profile).toMatchObject({ id: user.id, lockedAt: null, hasPassword: true });
    const missing = await staff.call(support, 'playerProfile', { id: 999_999_999 });
    expect(missing.body.errcode).toBe(ErrorCode.PLAYER_NOT_FOUND);
    expect(missing.status).toBe(200);
  });

  it('lists balances, the coin statement, deposits, withdrawals, rounds, rewards and referrals', async () => {
    const inviter = await players.registerByAccount();
    const { user } = await players.registerByAccount();
    await t.database.db
      .updateTable('users')
      .set({ pid: inviter.user.id })
      .where('id', '=', user.id)
      .execute();
    await credit(user.id, 12_345);
    await credit(user.id, 100);

    expect(await ok(finance, 'playerBalances', { id: user.id })).toMatchObject({
      coin: 12_445,
      safebox: 0,
    });
    const first = PlayerLedgerAnswer.parse(
      await ok(finance, 'playerLedger', { id: user.id, pageSize: 1 }),
    );
    expect(first.list).toEqual([
      expect.objectContaining({ kind: 'deposit', amount: 100, balanceAfter: 12_445 }),
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = PlayerLedgerAnswer.parse(
      await ok(finance, 'playerLedger', { id: user.id, pageSize: 1, cursor: first.nextCursor }),
    );
    expect(second.list[0]).toMatchObject({ amount: 12_345, balanceAfter: 12_345 });
    expect(second.nextCursor).toBeNull();

    for (const name of ['playerDeposits', 'playerWithdrawals'])
      expect(await ok(finance, name, { id: user.id })).toMatchObject({ list: [], total: 0 });
    for (const name of ['playerRounds', 'playerRewards'])
      expect(await ok(support, name, { id: user.id })).toMatchObject({ total: 0 });

    const referrals = PlayerReferralsAnswer.parse(
      await ok(support, 'playerReferrals', { id: inviter.user.id }),
    );
    expect(referrals.inviter).toBeNull();
    expect(referrals.list.map((p) => p.id)).toEqual([user.id]);
    const up = PlayerReferralsAnswer.parse(await ok(support, 'playerReferrals', { id: user.id }));
    expect(up.inviter?.id).toBe(inviter.user.id);
    expect(up.total).toBe(0);
  });
});

describe('sessions and the lock', () => {
  it('ends one session, then all, each with its audit entry', async () => {
    const { account, password, token } = await players.registerByAccount();
    const second = await signIn(account, password);
    expect(second.body.errcode).toBe(0);
    const userId = second.body.data.user.id as number;
    const { list } = PlayerSessionsAnswer.parse(
      await ok(support, 'playerSessions', { id: userId }),
    );
    expect(list).toHaveLength(2);

    const wrong = await staff.call(support, 'playerEndSession', { id: userId, sessionId: 1e9 });
    expect(wrong.body.errcode).toBe(ErrorCode.PLAYER_SESSION_NOT_FOUND);

    expect(await ok(support, 'playerEndSession', { id: userId, sessionId: list[0]!.id })).toEqual({
      ended: 1,
    });
    expect(await ok(support, 'playerEndSession', { id: userId })).toEqual({ ended: 1 });
    expect((await players.call('refreshData', {}, { token })).body.errcode).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    const audit = await entries('playerEndSession', `player:${userId}`);
    expect(audit.map((e) => e.after)).toEqual([{ ended: 1 }, { ended: 1 }]);
    expect(audit[0]).toMatchObject({ actorKind: 'staff', before: { sessions: [list[0]!.id] } });
    // Nothing to end: nothing written.
    expect(await ok(support, 'playerEndSession', { id: userId })).toEqual({ ended: 0 });
    expect(await entries('playerEndSession', `player:${userId}`)).toHaveLength(2);
  });

  it('locks: the sessions end and sign-in is refused; unlocking lets the player in', async () => {
    const { account, password, token, user } = await players.registerByAccount();
    const locked = PlayerProfile.parse(
      await ok(support, 'playerLock', { id: user.id, reason: 'chargeback fraud' }),
    );
    expect(locked.lockedAt).not.toBeNull();
    expect(locked.lockedReason).toBe('chargeback fraud');
    // The app is told why at once: every call of the ended session says the account is locked.
    for (const name of ['refreshData', 'getAfterLoginInfoWeb', 'getCustomerServices'] as const) {
      const answer = await players.call(name, {}, { token });
      expect(answer.body.errcode, name).toBe(
        name === 'getCustomerServices' ? 0 : ErrorCode.PLAYER_LOCKED,
      );
    }
    expect((await signIn(account, password)).body.errcode).toBe(ErrorCode.PLAYER_LOCKED);
    // Locking again changes nothing and writes nothing.
    await ok(support, 'playerLock', { id: user.id, reason: 'again' });
    const lockEntries = await entries('playerLock', `player:${user.id}`);
    expect(lockEntries).toHaveLength(1);
    expect(lockEntries[0]).toMatchObject({
      before: { locked: false },
      after: { locked: true, reason: 'chargeback fraud', sessionsEnded: 1 },
    });

    const noReason = await staff.call(support, 'playerUnlock', { id: user.id });
    expect(noReason.status).toBe(400);
    const unlocked = PlayerProfile.parse(
      await ok(support, 'playerUnlock', { id: user.id, reason: 'cleared by the bank' }),
    );
    expect(unlocked).toMatchObject({ lockedAt: null, lockedReason: null });
    expect((await signIn(account, password)).body.errcode).toBe(0);
    // The old token stays ended, and says no more than that once the account is open again.
    expect((await players.call('refreshData', {}, { token })).body.errcode).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect(await entries('playerUnlock', `player:${user.id}`)).toEqual([
      expect.objectContaining({
        before: { locked: true, reason: 'chargeback fraud' },
        after: { locked: false, reason: 'cleared by the bank' },
      }),
    ]);
  });

  it('a sign-in racing the lock ends locked out: no live session survives', async () => {
    const { account, password, user } = await players.registerByAccount();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => signIn(account, password)),
      staff.call(support, 'playerLock', { id: user.id, reason: 'race' }),
    ]);
    expect(answers.every((a) => [0, ErrorCode.PLAYER_LOCKED].includes(a.body.errcode))).toBe(true);
    const live = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });
});

describe('notes', () => {
  it('adds notes with their author and lists them newest first', async () => {
    const { user } = await players.registerByAccount();
    const note = PlayerNote.parse(
      await ok(support, 'playerAddNote', { id: user.id, text: ' Called about a deposit. ' }),
    );
    expect(note).toMatchObject({ text: 'Called about a deposit.' });
    await ok(support, 'playerAddNote', { id: user.id, text: 'Second' });
    const page = await ok(finance, 'playerNotes', { id: user.id });
    expect(page).toMatchObject({ total: 2, list: [{ text: 'Second' }, { id: note.id }] });
    expect(await entries('playerAddNote', `player:${user.id}`)).toHaveLength(2);
    // A page past the end still says how many there are.
    expect(
      await ok(finance, 'playerNotes', { id: user.id, pageNum: 5, pageSize: 1 }),
    ).toMatchObject({ list: [], total: 2, pages: 2 });

    const empty = await staff.call(support, 'playerAddNote', { id: user.id, text: '' });
    expect(empty.status).toBe(400);
    const missing = await staff.call(support, 'playerAddNote', { id: 999_999_999, text: 'x' });
    expect(missing.body.errcode).toBe(ErrorCode.PLAYER_NOT_FOUND);
    expect(await entries('playerAddNote', 'player:999999999')).toEqual([]);
  });
});

describe('balance adjustments', () => {
  const adjust = (
    cookie: string,
    id: number,
    direction: string,
    amount: number,
    reason = 'goodwill',
  ) => staff.call(cookie, 'playerAdjustBalance', { id, direction, amount, reason });

  const coin = (userId: number) => userBalance(t.database.db, userId, UserAccount.Coin);

  /** Each test's requester is a new finance member: the four-eyes budget is per member. */
  let me: string;
  beforeEach(async () => {
    me = (await staff.signedInStaff('finance')).cookie;
  });

  it('posts within the threshold at once, through the ledger, with its audit entry', async () => {
    const { user, token } = await players.registerByAccount();
    const credited = await adjust(me, user.id, 'credit', 60_000);
    expect(credited.body.errcode, credited.body.msg).toBe(0);
    const adjustment = BalanceAdjustment.parse(credited.body.data);
    expect(adjustment).toMatchObject({ status: 'posted', amount: 60_000 });
    expect(adjustment.transferId).not.toBeNull();
    expect((await players.call('refreshData', {}, { token })).body.data.coin).toBe(60_000);

    const debited = BalanceAdjustment.parse(
      (await adjust(me, user.id, 'debit', 30_000, 'duplicate credit')).body.data,
    );
    expect(debited).toMatchObject({ status: 'posted', amount: -30_000 });
    expect(await coin(user.id)).toBe(30_000);

    const ledger = PlayerLedgerAnswer.parse(await ok(finance, 'playerLedger', { id: user.id }));
    expect(ledger.list.map((m) => [m.kind, m.amount, m.balanceAfter])).toEqual([
      ['adjustment', -30_000, 30_000],
      ['adjustment', 60_000, 60_000],
    ]);
    const audit = await entries('playerAdjustBalance', `player:${user.id}`);
    expect(audit.map((e) => [e.before, e.after])).toEqual([
      [{ coin: 0 }, expect.objectContaining({ coin: 60_000, amount: 60_000, status: 'posted' })],
      [
        { coin: 60_000 },
        expect.objectContaining({ coin: 30_000, reason: 'duplicate credit', status: 'posted' }),
      ],
    ]);
    expect(audit[0]).toMatchObject({ actorKind: 'staff', ip: '127.0.0.1' });
  });

  it('adds up what one member posts alone in a day: small adjustments do not skip four eyes', async () => {
    const { user } = await players.registerByAccount();
    const other = await players.registerByAccount();
    // 60,000 + 30,000 (debits count too) posted alone; the next 20,000, to another player, would
    // take the member past 100,000 in the day: it waits.
    await adjust(me, user.id, 'credit', 60_000);
    await adjust(me, user.id, 'debit', 30_000);
    const third = BalanceAdjustment.parse(
      (await adjust(me, other.user.id, 'credit', 20_000)).body.data,
    );
    expect(third.status).toBe('pending');
    expect(await coin(other.user.id)).toBe(0);
    // Another member's budget is their own.
    const theirs = await staff.signedInStaff('finance');
    const fresh = BalanceAdjustment.parse(
      (await adjust(theirs.cookie, other.user.id, 'credit', 20_000)).body.data,
    );
    expect(fresh.status).toBe('posted');
    // An approved adjustment is not one posted alone: it does not use the requester's budget.
    await ok(finance2, 'adjustmentApprove', { id: third.id });
    expect(await coin(other.user.id)).toBe(40_000);
  });

  it('counts adjustments made at once: ten parallel 30,000 credits post three alone', async () => {
    const { user } = await players.registerByAccount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adjust(me, user.id, 'credit', 30_000)),
    );
    const statuses = answers.map((a) => BalanceAdjustment.parse(a.body.data).status);
    expect(statuses.filter((s) => s === 'posted')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(7);
    expect(await coin(user.id)).toBe(90_000);
  });

  it('refuses a debit below zero, a missing reason and a non-positive amount: nothing changes', async () => {
    const { user } = await players.registerByAccount();
    await credit(user.id, 500);
    const tooMuch = await adjust(me, user.id, 'debit', 501);
    expect(tooMuch.body.errcode).toBe(ErrorCode.ADJUSTMENT_BALANCE_TOO_LOW);
    expect((await adjust(me, user.id, 'credit', 100, ' ')).status).toBe(400);
    expect((await adjust(me, user.id, 'credit', 0)).status).toBe(400);
    expect((await adjust(me, user.id, 'credit', 1.5)).status).toBe(400);
    expect(await coin(user.id)).toBe(500);
    expect(await entries('playerAdjustBalance', `player:${user.id}`)).toEqual([]);
    const rows = await t.database.db
      .selectFrom('balance_adjustments')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('above the threshold waits for another member; 30 parallel approvals post once', async () => {
    const { user } = await players.registerByAccount();
    const pending = BalanceAdjustment.parse(
      (await adjust(me, user.id, 'credit', 100_001, 'tournament prize')).body.data,
    );
    expect(pending).toMatchObject({ status: 'pending', transferId: null });
    expect(await coin(user.id)).toBe(0);
    const list = AdjustmentsAnswer.parse(await ok(finance2, 'balanceAdjustments', {}));
    expect(list.fourEyesAbove).toBe(100_000);
    expect(list.list.map((a) => a.id)).toContain(pending.id);

    const own = await staff.call(me, 'adjustmentApprove', { id: pending.id });
    expect(own.body.errcode).toBe(ErrorCode.ADJUSTMENT_OWN);
    expect(await coin(user.id)).toBe(0);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        staff.call(finance2, 'adjustmentApprove', { id: pending.id }),
      ),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.ADJUSTMENT_DECIDED)).toHaveLength(29);
    expect(await coin(user.id)).toBe(100_001);
    const approved = BalanceAdjustment.parse(answers.find((a) => a.body.errcode === 0)!.body.data);
    expect(approved).toMatchObject({ status: 'posted', decidedBy: finance2Id });
    const transfers = await t.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'adjustment')
      .execute();
    expect(transfers).toHaveLength(1);
    expect(await entries('adjustmentApprove', `adjustment:${pending.id}`)).toEqual([
      expect.objectContaining({
        before: { status: 'pending', coin: 0 },
        after: expect.objectContaining({ status: 'posted', coin: 100_001 }),
      }),
    ]);

    // A replayed approval, and a refusal after it, are refused.
    const replay = await staff.call(finance2, 'adjustmentApprove', { id: pending.id });
    expect(replay.body.errcode).toBe(ErrorCode.ADJUSTMENT_DECIDED);
    const late = await staff.call(me, 'adjustmentRefuse', { id: pending.id });
    expect(late.body.errcode).toBe(ErrorCode.ADJUSTMENT_DECIDED);
    expect(await coin(user.id)).toBe(100_001);
    const missing = await staff.call(finance2, 'adjustmentApprove', { id: 999_999_999 });
    expect(missing.body.errcode).toBe(ErrorCode.ADJUSTMENT_NOT_FOUND);
  });

  it('a refused adjustment posts nothing; a pending debit the balance no longer covers stays pending', async () => {
    const { user } = await players.registerByAccount();
    const refused = BalanceAdjustment.parse(
      (await adjust(me, user.id, 'credit', 200_000)).body.data,
    );
    const answer = BalanceAdjustment.parse(
      await ok(finance2, 'adjustmentRefuse', { id: refused.id, reason: 'no ticket' }),
    );
    expect(answer).toMatchObject({ status: 'refused', transferId: null, decidedBy: finance2Id });
    expect(await coin(user.id)).toBe(0);
    expect(await entries('adjustmentRefuse', `adjustment:${refused.id}`)).toEqual([
      expect.objectContaining({
        before: { status: 'pending' },
        after: { status: 'refused', reason: 'no ticket' },
      }),
    ]);

    const debit = BalanceAdjustment.parse((await adjust(me, user.id, 'debit', 150_000)).body.data);
    expect(debit.status).toBe('pending');
    const low = await staff.call(finance2, 'adjustmentApprove', { id: debit.id });
    expect(low.body.errcode).toBe(ErrorCode.ADJUSTMENT_BALANCE_TOO_LOW);
    expect(await entries('adjustmentApprove', `adjustment:${debit.id}`)).toEqual([]);
    const still = AdjustmentsAnswer.parse(
      await ok(finance, 'balanceAdjustments', { userId: user.id }),
    );
    expect(still.list.map((a) => [a.id, a.status])).toEqual([[debit.id, 'pending']]);
    const refusedList = AdjustmentsAnswer.parse(
      await ok(finance, 'balanceAdjustments', { userId: user.id, status: 'refused' }),
    );
    expect(refusedList.list.map((a) => a.id)).toEqual([refused.id]);
  });

  it('takes the threshold from the operator setting', async () => {
    await t.settings.set(BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules, { fourEyesAbove: 50 });
    try {
      const { user } = await players.registerByAccount();
      const answer = BalanceAdjustment.parse((await adjust(me, user.id, 'credit', 51)).body.data);
      expect(answer.status).toBe('pending');
    } finally {
      await t.settings.set(BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules, {});
    }
  });

  it('is refused to support (ledger permission)', async () => {
    const { user } = await players.registerByAccount();
    const refused = await adjust(support, user.id, 'credit', 100);
    expect(refused.status).toBe(403);
    expect(refused.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
  });
});
