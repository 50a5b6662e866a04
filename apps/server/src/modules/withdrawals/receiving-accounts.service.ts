import type { z } from 'zod';
import type { AppUserBank } from '@lobby/contract/account';
import type { Bank, Limits } from '@lobby/contract/app-config';
import type { Db } from '@/db/database';
import { pgText } from '@/db/text';
import { AppError, ErrorCode } from '@/core/app-error';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { AccountsService } from '../accounts/accounts.service';
import type { ConfigService } from '../config/config.service';
import type { RiskService } from '../risk/risk.service';
import { payoutAccountOf } from '../risk/risk-signals';
import { refusePayoutLinkedToBreak } from '../breaks/break-links';
import type { SettingsService } from '../settings/settings.service';
import { WITHDRAWAL_RULES_KEY, WithdrawalRules } from './withdrawal-rules';
import {
  findReceivingAccount,
  insertReceivingAccount,
  listReceivingAccounts,
  lockPayee,
  makeDefault,
  otherHoldersOf,
  updateReceivingAccount,
  type ListedAccount,
} from './receiving-accounts.repo';
import { blockPlayer, lockPlayer } from './withdrawals.repo';

/** Only the last four characters of an account number ever leave the server. */
export const maskAccountNo = (accountNo: string) => `****${accountNo.slice(-4)}`;

export const toAppUserBank = (row: ListedAccount): z.infer<typeof AppUserBank> => ({
  id: row.id,
  bankId: row.bankId,
  accountName: row.accountName,
  accountNo: maskAccountNo(row.accountNo),
  isDefault: row.isDefault,
});

/** The receiving-account limits every answer with the accounts carries (the client shows them). */
export const accountLimits = (rules: WithdrawalRules) => ({
  maxAccounts: rules.maxAccounts,
  accountChangePauseHours: rules.changeBlockHours,
});

const refuse = (path: string, message: string): never => {
  throw new AppError(ErrorCode.BAD_REQUEST, { issues: [{ path, message }] });
};

/** Spaces and dashes are for reading only: "de89 3704-0044" is stored as "DE8937040044". */
const normalizeAccountNo = (value: string, limits: Limits) => {
  const accountNo = value.replace(/[\s-]/g, '').toUpperCase();
  const { min, max } = limits.withdrawAccount;
  if (accountNo.length < min || accountNo.length > max) {
    refuse('accountNo', `The account number must be ${min}–${max} letters or digits.`);
  }
  return accountNo;
};

const normalizeHolder = (value: string) => {
  const name = pgText(value.trim().replace(/\s+/g, ' '));
  // eslint-disable-next-line no-control-regex
  if (name === '' || /[\u0000-\u001f\u007f<>]/.test(name)) {
    refuse('accountName', 'The account holder’s name holds characters not allowed.');
  }
  return name;
};

export interface AccountChange {
  bankId: number;
  accountName: string;
  accountNo: string;
  isDefault?: boolean | undefined;
  password?: string | undefined;
  smsCode?: string | undefined;
}

/**
 * Under `sharedAccount: 'refuse'`, refuses a payee (bank and number) another player holds. The
 * payee is locked first, so of two players saving the same account at once the second sees the
 * first's row and is refused.
 */
const refuseSharedPayee = async (
  trx: Db,
  userId: number,
  payee: { bankId: number; accountNo: string },
  rules: WithdrawalRules,
) => {
  if (rules.sharedAccount !== 'refuse') return;
  await lockPayee(trx, payee);
  if ((await otherHoldersOf(trx, userId, payee)).length > 0) {
    throw new AppError(ErrorCode.WITHDRAW_ACCOUNT_IN_USE);
  }
};

/**
 * The player's receiving accounts (docs/rules.md "Withdrawals"): at most `maxAccounts`, each at a bank of
 * appConfig `banks`. Adding or changing one needs the player's proof (the password, or a code of
 * purpose bind for a player without one: Proofs.proveIdentity), so a stolen session
 * cannot name where money goes; adding another than the first or changing one also blocks
 * withdrawals for `changeBlockHours`. Changes and withdrawal requests of one player run one at a
 * time behind the player's withdrawal row, so limits hold under parallel calls.
 */
export class ReceivingAccountsService {
  constructor(
    private readonly deps: {
      db: Db;
      config: ConfigService;
      settings: SettingsService;
      accounts: AccountsService;
      /** The risk desk, told every payout account a player names (the graph links by it). */
      risk: Pick<RiskService, 'recordSignals'>;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  rules() {
    return this.deps.settings.get(WITHDRAWAL_RULES_KEY, WithdrawalRules);
  }

  private appConfig() {
    return this.deps.config.current().config;
  }

  bankOf(bankId: number): Bank {
    const bank = this.appConfig().banks.find((b) => b.id === bankId);
    if (!bank) throw new AppError(ErrorCode.BANK_UNKNOWN);
    return bank;
  }

  async list(userId: number, db: Db = this.db) {
    return (await listReceivingAccounts(db, userId)).map(toAppUserBank);
  }

  /** The accounts with the limits the client shows (bankInfoList, addBankInfo, modifyBankInfo). */
  async answer(userId: number, db: Db = this.db) {
    const [appUserBankList, rules] = await Promise.all([this.list(userId, db), this.rules()]);
    return { appUserBankList, ...accountLimits(rules) };
  }

  async add(userId: number, input: AccountChange) {
    this.bankOf(input.bankId);
    const accountNo = normalizeAccountNo(input.accountNo, this.appConfig().limits);
    const accountName = normalizeHolder(input.accountName);
    const rules = await this.rules();
    const before = await listReceivingAccounts(this.db, userId);
    if (before.length >= rules.maxAccounts) throw new AppError(ErrorCode.BANK_ACCOUNT_LIMIT);
    await this.deps.accounts.proofs.proveIdentity(userId, input, 'receiving_account');
    const list = await withTransactionRetry(this.db, async (trx) => {
      await lockPlayer(trx, userId);
      const accounts = await listReceivingAccounts(trx, userId);
      if (accounts.length >= rules.maxAccounts) throw new AppError(ErrorCode.BANK_ACCOUNT_LIMIT);
      if (accounts.some((a) => a.bankId === input.bankId && a.accountNo === accountNo)) {
        refuse('accountNo', 'This account is saved already.');
      }
      await refusePayoutLinkedToBreak(trx, userId, { bankId: input.bankId, accountNo });
      await refuseSharedPayee(trx, userId, { bankId: input.bankId, accountNo }, rules);
      const { id } = await insertReceivingAccount(trx, {
        userId: userId,
        bankId: input.bankId,
        accountName: accountName,
        accountNo: accountNo,
        isDefault: false,
      });
      await this.deps.risk.recordSignals(trx, userId, [payoutAccountOf(input.bankId, accountNo)]);
      if (accounts.length === 0 || input.isDefault) await makeDefault(trx, userId, id);
      if (accounts.length > 0) await blockPlayer(trx, userId, rules.changeBlockHours);
      return this.list(userId, trx);
    });
    return { appUserBankList: list, ...accountLimits(rules) };
  }

  /**
   * Changes an account. Proof is always needed; the block starts only when the payee changes
   * (bank, holder or number), not when only the default moves. `isDefault: false` on the
   * default is ignored: a player with accounts always has one default.
   */
  async modify(userId: number, id: number, input: AccountChange) {
    this.bankOf(input.bankId);
    const accountNo = normalizeAccountNo(input.accountNo, this.appConfig().limits);
    const accountName = normalizeHolder(input.accountName);
    const rules = await this.rules();
    if (!(await findReceivingAccount(this.db, userId, id))) {
      throw new AppError(ErrorCode.BANK_ACCOUNT_NOT_FOUND);
    }
    await this.deps.accounts.proofs.proveIdentity(userId, input, 'receiving_account');
    const list = await withTransactionRetry(this.db, async (trx) => {
      await lockPlayer(trx, userId);
      const current = await findReceivingAccount(trx, userId, id);
      if (!current) throw new AppError(ErrorCode.BANK_ACCOUNT_NOT_FOUND);
      const payeeChanged =
        current.bankId !== input.bankId ||
        current.accountName !== accountName ||
        current.accountNo !== accountNo;
      if (payeeChanged) {
        const others = await listReceivingAccounts(trx, userId);
        if (
          others.some((a) => a.id !== id && a.bankId === input.bankId && a.accountNo === accountNo)
        ) {
          refuse('accountNo', 'This account is saved already.');
        }
        await refusePayoutLinkedToBreak(trx, userId, { bankId: input.bankId, accountNo });
        await refuseSharedPayee(trx, userId, { bankId: input.bankId, accountNo }, rules);
        await updateReceivingAccount(trx, userId, id, {
          bankId: input.bankId,
          accountName: accountName,
          accountNo: accountNo,
        });
        await this.deps.risk.recordSignals(trx, userId, [payoutAccountOf(input.bankId, accountNo)]);
        await blockPlayer(trx, userId, rules.changeBlockHours);
      }
      if (input.isDefault) await makeDefault(trx, userId, id);
      return this.list(userId, trx);
    });
    return { appUserBankList: list, ...accountLimits(rules) };
  }
}
