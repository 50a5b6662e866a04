import type { FastifyBaseLogger } from 'fastify';
import type { AppClock } from '@/db/app-clock';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import {
  balances,
  HouseAccount,
  transfer,
  UserAccount,
  type HouseAccount as HouseAccountRef,
  type Leg,
} from '@/ledger/ledger';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { SettingsService } from '../settings/settings.service';
import {
  conversion,
  forfeitReturn,
  packageTerms,
  stakeTerms,
  type BonusKind,
  type BonusKindTerms,
} from '@lobby/contract/values/bonus-terms';
import type { PayFromValue } from '@lobby/contract/bonus';
import { BONUS_RULES_KEY, BonusRules, rewardTerms } from './bonus-rules';
import {
  closePackage,
  findOpenPackage,
  findPayFrom,
  insertPackage,
  listPackages,
  lockOpenPackage,
  packagesDue,
  savePayFrom,
  topUpPackage,
  type BonusPackage,
} from './bonus.repo';
import { hasOpenBonusRound } from '../games/games.reads';
import { epochSeconds } from '@/core/epoch-seconds';

/** Ledger keys of a package's money: granted once per order, closed once per package. */
export const bonusGrantKey = (orderNo: string) => `deposit_bonus:${orderNo}`;
const bonusCloseKey = (packageId: number) => `bonus_close:${packageId}`;

/** Why an open bonus ended early ('spent': played down to nothing). */
export type ForfeitReason = 'player' | 'withdrawal' | 'expired' | 'spent' | 'closedForPlay';

const BATCH = 200;

/**
 * Bonus money (docs/rules.md "Bonus money", docs/adr/0021): a bonus taken with a deposit, the
 * deposit locked with it in the player's bonus balance, played through the seamless wallet
 * (which takes bets from it and works their valid amounts off its wagering), and closed once:
 * converted to cash up to its cap when its wagering is done, or forfeited (by the player, a
 * withdrawal request or expiry), returning what is left of the deposit. A bonus closes only when
 * none of the rounds it funded is open.
 */
export class BonusService {
  constructor(
    private readonly deps: {
      db: Db;
      settings: SettingsService;
      log: FastifyBaseLogger;
      /** The lobby's clock: a package expires by it. */
      clock: AppClock;
    },
  ) {}

  rules(): Promise<BonusRules> {
    return this.deps.settings.get(BONUS_RULES_KEY, BonusRules);
  }

  /**
   * Opens a bonus for a credited deposit, inside the deposit's transaction: the deposit (its
   * turnover added as any deposit's) and the bonus go to the bonus balance, under the order's
   * keys. A deposit rule's bonus comes from the bonus expense account under the rule's terms; a
   * coupon's from its activity's promotions account under the coupon's. Answers false, moving nothing, when the player already has one open.
   */
  async grant(
    trx: Db,
    input: {
      userId: number;
      orderNo: string;
      deposit: number;
      bonus: number;
      depositKey: string;
      memo: Record<string, unknown>;
    } & (
      | { kind: BonusKind }
      /** A deposit coupon: its own multiples, its bonus from a promotions account. */
      | { kind: 'coupon'; coupon: { terms: BonusKindTerms; source: HouseAccountRef } }
    ),
    rules: BonusRules,
  ): Promise<boolean> {
    const { userId } = input;
    if (await lockOpenPackage(trx, userId)) return false;
    const terms =
      input.kind === 'coupon'
        ? stakeTerms(input.deposit, input.bonus, input.coupon.terms, rules)
        : packageTerms(input.kind, input.deposit, input.bonus, rules);
    await insertPackage(trx, {
      userId: userId,
      kind: input.kind,
      orderNo: input.orderNo,
      deposit: terms.deposit,
      bonus: terms.bonus,
      wageringRequired: terms.wageringRequired,
      wageringLeft: terms.wageringRequired,
      maxBet: terms.maxBet,
      conversionCap: terms.conversionCap,
      expiryDays: rules.expiryDays,
    });
    await transfer(trx, {
      key: input.depositKey,
      kind: 'deposit',
      userId,
      legs: [
        { account: { house: HouseAccount.Deposits }, amount: -input.deposit },
        { account: { userId, kind: UserAccount.Bonus }, amount: input.deposit },
      ],
      wagering: input.deposit,
      memo: { ...input.memo, wallet: 'bonus' },
    });
    await transfer(trx, {
      key: bonusGrantKey(input.orderNo),
      kind: 'deposit_bonus',
      userId,
      legs: [
        {
          account: {
            house: input.kind === 'coupon' ? input.coupon.source : HouseAccount.BonusExpense,
          },
          amount: -input.bonus,
        },
        { account: { userId, kind: UserAccount.Bonus }, amount: input.bonus },
      ],
      memo: { ...input.memo, rule: input.kind, wallet: 'bonus' },
    });
    return true;
  }

  /**
   * Pays reward coin as bonus money, inside the claim's transaction (docs/rewards/README.md): it tops
   * up the package the player has open (its bonus, wagering and cap grow by the reward's terms)
   * or opens a package of kind `reward` with no deposit in it. The coin comes from `source`, the
   * activity's promotions account; `key` is the ledger key (and the new package's reference).
   */
  async grantReward(
    trx: Db,
    input: {
      userId: number;
      key: string;
      coin: number;
      source: HouseAccountRef;
      terms: { wageringMultiple: number; maxWinMultiple: number };
      memo: Record<string, unknown>;
    },
    rules: BonusRules,
  ): Promise<void> {
    const { userId, coin } = input;
    const terms = rewardTerms(coin, input.terms, rules);
    const open = await lockOpenPackage(trx, userId);
    if (open) {
      await topUpPackage(trx, open.id, {
        bonus: coin,
        wagering: terms.wageringRequired,
        conversionCap: terms.conversionCap,
      });
    } else {
      await insertPackage(trx, {
        userId,
        kind: 'reward',
        orderNo: input.key,
        deposit: 0,
        bonus: coin,
        wageringRequired: terms.wageringRequired,
        wageringLeft: terms.wageringRequired,
        maxBet: terms.maxBet,
        conversionCap: terms.conversionCap,
        expiryDays: rules.expiryDays,
      });
    }
    await transfer(trx, {
      key: input.key,
      kind: 'reward_coin',
      userId,
      legs: [
        { account: { house: input.source }, amount: -coin },
        { account: { userId, kind: UserAccount.Bonus }, amount: coin },
      ],
      memo: { ...input.memo, wallet: 'bonus' },
    });
  }

  /** Whether the player has a bonus open (a new one waits until it closes). */
  async hasOpen(db: Db, userId: number) {
    return (await findOpenPackage(db, userId)) !== undefined;
  }

  /** The open bonus's balance and what ending it now returns to cash; null without one. */
  async openSummary(db: Db, userId: number) {
    const open = await findOpenPackage(db, userId);
    if (!open) return null;
    const { bonus: balance } = await balances(db, userId);
    return { balance, forfeitReturn: forfeitReturn(balance, open) };
  }

  /** The open bonus's wagering, required and left; null without one. */
  async openWagering(db: Db, userId: number) {
    const open = await findOpenPackage(db, userId);
    return open ? { required: open.wageringRequired, left: open.wageringLeft } : null;
  }

  /**
   * The player's open bonus and its terms, for the wallet: converted first when its wagering is
   * done, so what the player sees is what is.
   */
  async wallet(userId: number) {
    await this.settle(userId);
    const [rules, open, b, history, payFrom, roundOpen] = await Promise.all([
      this.rules(),
      findOpenPackage(this.deps.db, userId),
      balances(this.deps.db, userId),
      listPackages(this.deps.db, userId, 20),
      findPayFrom(this.deps.db, userId),
      hasOpenBonusRound(this.deps.db, userId),
    ]);
    return {
      open: open ? { ...this.view(open, b.bonus), roundOpen } : null,
      payFrom,
      terms: {
        firstDeposit: rules.terms.first_deposit,
        dailyFirst: rules.terms.daily_first,
        channel: rules.terms.channel,
        maxBetBp: rules.maxBetBp,
        maxBetFloor: rules.maxBetFloor,
        expiryDays: rules.expiryDays,
        minDeposit: rules.minDeposit,
        maxWinChanceBp: rules.maxWinChanceBp,
        minOddsE4: rules.minOddsE4,
      },
      history: history
        .filter((p) => p.status !== 'open')
        .map((p) => ({
          id: p.id,
          kind: p.kind,
          deposit: p.deposit,
          bonus: p.bonus,
          status: p.status,
          cashReturned: p.cashReturned ?? 0,
          createdAt: epochSeconds(p.createdAt),
          closedAt: p.closedAt ? epochSeconds(p.closedAt) : null,
        })),
    };
  }

  /**
   * What the player's bets are paid from first while they have cash and a bonus balance; sets it
   * first when `payFrom` is given. A round already open keeps the balance it was paid from.
   */
  async payFrom(userId: number, payFrom?: PayFromValue): Promise<{ payFrom: PayFromValue }> {
    if (payFrom !== undefined) {
      await savePayFrom(this.deps.db, userId, payFrom);
      return { payFrom };
    }
    return { payFrom: await findPayFrom(this.deps.db, userId) };
  }

  private view(p: BonusPackage, balance: number) {
    return {
      id: p.id,
      kind: p.kind,
      orderNo: p.orderNo,
      balance,
      deposit: p.deposit,
      bonus: p.bonus,
      wageringRequired: p.wageringRequired,
      wageringLeft: p.wageringLeft,
      maxBet: p.maxBet,
      conversionCap: p.conversionCap,
      /** What forfeiting now returns to cash. */
      forfeitReturn: forfeitReturn(balance, p),
      expiresAt: epochSeconds(p.expiresAt),
      createdAt: epochSeconds(p.createdAt),
    };
  }

  /**
   * Forfeits the open bonus: the bonus and every winning go back to the house, what is left of
   * the deposit (the balance less the bonus, at most the deposit) returns to cash. In `db`'s
   * transaction (a withdrawal request) or its own. Refused while a round it funded is open.
   */
  forfeit(db: Db, userId: number, reason: ForfeitReason) {
    return withTransactionRetry(db, async (trx) => {
      const open = await lockOpenPackage(trx, userId);
      if (!open) throw new AppError(ErrorCode.BONUS_NOT_FOUND);
      if (await hasOpenBonusRound(trx, userId)) throw new AppError(ErrorCode.BONUS_ROUND_OPEN);
      return this.close(trx, open, reason === 'expired' ? 'expired' : 'forfeited', reason);
    });
  }

  /**
   * Converts the open bonus once its wagering is done and no round it funded is open: the
   * balance becomes cash up to the conversion cap, the rest goes back to the house. Answers
   * whether it converted.
   */
  settle(userId: number): Promise<boolean> {
    return withTransactionRetry(this.deps.db, async (trx) => {
      const open = await lockOpenPackage(trx, userId);
      if (!open || open.wageringLeft > 0) return false;
      if (await hasOpenBonusRound(trx, userId)) return false;
      await this.close(trx, open, 'completed', 'wagered');
      return true;
    });
  }

  /**
   * The job: converts bonuses whose wagering is done, expires those past their time and closes
   * those played down to nothing. Answers how many of each.
   */
  async settleDue(): Promise<{ converted: number; expired: number; spent: number }> {
    const done = { converted: 0, expired: 0, spent: 0 };
    for (const userId of await packagesDue(this.deps.db, BATCH)) {
      try {
        if (await this.settle(userId)) {
          done.converted++;
          continue;
        }
        const open = await findOpenPackage(this.deps.db, userId);
        if (!open) continue;
        if (open.expiresAt.getTime() <= (await this.deps.clock.now()).getTime()) {
          await this.forfeit(this.deps.db, userId, 'expired');
          done.expired++;
        } else if ((await balances(this.deps.db, userId)).bonus === 0) {
          await this.forfeit(this.deps.db, userId, 'spent');
          done.spent++;
        }
      } catch (error) {
        // A round still open: its bonus is looked at again next time.
        if (error instanceof AppError && error.code === ErrorCode.BONUS_ROUND_OPEN) continue;
        this.deps.log.error({ err: error, userId }, 'bonus settlement failed');
      }
    }
    return done;
  }

  /** Moves a closing bonus's balance: `toCash` to coin, the rest to the house. */
  private async close(
    trx: Db,
    open: BonusPackage,
    status: 'completed' | 'forfeited' | 'expired',
    reason: string,
  ) {
    const { bonus: balance } = await balances(trx, open.userId);
    const toCash =
      status === 'completed'
        ? conversion(balance, { conversionCap: open.conversionCap })
        : forfeitReturn(balance, open);
    const takenBack = balance - toCash;
    const legs: Leg[] = [];
    if (balance > 0)
      legs.push({ account: { userId: open.userId, kind: UserAccount.Bonus }, amount: -balance });
    if (toCash > 0)
      legs.push({ account: { userId: open.userId, kind: UserAccount.Coin }, amount: toCash });
    if (takenBack > 0)
      legs.push({ account: { house: HouseAccount.BonusExpense }, amount: takenBack });
    if (legs.length >= 2) {
      await transfer(trx, {
        key: bonusCloseKey(open.id),
        kind: status === 'completed' ? 'bonus_convert' : 'bonus_forfeit',
        userId: open.userId,
        legs,
        memo: { ref: open.orderNo, bonusId: open.id, reason },
      });
    }
    await closePackage(trx, open.id, {
      status: status === 'completed' || balance > 0 ? status : 'spent',
      reason,
      cashReturned: toCash,
      takenBack,
    });
    this.deps.log.info(
      { userId: open.userId, bonusId: open.id, status, reason, balance, toCash, takenBack },
      'bonus closed',
    );
    return { cash: toCash, takenBack, balanceBefore: balance };
  }
}
