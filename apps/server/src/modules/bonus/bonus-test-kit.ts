import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { balances, HouseAccount, transfer, UserAccount } from '@/ledger/ledger';
import { depositsClient } from '../deposits/deposits-test-client';
import { gamesClient } from '../games/games-test-client';

let moveSeq = 0;

/**
 * The scene of the bonus tests (bonus.test.ts, bet-funding.test.ts): a player with an open
 * first-deposit bonus, money moved in and out of its balance, dice bets and the books checked.
 */
export const bonusTestKit = (t: TestApp) => {
  const d = depositsClient(t);
  const g = gamesClient(t);
  const db = () => t.database.db;

  /** Dice that wins below `target`: 4950 is a 49.50% chance paying 2.0002× (weight 25%). */
  const dice = (bet: number, target = 4_950) => ({
    gameId: g.gameId('dice'),
    bet,
    params: { direction: 'under', target },
  });

  /** Money into or out of a player's bonus balance, as wins and losses of rounds would move it. */
  const moveBonus = (userId: number, amount: number) =>
    transfer(db(), {
      key: `bonus-test-move-${process.pid}-${moveSeq++}`,
      kind: amount > 0 ? 'win' : 'bet',
      userId,
      legs: [
        { account: { house: HouseAccount.Games }, amount: -amount },
        { account: { userId, kind: UserAccount.Bonus }, amount },
      ],
    });

  /**
   * A player with an open first-deposit bonus and `cash` of cash beside it: 1,000.00 deposited
   * and 200.00 of bonus, both in the bonus balance; wagering 5 × 1,200.00, largest bet 60.00,
   * converting at most 2,000.00.
   */
  const playerWithBonus = async (cash = 0) => {
    const p = await g.player();
    const orderNo = await d.deposit(p.token, 100_000, 1, { takeBonus: true });
    if (cash > 0) await g.credit(p.userId, cash);
    const wallet = async () => (await p.ok('bonusWallet')).open;
    const package_ = await wallet();
    expect(package_).toMatchObject({
      kind: 'first_deposit',
      orderNo,
      balance: 120_000,
      deposit: 100_000,
      bonus: 20_000,
      wageringRequired: 600_000,
      wageringLeft: 600_000,
      maxBet: 6_000,
      conversionCap: 200_000,
      forfeitReturn: 100_000,
      roundOpen: false,
    });
    /** Cash, the bonus balance and the deposit turnover left. */
    const money = async () => {
      const b = await balances(db(), p.userId);
      return { coin: b.coin, bonus: b.bonus, wagering: b.wagering };
    };
    /** Cash and the bonus balance. */
    const purses = async () => {
      const { coin, bonus } = await money();
      return { coin, bonus };
    };
    const wageringLeft = async () => (await wallet()).wageringLeft as number;
    return {
      ...p,
      orderNo,
      wallet,
      money,
      purses,
      wageringLeft,
      packageId: package_.id as number,
    };
  };

  const checkBooks = () => expectBooksBalanced(db());

  return { d, g, db, dice, moveBonus, playerWithBonus, checkBooks };
};
