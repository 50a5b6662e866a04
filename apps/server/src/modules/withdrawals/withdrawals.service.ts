import { randomBytes, randomUUID } from 'node:crypto';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import { forfeitReturn } from '@lobby/contract/values/bonus-terms';
import { ExchangeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '@/db/database';
import { isUniqueViolation } from '@/db/errors';
import { AppError, ErrorCode } from '@/core/app-error';
import { balances } from '@/ledger/ledger';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { AccountsService } from '../accounts/accounts.service';
import type { BonusService } from '../bonus/bonus.service';
import {
  maskAccountNo,
  accountLimits,
  toAppUserBank,
  type ReceivingAccountsService,
} from './receiving-accounts.service';
import { enqueuePayout, holdForWithdrawal } from './withdrawal-orders';
import { findReceivingAccount, otherHoldersOf } from './receiving-accounts.repo';
import type { PayoutRisk } from './payout-risk';
import { holdReasonsOf } from './withdrawal-holds';
import { NO_TIER_LIMIT, type WithdrawalTierLimits } from './withdrawal-tier-limits';
import {
  countRequestsToday,
  findWithdrawalByRequestKey,
  insertWithdrawal,
  listUserWithdrawals,
  lockPlayer,
  readExchangeView,
  readTierUse,
  readTrustFacts,
  type Withdrawal,
} from './withdrawals.repo';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Until when withdrawals wait (null: they do not): the block after a receiving account change,
 * or `changeBlockHours` after the password was set, changed or reset, whichever ends later.
 */
const holdUntil = (
  blockedUntil: Date | null,
  passwordChangedAt: Date | null,
  rules: { changeBlockHours: number },
): Date | null => {
  const afterPassword = passwordChangedAt
    ? new Date(passwordChangedAt.getTime() + rules.changeBlockHours * 3_600_000)
    : null;
  const now = Date.now();
  const ends = [blockedUntil, afterPassword].filter(
    (date): date is Date => date !== null && date.getTime() > now,
  );
  return ends.length === 0 ? null : new Date(Math.max(...ends.map((date) => date.getTime())));
};

const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `W` + the UTC date + 10 random characters of Crockford's base 32: W20261122K3J9F2M1QZ. */
const newOrderNo = () => {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const random = [...randomBytes(10)].map((b) => ORDER_ALPHABET[b & 31]).join('');
  return `W${day}${random}`;
};

/** The first answer of a request, as a repeat of it gets it again. */
const firstAnswer = (row: Withdrawal) => ({
  orderNo: row.orderNo,
  status: row.firstStatus as ExchangeStatus,
});

export const toExchangeOrder = (row: Withdrawal) => ({
  orderNo: row.orderNo,
  amount: row.amount,
  fee: row.fee,
  status: row.status as ExchangeStatus,
  bankName: row.bankName,
  accountNo: maskAccountNo(row.accountNo),
  createdAt: epochSeconds(row.createdAt),
  updatedAt: epochSeconds(row.updatedAt),
});

/**
 * A player's withdrawals (docs/rules.md "Withdrawals"): what may be withdrawn, the request, and the
 * player's orders. A request checks its idempotency key first, then the rules, then in one
 * transaction (behind the player's withdrawal row) records the order and moves the amount from
 * coin into the withdrawal hold; with no reason to hold it (withdrawal-holds.ts: its amount, no
 * deposit, a first withdrawal, a shared receiving account, the risk score) it is approved and its
 * payout queued at once, otherwise it waits for an operator with its reasons kept on the order.
 * See withdrawal-orders.ts for what follows.
 */
export class WithdrawalsService {
  constructor(
    private readonly deps: {
      db: Db;
      /** The player's proof before each request, and when their password last changed. */
      accounts: AccountsService;
      receivingAccounts: ReceivingAccountsService;
      /** A withdrawal request ends an open bonus, with the player's consent. */
      bonus: BonusService;
      /** The player's risk score, when the composition has one: above its line, a request waits. */
      payoutRisk?: PayoutRisk | undefined;
      /** The verification tiers' limits (modules/kyc); without them, none. */
      tierLimits?: WithdrawalTierLimits | undefined;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The withdrawal page's state, in one statement (the rules come from memory). */
  async getExchange(userId: number) {
    const tierLimits = await this.deps.tierLimits?.prepare();
    const [rules, view] = await Promise.all([
      this.deps.receivingAccounts.rules(),
      readExchangeView(this.db, userId, tierLimits?.timeZone ?? 'UTC'),
    ]);
    if (!view) throw new AppError(ErrorCode.UNAUTHORIZED);
    const coin = Number(view.coin);
    const wagering = Number(view.wagering);
    const holdEnds = holdUntil(view.blockedUntil, view.passwordChangedAt, rules);
    const bonus = view.openBonus;
    const rewardCashLocked =
      rules.rewardCashMinDeposit > 0 && Number(view.deposited) < rules.rewardCashMinDeposit
        ? Math.min(coin, Number(view.rewardCash))
        : 0;
    return {
      coin,
      bet: wagering,
      exchange: wagering === 0 ? coin - rewardCashLocked : 0,
      minAmount: rules.minAmount,
      maxAmount: rules.maxAmount,
      dailyTimes: rules.dailyTimes,
      usedTimesToday: Number(view.usedToday),
      feeBp: rules.feeBp,
      blockedUntil: holdEnds ? epochSeconds(holdEnds) : null,
      appUserBankList: view.accounts.map(toAppUserBank),
      ...accountLimits(rules),
      openBonus: bonus
        ? {
            balance: Number(bonus.balance),
            forfeitReturn: forfeitReturn(Number(bonus.balance), {
              deposit: Number(bonus.deposit),
              bonus: Number(bonus.bonus),
            }),
            wageringDone: Number(bonus.wageringRequired) - Number(bonus.wageringLeft),
            wageringRequired: Number(bonus.wageringRequired),
          }
        : null,
      rewardCashLocked:
        rewardCashLocked > 0
          ? { amount: rewardCashLocked, minDeposit: rules.rewardCashMinDeposit }
          : null,
      kyc: tierLimits
        ? tierLimits.withdrawView(view.kycTier, {
            depositMonthly: 0,
            withdrawMonthly: Number(view.withdrawnMonth),
            withdrawLifetime: Number(view.withdrawnLifetime),
          })
        : NO_TIER_LIMIT,
    };
  }

  /**
   * A withdrawal request. With a client key, a repeat answers the first answer whatever changed
   * since (limits, balance, the order's state); the same key with another amount or account is
   * refused. Rules in order: amount bounds, the player's proof (password or code: a stolen
   * session cannot cash out), the receiving account, its bank, a receiving account another
   * player holds (under `sharedAccount: 'refuse'`), the hold after a receiving account or
   * password change, the open bonus, wagering, the balance, reward-derived cash before a deposit,
   * the daily count.
   */
  async exchange(
    userId: number,
    input: {
      amount: number;
      bankId: number;
      forfeitBonus?: boolean | undefined;
      password?: string | undefined;
      smsCode?: string | undefined;
    },
    clientKey?: string,
  ): Promise<{ orderNo: string; status: ExchangeStatus }> {
    if (clientKey !== undefined) {
      const first = await findWithdrawalByRequestKey(this.db, userId, clientKey);
      if (first) return this.replay(first, input);
    }
    const rules = await this.deps.receivingAccounts.rules();
    if (input.amount < rules.minAmount) throw new AppError(ErrorCode.AMOUNT_BELOW_MIN);
    if (input.amount > rules.maxAmount) throw new AppError(ErrorCode.AMOUNT_ABOVE_MAX);
    await this.deps.accounts.proofs.proveIdentity(userId, input, 'withdrawal');
    const passwordChangedAt = await this.deps.accounts.proofs.passwordChangedAt(userId);
    const tierLimits = await this.deps.tierLimits?.prepare();
    const requestKey = clientKey ?? `auto:${randomUUID()}`;
    try {
      return await withTransactionRetry(this.db, async (trx) => {
        const player = await lockPlayer(trx, userId);
        if (clientKey !== undefined) {
          const first = await findWithdrawalByRequestKey(trx, userId, clientKey);
          if (first) return this.replay(first, input);
        }
        const account = await findReceivingAccount(trx, userId, input.bankId);
        if (!account) throw new AppError(ErrorCode.BANK_ACCOUNT_NOT_FOUND);
        const bank = this.deps.receivingAccounts.bankOf(account.bankId);
        const sharedWith = await otherHoldersOf(trx, userId, account);
        if (sharedWith.length > 0 && rules.sharedAccount === 'refuse') {
          throw new AppError(ErrorCode.WITHDRAW_ACCOUNT_IN_USE);
        }
        const holdEnds = holdUntil(
          player.blocked ? player.blockedUntil : null,
          passwordChangedAt,
          rules,
        );
        if (holdEnds) {
          throw new AppError(ErrorCode.WITHDRAW_BLOCKED, { blockedUntil: epochSeconds(holdEnds) });
        }
        // The verification tier's limits, behind the player's row: racing requests count one
        // another's amounts (ADR 0073).
        if (tierLimits) {
          const use = await readTierUse(trx, userId, tierLimits.timeZone);
          const refusal = tierLimits.withdrawalRefusal(use.tier, use, input.amount);
          if (refusal) throw new AppError(ErrorCode.KYC_WITHDRAW_LIMIT, refusal);
        }
        // A withdrawal request ends an open bonus (docs/rules.md "Bonus money"), with the
        // player's consent; in this transaction, so a request refused below ends nothing.
        const openBonus = await this.deps.bonus.openSummary(trx, userId);
        if (openBonus) {
          if (!input.forfeitBonus) throw new AppError(ErrorCode.BONUS_FORFEIT_REQUIRED, openBonus);
          await this.deps.bonus.forfeit(trx, userId, 'withdrawal');
        }
        const b = await balances(trx, userId);
        if (b.wagering > 0) throw new AppError(ErrorCode.WITHDRAW_WAGERING_REQUIRED);
        if (input.amount > b.coin) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
        const facts = await readTrustFacts(trx, userId);
        const lockedRewardCash = Math.min(b.coin, facts.rewardCash);
        if (
          rules.rewardCashMinDeposit > 0 &&
          facts.deposited < rules.rewardCashMinDeposit &&
          input.amount > b.coin - lockedRewardCash
        ) {
          throw new AppError(ErrorCode.WITHDRAW_DEPOSIT_REQUIRED, {
            minDeposit: rules.rewardCashMinDeposit,
            deposited: facts.deposited,
            rewardCash: lockedRewardCash,
          });
        }
        if ((await countRequestsToday(trx, userId)) >= rules.dailyTimes) {
          throw new AppError(ErrorCode.WITHDRAW_DAILY_LIMIT);
        }
        const risk = this.deps.payoutRisk
          ? {
              ...(await this.deps.payoutRisk.riskOf(trx, userId)),
              reviewAbove: await this.deps.payoutRisk.reviewAbove(trx),
            }
          : null;
        const holdReasons = holdReasonsOf({
          rules,
          amount: input.amount,
          facts,
          sharedWith,
          risk,
        });
        const status =
          holdReasons.length === 0 ? ExchangeStatus.Approved : ExchangeStatus.PendingReview;
        const order = await insertWithdrawal(trx, {
          orderNo: newOrderNo(),
          userId: userId,
          requestKey: requestKey,
          amount: input.amount,
          fee: Math.floor((input.amount * rules.feeBp) / 10_000),
          receivingAccountId: account.id,
          bankId: bank.id,
          bankCode: bank.code,
          bankName: bank.name,
          accountName: account.accountName,
          accountNo: account.accountNo,
          status,
          firstStatus: status,
          nextCheckAt: null,
          holdReasons,
        });
        await holdForWithdrawal(trx, order);
        if (status === ExchangeStatus.Approved) await enqueuePayout(trx, order.orderNo, 'submit');
        return firstAnswer(order);
      });
    } catch (error) {
      // Behind the player's row a repeat cannot insert twice; this is the last line anyway.
      if (clientKey !== undefined && isUniqueViolation(error)) {
        const first = await findWithdrawalByRequestKey(this.db, userId, clientKey);
        if (first) return this.replay(first, input);
      }
      throw error;
    }
  }

  private replay(first: Withdrawal, input: { amount: number; bankId: number }) {
    if (first.amount !== input.amount || first.receivingAccountId !== input.bankId) {
      throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    }
    return firstAnswer(first);
  }

  async orders(userId: number, request: PageRequest & { status?: ExchangeStatus | undefined }) {
    const [rows, count] = await listUserWithdrawals(this.db, userId, {
      status: request.status,
      limit: request.pageSize,
      offset: (request.pageNum - 1) * request.pageSize,
    });
    return pageAnswer(rows.map(toExchangeOrder), Number(count.n), request);
  }
}
