import { ErrorCode } from '@lobby/contract/values/errors';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { gamesTestEnv } from '../games/games-test-client';
import { bonusTestKit } from './bonus-test-kit';
import { SETTLE_QUEUE } from './bonus.module';

const t = useTestApp({ env: gamesTestEnv });
const { d, g, db, dice, moveBonus, playerWithBonus, checkBooks } = bonusTestKit(t);

const statusOf = async (packageId: number) =>
  (
    await db()
      .selectFrom('bonus_packages')
      .select(['status', 'cash_returned', 'taken_back', 'close_reason'])
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow()
  ).status;

describe('playing a bonus', () => {
  it('takes bets from the bonus balance and counts them by risk toward its wagering', async () => {
    const p = await playerWithBonus();
    expect(await p.money()).toEqual({ coin: 0, bonus: 120_000, wagering: 100_000 });
    await p.ok('startGame', { gameId: g.gameId('dice') });

    // A 49.50% chance counts the dice's weight, 25%: 1,500 of a 6,000 bet.
    const even = await p.ok('gamePlay', dice(6_000));
    expect(await p.money()).toEqual({
      coin: 0,
      bonus: 120_000 - 6_000 + even.payout,
      wagering: 100_000 - 1_500,
    });
    // The game answers what the player can bet with: cash and the bonus balance.
    expect(even.coin).toBe(120_000 - 6_000 + even.payout);
    expect((await p.wallet()).wageringLeft).toBe(600_000 - 1_500);

    // A 97.99% chance is no risk: it counts nothing, for the bonus nor the deposit's turnover.
    const safe = await p.ok('gamePlay', dice(5_000, 9_800));
    expect((await p.wallet()).wageringLeft).toBe(600_000 - 1_500);
    expect((await p.money()).wagering).toBe(100_000 - 1_500);
    expect((await p.money()).bonus).toBe(120_000 - 6_000 + even.payout - 5_000 + safe.payout);

    // The slot counts in full; crash at 1.01× (a 98% chance) counts nothing.
    await p.ok('startGame', { gameId: g.gameId('slot') });
    await p.ok('gamePlay', { gameId: g.gameId('slot'), bet: 1_000, params: {} });
    expect((await p.wallet()).wageringLeft).toBe(600_000 - 1_500 - 1_000);
    await p.ok('startGame', { gameId: g.gameId('crash') });
    await p.ok('gamePlay', { gameId: g.gameId('crash'), bet: 1_000, params: { target: 101 } });
    expect((await p.wallet()).wageringLeft).toBe(600_000 - 2_500);

    // Every settled round says what it counted and what funded it.
    const settled = await db()
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'bet.settled')
      .where('user_id', '=', p.userId)
      .orderBy('id')
      .execute();
    expect(settled.map((e) => e.payload)).toEqual([
      expect.objectContaining({ bet: 6_000, validBet: 1_500, wallet: 'bonus' }),
      expect.objectContaining({ bet: 5_000, validBet: 0, wallet: 'bonus' }),
      expect.objectContaining({ bet: 1_000, validBet: 1_000, wallet: 'bonus' }),
      expect.objectContaining({ bet: 1_000, validBet: 0, wallet: 'bonus' }),
    ]);
    await checkBooks();
  });

  it('refuses a bet above its maximum before the round, and plays none', async () => {
    const p = await playerWithBonus();
    await p.ok('startGame', { gameId: g.gameId('dice') });
    const nonce = (await p.ok('fairSeeds')).nonce;
    const refused = await p.call('gamePlay', dice(6_001));
    expect(refused.body).toMatchObject({
      errcode: ErrorCode.BONUS_MAX_BET,
      data: { maxBet: 6_000 },
    });
    expect(await p.money()).toEqual({ coin: 0, bonus: 120_000, wagering: 100_000 });
    expect((await p.ok('fairSeeds')).nonce).toBe(nonce);
    await p.ok('gamePlay', dice(6_000));
  });

  it('takes from cash a bet the bonus balance cannot cover', async () => {
    const p = await playerWithBonus();
    await g.credit(p.userId, 50_000);
    await moveBonus(p.userId, -119_000); // 10.00 of bonus balance left
    await p.ok('startGame', { gameId: g.gameId('dice') });
    const round = await p.ok('gamePlay', dice(5_000));
    expect(await p.money()).toMatchObject({ coin: 50_000 - 5_000 + round.payout, bonus: 1_000 });
    // Paid from cash: it works off nothing of the bonus's wagering (docs/adr/0055).
    expect((await p.wallet()).wageringLeft).toBe(600_000);
  });
});

describe('closing a bonus', () => {
  it('converts once its wagering is done, up to its cap, the rest back to the house', async () => {
    const p = await playerWithBonus();
    await moveBonus(p.userId, 500_000); // won 5,000.00: 6,200.00 in the bonus balance
    await db()
      .updateTable('bonus_packages')
      .set({ wagering_left: 500 })
      .where('id', '=', p.packageId)
      .execute();
    await p.ok('startGame', { gameId: g.gameId('slot') });
    const round = await p.ok('gamePlay', { gameId: g.gameId('slot'), bet: 500, params: {} });
    const balanceBefore = 620_000 - 500 + round.payout;
    // The wallet converts it as it is read: 2,000.00 to cash, the rest taken back.
    const wallet = await p.ok('bonusWallet');
    expect(wallet.open).toBeNull();
    expect(wallet.history[0]).toMatchObject({ status: 'completed', cashReturned: 200_000 });
    expect(await p.money()).toMatchObject({ coin: 200_000, bonus: 0 });
    const closed = await db()
      .selectFrom('bonus_packages')
      .select(['cash_returned', 'taken_back', 'close_reason'])
      .where('id', '=', p.packageId)
      .executeTakeFirstOrThrow();
    expect({
      cashReturned: Number(closed.cash_returned),
      takenBack: Number(closed.taken_back),
      reason: closed.close_reason,
    }).toEqual({ cashReturned: 200_000, takenBack: balanceBefore - 200_000, reason: 'wagered' });
    // Converted: no maximum bet any more, and a deposit may take a new bonus.
    await g.credit(p.userId, 100_000);
    await p.ok('startGame', { gameId: g.gameId('dice') });
    await p.ok('gamePlay', dice(10_000));
    expect((await p.ok('tradeInfo')).bonusOpen).toBe(false);
    await checkBooks();
  });

  it('converts once however many ask at once', async () => {
    const p = await playerWithBonus();
    await db()
      .updateTable('bonus_packages')
      .set({ wagering_left: 0 })
      .where('id', '=', p.packageId)
      .execute();
    const answers = await Promise.all(Array.from({ length: 30 }, () => p.call('bonusWallet')));
    expect(answers.every((a) => a.body.errcode === 0)).toBe(true);
    expect(await p.money()).toMatchObject({ coin: 120_000, bonus: 0 });
    const closes = await db()
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('user_id', '=', p.userId)
      .where('kind', 'in', ['bonus_convert', 'bonus_forfeit'])
      .execute();
    expect(closes).toEqual([{ kind: 'bonus_convert' }]);
  });

  it('forfeits on the player’s word: the bonus and winnings go back, the deposit returns', async () => {
    const p = await playerWithBonus();
    await moveBonus(p.userId, 30_000); // won 300.00
    expect((await p.wallet()).forfeitReturn).toBe(100_000);
    expect(await p.ok('bonusForfeit')).toEqual({ returned: 100_000, coin: 100_000 });
    expect(await statusOf(p.packageId)).toBe('forfeited');
    expect((await p.call('bonusForfeit')).body.errcode).toBe(ErrorCode.BONUS_NOT_FOUND);

    // After losses, what is left less the bonus: 700.00 − 200.00.
    const q = await playerWithBonus();
    await moveBonus(q.userId, -50_000);
    expect(await q.ok('bonusForfeit')).toEqual({ returned: 50_000, coin: 50_000 });
    // Below the bonus itself, nothing.
    const r = await playerWithBonus();
    await moveBonus(r.userId, -105_000);
    expect(await r.ok('bonusForfeit')).toEqual({ returned: 0, coin: 0 });
    await checkBooks();
  });

  it('forfeits once when the player asks 30 times at once', async () => {
    const p = await playerWithBonus();
    const answers = await Promise.all(Array.from({ length: 30 }, () => p.call('bonusForfeit')));
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.BONUS_NOT_FOUND)).toHaveLength(29);
    expect(await p.money()).toMatchObject({ coin: 100_000, bonus: 0 });
  });

  it('expires after its days, and closes once played down to nothing', async () => {
    const p = await playerWithBonus();
    await moveBonus(p.userId, -20_000);
    await db()
      .updateTable('bonus_packages')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', p.packageId)
      .execute();
    const spent = await playerWithBonus();
    await moveBonus(spent.userId, -120_000);
    const untouched = await playerWithBonus();

    await d.runJob(SETTLE_QUEUE);
    expect(await statusOf(p.packageId)).toBe('expired');
    expect(await p.money()).toMatchObject({ coin: 80_000, bonus: 0 });
    expect(await statusOf(spent.packageId)).toBe('spent');
    expect(await statusOf(untouched.packageId)).toBe('open');
    // Spent: the maximum bet no longer holds over cash.
    await g.credit(spent.userId, 100_000);
    await spent.ok('startGame', { gameId: g.gameId('dice') });
    await spent.ok('gamePlay', dice(10_000));
  });
});

describe('rounds a provider plays with the bonus', () => {
  const providerRound = async () => {
    const p = await playerWithBonus();
    const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
    return { ...p, sessionId: sessionId as string };
  };

  it('keep the bonus open until they settle, and pay into the bonus balance', async () => {
    const p = await providerRound();
    const bet = { sessionId: p.sessionId, txId: 'b-1', roundId: 'r-1', amount: 2_000 };
    expect((await g.provider('debit', bet)).body).toEqual({
      ok: true,
      txId: 'b-1',
      balance: 118_000,
    });
    expect((await p.call('bonusForfeit')).body.errcode).toBe(ErrorCode.BONUS_ROUND_OPEN);
    // The wallet says so before the player asks: no "End my bonus" while the round is open.
    expect((await p.wallet()).roundOpen).toBe(true);
    await db()
      .updateTable('bonus_packages')
      .set({ wagering_left: 0 })
      .where('id', '=', p.packageId)
      .execute();
    await d.runJob(SETTLE_QUEUE);
    expect(await statusOf(p.packageId)).toBe('open');

    const win = { sessionId: p.sessionId, txId: 'w-1', roundId: 'r-1', amount: 5_000 };
    expect((await g.provider('credit', win)).body).toMatchObject({ ok: true, balance: 123_000 });
    expect(await p.money()).toMatchObject({ coin: 0, bonus: 123_000 });
    await d.runJob(SETTLE_QUEUE);
    expect(await statusOf(p.packageId)).toBe('completed');
    expect(await p.money()).toMatchObject({ coin: 123_000, bonus: 0 });
  });

  it('refuse a provider’s bet above the bonus’s maximum, and a rollback gives stake and wagering back', async () => {
    const p = await providerRound();
    expect(
      (
        await g.provider('debit', {
          sessionId: p.sessionId,
          txId: 'b-big',
          roundId: 'r-big',
          amount: 6_001,
        })
      ).body,
    ).toEqual({ ok: false, error: 'BONUS_BET_LIMIT', maxBet: 6_000 });
    const bet = { sessionId: p.sessionId, txId: 'b-2', roundId: 'r-2', amount: 4_000 };
    await g.provider('debit', bet);
    // The demo provider's slots count in full.
    expect((await p.wallet()).wageringLeft).toBe(600_000 - 4_000);
    const rollback = await g.provider('rollback', {
      sessionId: p.sessionId,
      txId: 'rb-2',
      refTxId: 'b-2',
      roundId: 'r-2',
    });
    expect(rollback.body).toEqual({ ok: true, txId: 'rb-2', balance: 120_000 });
    expect((await p.wallet()).wageringLeft).toBe(600_000);
    expect(await p.money()).toEqual({ coin: 0, bonus: 120_000, wagering: 100_000 });
    expect((await p.ok('bonusForfeit')).returned).toBe(100_000);
    await checkBooks();
  });
});

describe('a withdrawal request with a bonus open', () => {
  it('needs the player’s consent, then ends the bonus and withdraws from the cash it returns', async () => {
    const p = await playerWithBonus();
    await g.credit(p.userId, 10_000);
    const added = await p.ok('addBankInfo', {
      bankId: 1,
      accountName: 'Pat Player',
      accountNo: '6222020200112233',
      password: 'Tulip-Harbor-58',
    });
    const bankId = added.appUserBankList[0].id as number;
    // The deposit's turnover is played (as valid bets would): only the bonus stands in the way.
    await db()
      .updateTable('wagering')
      .set({ remaining: 0 })
      .where('user_id', '=', p.userId)
      .execute();
    expect((await p.ok('getExchange')).openBonus).toEqual({
      balance: 120_000,
      forfeitReturn: 100_000,
      // Nothing wagered yet of 5 × (deposit + bonus).
      wageringDone: 0,
      wageringRequired: 600_000,
    });

    const asked = await p.call('exchange', { amount: 50_000, bankId, password: 'Tulip-Harbor-58' });
    expect(asked.body).toMatchObject({
      errcode: ErrorCode.BONUS_FORFEIT_REQUIRED,
      data: { balance: 120_000, forfeitReturn: 100_000 },
    });
    expect(await statusOf(p.packageId)).toBe('open');

    // Consent with a request refused for another reason ends nothing: one transaction.
    const tooMuch = await p.call('exchange', {
      amount: 200_000,
      bankId,
      forfeitBonus: true,
      password: 'Tulip-Harbor-58',
    });
    expect(tooMuch.body.errcode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await statusOf(p.packageId)).toBe('open');

    const done = await p.call('exchange', {
      amount: 50_000,
      bankId,
      forfeitBonus: true,
      password: 'Tulip-Harbor-58',
    });
    expect(done.body.errcode).toBe(0);
    expect(await statusOf(p.packageId)).toBe('forfeited');
    expect(await p.money()).toMatchObject({ coin: 110_000 - 50_000, bonus: 0 });
    await checkBooks();
  });
});
