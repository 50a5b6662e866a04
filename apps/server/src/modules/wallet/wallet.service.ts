import { randomUUID } from 'node:crypto';
import type { CoinDetail } from '@lobby/contract/wallet';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { cursorPageAnswer, type CursorPageRequest } from '@lobby/contract/pagination';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { keysetWindow } from '@/core/keyset-paging';
import {
  balances,
  findTransfer,
  movements,
  transfer,
  UserAccount,
  type TransferResult,
} from '@/ledger/ledger';
import type { AccountsService } from '../accounts/accounts.service';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import type { ConfigService } from '../config/config.service';
import {
  findSafeboxPasswordHash,
  insertSafeboxPassword,
  replaceSafeboxPassword,
} from './wallet.repo';

/** The ledger key of a player's money call: theirs, by the call and the client's key. */
export const moneyKey = (call: string, userId: number, clientKey: string | undefined) =>
  `${call}:${userId}:${clientKey ?? randomUUID()}`;

/**
 * The first answer of a safebox move asked again with its key: the same move (the safebox's leg
 * of `safeboxDelta`), or IDEMPOTENCY_KEY_REUSED when the key came with another amount.
 */
const replayOfSafeboxMove = (first: TransferResult, userId: number, safeboxDelta: number) => {
  const leg = first.legs.find(
    (l) =>
      'userId' in l.account &&
      l.account.userId === userId &&
      l.account.kind === UserAccount.Safebox,
  );
  if (leg?.amount !== safeboxDelta) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  return coinAndSafebox(first, userId);
};

const coinAndSafebox = (result: TransferResult, userId: number) => {
  const after = (kind: string) =>
    result.legs.find(
      (l) => 'userId' in l.account && l.account.userId === userId && l.account.kind === kind,
    )?.balanceAfter ?? 0;
  return { coin: after(UserAccount.Coin), safebox: after(UserAccount.Safebox) };
};

/**
 * The player's own money: the safebox (coin kept aside, not playable), balance retrieval and
 * the coin records. Deposits and withdrawals are their own modules; all of them move money
 * only through the ledger.
 */
export class WalletService {
  constructor(
    private readonly deps: { db: Db; accounts: AccountsService; config: ConfigService },
  ) {}

  private get db() {
    return this.deps.db;
  }

  async safeboxIn(userId: number, amount: number, clientKey?: string) {
    const key = moneyKey('safeboxIn', userId, clientKey);
    const first = await findTransfer(this.db, key);
    if (first) return replayOfSafeboxMove(first, userId, amount);
    return coinAndSafebox(
      await transfer(this.db, {
        key,
        kind: 'safebox_in',
        userId,
        legs: [
          { account: { userId, kind: UserAccount.Coin }, amount: -amount },
          { account: { userId, kind: UserAccount.Safebox }, amount },
        ],
      }),
      userId,
    );
  }

  async safeboxOut(userId: number, amount: number, password: string, clientKey?: string) {
    const key = moneyKey('safeboxOut', userId, clientKey);
    const first = await findTransfer(this.db, key);
    if (first) return replayOfSafeboxMove(first, userId, -amount);
    const stored = await findSafeboxPasswordHash(this.db, userId);
    if (!stored) throw new AppError(ErrorCode.SAFEBOX_PASSWORD_NOT_SET);
    // The PIN is six digits: its tries count with the player's other proofs, and lock.
    const right = await this.deps.accounts.proofs.counted(userId, 'safebox_pin', () =>
      verifyPassword(stored, password),
    );
    if (!right) throw new AppError(ErrorCode.SAFEBOX_PASSWORD_WRONG);
    return coinAndSafebox(
      await transfer(this.db, {
        key,
        kind: 'safebox_out',
        userId,
        legs: [
          { account: { userId, kind: UserAccount.Safebox }, amount: -amount },
          { account: { userId, kind: UserAccount.Coin }, amount },
        ],
      }),
      userId,
    );
  }

  /** Sets the safebox password once; changing it needs a code (purpose forget) to the bound phone. */
  async setSafeboxPassword(userId: number, password: string, smsCode?: string) {
    const limit = this.deps.config.current().config.limits.safeboxPassword;
    if (password.length < limit.min || password.length > limit.max) {
      const size = limit.min === limit.max ? `${limit.min}` : `${limit.min}–${limit.max}`;
      throw new AppError(ErrorCode.BAD_REQUEST, {
        issues: [
          { path: 'safeboxPassword', message: `The safebox password must be ${size} digits.` },
        ],
      });
    }
    const passwordHash = await hashPassword(password);
    if (await findSafeboxPasswordHash(this.db, userId)) {
      if (!smsCode) throw new AppError(ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE);
      await this.deps.accounts.codes.consumeOfUser(userId, SmsPurpose.Forget, smsCode);
      await replaceSafeboxPassword(this.db, userId, passwordHash);
      return {};
    }
    if (!(await insertSafeboxPassword(this.db, userId, passwordHash))) {
      // Set by a parallel request a moment ago: changing it needs the code.
      throw new AppError(ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE);
    }
    return {};
  }

  /**
   * Returns to coin what open game sessions of transfer-mode providers hold. The built-in games
   * and seamless-wallet providers debit coin directly, so there is nothing held elsewhere today;
   * the games module adds its sessions here when a transfer-mode provider joins.
   */
  async retrieveBalance(userId: number) {
    return { coin: (await balances(this.db, userId)).coin };
  }

  async coinDetail(
    userId: number,
    request: CursorPageRequest & {
      kind?: string | undefined;
      from?: number | undefined;
      to?: number | undefined;
    },
  ) {
    const window = keysetWindow(request);
    const { list, counted } = await movements(this.db, userId, {
      kinds: request.kind ? [request.kind, `reversal:${request.kind}`] : undefined,
      from: request.from === undefined ? undefined : new Date(request.from * 1000),
      to: request.to === undefined ? undefined : new Date(request.to * 1000),
      before: window.after,
      limit: window.limit,
      offset: window.offset,
      countCap: window.countCap,
    });
    const details: CoinDetail[] = list.map((m) => ({
      id: m.transferId,
      kind: m.kind,
      amount: m.coinAmount,
      balanceAfter: m.coinAfter,
      safeboxAmount: m.safeboxAmount,
      bonusAmount: m.bonusAmount,
      ref: typeof m.memo?.ref === 'string' ? m.memo.ref : null,
      createdAt: Math.floor(m.createdAt.getTime() / 1000),
    }));
    return cursorPageAnswer(details, counted, request, (detail) => String(detail.id));
  }
}
