import { ErrorCode } from '@lobby/contract/values/errors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { gamesTestEnv } from '../games/games-test-client';
import { bonusTestKit } from './bonus-test-kit';

/**
 * What a bet is paid from while the player has cash and a bonus balance (docs/rules.md "Bonus
 * money", docs/adr/0055): the player's choice first, cash by default; the bonus's largest bet
 * and its wagering only for what the bonus balance pays.
 */
const t = useTestApp({ env: gamesTestEnv });
const { g, db, dice, moveBonus, playerWithBonus, checkBooks } = bonusTestKit(t);

/** A player with `cash` of cash beside an open first-deposit bonus (bonus-test-kit.ts). */
const playerWithBoth = async (cash: number) => {
  const p = await playerWithBonus(cash);
  return { ...p, money: p.purses };
};

describe('the player’s choice of what pays a bet', () => {
  it('is cash first until changed; read and set by bonusPayFrom, shown in the wallet and the user info', async () => {
    const p = await playerWithBoth(0);
    expect(await p.ok('bonusPayFrom')).toEqual({ payFrom: 'cash' });
    expect((await p.ok('bonusWallet')).payFrom).toBe('cash');
    expect((await p.ok('refreshData')).bonusPayFrom).toBe('cash');

    expect(await p.ok('bonusPayFrom', { payFrom: 'bonus' })).toEqual({ payFrom: 'bonus' });
    expect(await p.ok('bonusPayFrom')).toEqual({ payFrom: 'bonus' });
    expect((await p.ok('bonusWallet')).payFrom).toBe('bonus');
    expect((await p.ok('refreshData')).bonusPayFrom).toBe('bonus');
    expect(await p.ok('bonusPayFrom', { payFrom: 'cash' })).toEqual({ payFrom: 'cash' });
    expect((await p.ok('refreshData')).bonusPayFrom).toBe('cash');
  });

  it('refuses a choice it does not know with a 400, changing nothing, and needs a session', async () => {
    const p = await playerWithBoth(0);
    await p.ok('bonusPayFrom', { payFrom: 'bonus' });
    for (const payFrom of ['coin', 'BONUS', 1, null, '']) {
      const refused = await p.call('bonusPayFrom', { payFrom });
      expect(refused.body.errcode, JSON.stringify(payFrom)).toBe(ErrorCode.BAD_REQUEST);
    }
    expect(await p.ok('bonusPayFrom')).toEqual({ payFrom: 'bonus' });
    const anonymous = await g.accounts.call('bonusPayFrom', { payFrom: 'cash' });
    expect(anonymous.body.errcode).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('moves no money: a stolen session that flips it can bet no more than the player could', async () => {
    const p = await playerWithBoth(50_000);
    const before = await p.money();
    await p.ok('bonusPayFrom', { payFrom: 'bonus' });
    await p.ok('bonusPayFrom', { payFrom: 'cash' });
    await p.ok('bonusPayFrom', { payFrom: 'bonus' });
    expect(await p.money()).toEqual(before);
    expect(await p.wageringLeft()).toBe(600_000);
    // Bonus first, a bet above its largest bet: refused whole, not moved to cash unasked.
    await p.ok('startGame', { gameId: g.gameId('dice') });
    const refused = await p.call('gamePlay', dice(10_000));
    expect(refused.body).toMatchObject({
      errcode: ErrorCode.BONUS_MAX_BET,
      data: { maxBet: 6_000 },
    });
    // More than either balance holds: refused, never split between them.
    const tooMuch = await p.call('gamePlay', dice(130_000));
    expect(tooMuch.body).toMatchObject({
      errcode: ErrorCode.BET_NEEDS_ONE_BALANCE,
      data: { bet: 130_000, cash: 50_000, bonus: 120_000, largestBet: 50_000 },
    });
    expect(await p.money()).toEqual(before);
    await checkBooks();
  });
});

describe('a built-in game’s bet', () => {
  it('cash first: a cash-paid bet is never capped by the bonus, and works off none of its wagering', async () => {
    // The player: a small bonus open beside a large cash balance.
    const p = await playerWithBoth(93_500);
    await p.ok('startGame', { gameId: g.gameId('dice') });
    const round = await p.ok('gamePlay', dice(50_000));
    expect(await p.money()).toEqual({ coin: 93_500 - 50_000 + round.payout, bonus: 120_000 });
    // Cash bets counted would let a hunter grind the wagering off with cash (docs/adr/0055).
    expect(await p.wageringLeft()).toBe(600_000);
    const settled = await db()
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'bet.settled')
      .where('user_id', '=', p.userId)
      .execute();
    expect(settled.map((e) => e.payload)).toEqual([
      expect.not.objectContaining({ wallet: 'bonus' }),
    ]);
    await checkBooks();
  });

  it('cash first: the bonus balance pays what cash cannot cover, under its largest bet', async () => {
    const p = await playerWithBoth(3_000);
    await p.ok('startGame', { gameId: g.gameId('dice') });
    // Cash cannot pay 70.00; the bonus balance could, but 70.00 is above its largest bet.
    const refused = await p.call('gamePlay', dice(7_000));
    expect(refused.body).toMatchObject({
      errcode: ErrorCode.BONUS_MAX_BET,
      data: { maxBet: 6_000 },
    });
    expect(await p.money()).toEqual({ coin: 3_000, bonus: 120_000 });
    const round = await p.ok('gamePlay', dice(6_000));
    expect(await p.money()).toEqual({ coin: 3_000, bonus: 120_000 - 6_000 + round.payout });
  });

  it('bonus first: the bonus balance pays while it covers the bet, then cash', async () => {
    const p = await playerWithBoth(50_000);
    await p.ok('bonusPayFrom', { payFrom: 'bonus' });
    await p.ok('startGame', { gameId: g.gameId('dice') });
    const fromBonus = await p.ok('gamePlay', dice(6_000));
    expect(await p.money()).toEqual({ coin: 50_000, bonus: 120_000 - 6_000 + fromBonus.payout });
    // The bonus balance down to 10.00: a 20.00 bet is cash's.
    const bonusNow = (await p.money()).bonus;
    await moveBonus(p.userId, 1_000 - bonusNow);
    const fromCash = await p.ok('gamePlay', dice(2_000));
    expect(await p.money()).toEqual({ coin: 50_000 - 2_000 + fromCash.payout, bonus: 1_000 });
    await checkBooks();
  });

  it('refuses a bet only both balances together cover, saying so with the figures, and plays none', async () => {
    const p = await playerWithBoth(800);
    await moveBonus(p.userId, 600 - 120_000); // cash 8.00, bonus 6.00
    await p.ok('startGame', { gameId: g.gameId('dice') });
    const nonce = (await p.ok('fairSeeds')).nonce;
    for (const payFrom of ['cash', 'bonus'] as const) {
      await p.ok('bonusPayFrom', { payFrom });
      const refused = await p.call('gamePlay', dice(1_200));
      expect(refused.body, payFrom).toMatchObject({
        errcode: ErrorCode.BET_NEEDS_ONE_BALANCE,
        data: { bet: 1_200, cash: 800, bonus: 600, largestBet: 800 },
      });
    }
    // More than both together: a plain lack of money, told apart.
    const beyond = await p.call('gamePlay', dice(1_401));
    expect(beyond.body.errcode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(beyond.body.data ?? null).toBeNull();
    expect(await p.money()).toEqual({ coin: 800, bonus: 600 });
    expect((await p.ok('fairSeeds')).nonce).toBe(nonce);
    // The way out the refusal names: the largest bet it gave is played, from cash.
    await p.ok('bonusPayFrom', { payFrom: 'cash' });
    const round = await p.ok('gamePlay', dice(800));
    expect(await p.money()).toEqual({ coin: round.payout, bonus: 600 });
    await checkBooks();
  });

  it('names as the largest bet what one balance pays now: the bonus’s under its largest bet', async () => {
    const p = await playerWithBoth(3_000);
    await moveBonus(p.userId, 7_000 - 120_000); // cash 30.00, bonus 70.00, largest bet 60.00
    await p.ok('startGame', { gameId: g.gameId('dice') });
    const refused = await p.call('gamePlay', dice(9_000));
    expect(refused.body).toMatchObject({
      errcode: ErrorCode.BET_NEEDS_ONE_BALANCE,
      data: { bet: 9_000, cash: 3_000, bonus: 7_000, largestBet: 6_000 },
    });
    expect(await p.money()).toEqual({ coin: 3_000, bonus: 7_000 });
  });

  it('never overdraws either balance when 30 bets arrive at once', async () => {
    const p = await playerWithBoth(6_000);
    await moveBonus(p.userId, 6_000 - 120_000); // 60.00 of bonus balance, 60.00 of cash
    await p.ok('startGame', { gameId: g.gameId('dice') });
    // A 1% chance: most rounds lose, and a win only refills what paid it.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => p.call('gamePlay', dice(6_000, 100))),
    );
    const played = answers.filter((a) => a.body.errcode === 0);
    expect(played.length).toBeGreaterThanOrEqual(2);
    for (const refused of answers.filter((a) => a.body.errcode !== 0)) {
      expect(refused.body.errcode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    }
    const won = played.reduce((sum, a) => sum + (a.body.data.payout as number), 0);
    const money = await p.money();
    expect(money.coin).toBeGreaterThanOrEqual(0);
    expect(money.bonus).toBeGreaterThanOrEqual(0);
    expect(money.coin + money.bonus).toBe(12_000 - 6_000 * played.length + won);
    await checkBooks();
  });
});

describe('a provider’s bet', () => {
  const providerPlayer = async (cash: number) => {
    const p = await playerWithBoth(cash);
    const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
    // Transaction and round ids are the provider's, unique across players: this player's own.
    const id = (name: string) => `${p.userId}-${name}`;
    const debit = (txId: string, roundId: string, amount: number) =>
      g.provider('debit', { sessionId, txId: id(txId), roundId: id(roundId), amount });
    const credit = (txId: string, roundId: string, amount: number) =>
      g.provider('credit', { sessionId, txId: id(txId), roundId: id(roundId), amount });
    return { ...p, sessionId: sessionId as string, debit, credit };
  };

  it('cash first: above the bonus’s largest bet from cash; the win goes back to cash', async () => {
    const p = await providerPlayer(93_500);
    expect((await p.debit('b-1', 'r-1', 50_000)).body).toMatchObject({ ok: true });
    expect(await p.money()).toEqual({ coin: 43_500, bonus: 120_000 });
    expect(await p.wageringLeft()).toBe(600_000);
    await p.credit('w-1', 'r-1', 70_000);
    expect(await p.money()).toEqual({ coin: 113_500, bonus: 120_000 });
  });

  it('bonus first: above the bonus’s largest bet is BONUS_BET_LIMIT with the figure', async () => {
    const p = await providerPlayer(93_500);
    await p.ok('bonusPayFrom', { payFrom: 'bonus' });
    expect((await p.debit('b-1', 'r-1', 50_000)).body).toEqual({
      ok: false,
      error: 'BONUS_BET_LIMIT',
      maxBet: 6_000,
    });
    expect(await p.money()).toEqual({ coin: 93_500, bonus: 120_000 });
    expect(await p.wageringLeft()).toBe(600_000);
  });

  it('keeps an open round on the balance it was funded from when the choice changes', async () => {
    const p = await providerPlayer(93_500);
    // Opened from cash, then the player picks bonus first: the round's next bet is cash's, uncapped.
    await p.debit('b-1', 'r-cash', 1_000);
    await p.ok('bonusPayFrom', { payFrom: 'bonus' });
    expect((await p.debit('b-2', 'r-cash', 10_000)).body).toMatchObject({ ok: true });
    expect(await p.money()).toEqual({ coin: 82_500, bonus: 120_000 });
    // A new round is the bonus's; the player goes back to cash first: it stays the bonus's,
    // and its largest bet still holds for it.
    await p.debit('b-3', 'r-bonus', 1_000);
    await p.ok('bonusPayFrom', { payFrom: 'cash' });
    expect((await p.debit('b-4', 'r-bonus', 10_000)).body).toMatchObject({
      ok: false,
      error: 'BONUS_BET_LIMIT',
    });
    await p.debit('b-5', 'r-bonus', 2_000);
    expect(await p.money()).toEqual({ coin: 82_500, bonus: 117_000 });
    // Wins go back where each round's bets came from.
    await p.credit('w-1', 'r-cash', 20_000);
    await p.credit('w-2', 'r-bonus', 5_000);
    expect(await p.money()).toEqual({ coin: 102_500, bonus: 122_000 });
    // Only the bets the bonus balance paid worked off its wagering.
    expect(await p.wageringLeft()).toBe(600_000 - 3_000);
    await checkBooks();
  });

  it('refuses a bet only both balances together cover as INSUFFICIENT_BALANCE with the figures, the same on a repeat', async () => {
    const p = await providerPlayer(800);
    await moveBonus(p.userId, 600 - 120_000);
    const refusal = {
      ok: false,
      error: 'INSUFFICIENT_BALANCE',
      bet: 1_200,
      cash: 800,
      bonus: 600,
      largestBet: 800,
    };
    expect((await p.debit('b-1', 'r-1', 1_200)).body).toEqual(refusal);
    expect((await p.debit('b-1', 'r-1', 1_200)).body).toEqual(refusal);
    // Beyond both together: the plain refusal, as the protocol always said it.
    expect((await p.debit('b-2', 'r-2', 1_500)).body).toEqual({
      ok: false,
      error: 'INSUFFICIENT_BALANCE',
    });
    expect(await p.money()).toEqual({ coin: 800, bonus: 600 });
    await checkBooks();
  });

  it('takes at most what each balance covers when 30 debits arrive at once', async () => {
    const p = await providerPlayer(6_000);
    await moveBonus(p.userId, 6_000 - 120_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => p.debit(`b-${i}`, `r-${i}`, 6_000)),
    );
    expect(answers.filter((a) => a.body.ok)).toHaveLength(2);
    expect(answers.filter((a) => !a.body.ok).map((a) => a.body.error)).toEqual(
      Array.from({ length: 28 }, () => 'INSUFFICIENT_BALANCE'),
    );
    expect(await p.money()).toEqual({ coin: 0, bonus: 0 });
    await checkBooks();
  });
});
