import type { AppClock } from '../../core/app-clock';
import { AppError, ErrorCode } from '../../core/app-error';
import type { Db } from '../../db/database';
import { HouseAccount, transfer, UserAccount, withTransactionRetry } from '../../ledger/ledger';
import { coinOf, PropId, type Award } from './awards';
import { expireDue, insertGrant, lockGrant, markClaimed } from './grants.repo';

/** What a claim answers, the first time and every time after. */
export interface ClaimAnswer {
  grantId: number;
  activity: string;
  awards: Award[];
}

/** The props the engine pays today; the others arrive with their systems (docs/rewards.md). */
const PAYABLE: ReadonlySet<number> = new Set([PropId.Points]);

/**
 * Grants and claims (docs/rewards.md): a reward is a grant row, unique per (player, activity,
 * key), so it exists once however often a rule computes it; a claim pays it once, through the
 * ledger, in the transaction that marks it claimed. Concurrent claims of one grant take turns
 * on its row: the first pays, the others answer what it answered.
 */
export class GrantsService {
  constructor(private readonly deps: { db: Db; clock: AppClock }) {}

  /**
   * Grants `awards` to the player under `activity` and `key` (e.g. the period key of a daily
   * reward), inside the caller's transaction; expires at `expiresAt` (null: never). Answers the
   * grant's id when it is new, null when it existed.
   */
  async grant(
    trx: Db,
    grant: {
      userId: number;
      activity: string;
      key: string;
      awards: readonly Award[];
      expiresAt: Date | null;
    },
  ): Promise<number | null> {
    if (grant.awards.length === 0) throw new Error('a grant needs at least one award');
    for (const award of grant.awards) {
      if (!PAYABLE.has(award.propId))
        throw new Error(`prop ${award.propId} cannot be paid by the rewards engine yet`);
    }
    return insertGrant(trx, {
      userId: grant.userId,
      activity: grant.activity,
      grantKey: grant.key,
      awards: grant.awards,
      coin: coinOf(grant.awards),
      expiresAt: grant.expiresAt,
    });
  }

  /**
   * Claims the player's grant: REWARD_NOT_FOUND when it is not theirs, REWARD_EXPIRED past its
   * expiry. A claimed grant answers its first answer again, moving nothing. (Budgets and caps
   * per activity come with coin awards, which they limit.)
   */
  async claim(userId: number, grantId: number): Promise<ClaimAnswer> {
    return withTransactionRetry(this.deps.db, async (trx) => {
      const grant = await lockGrant(trx, userId, grantId);
      if (!grant) throw new AppError(ErrorCode.REWARD_NOT_FOUND);
      if (grant.status === 'claimed') return grant.claimAnswer as ClaimAnswer;
      const now = await this.deps.clock.now(trx);
      if (grant.status === 'expired' || (grant.expiresAt !== null && grant.expiresAt <= now))
        throw new AppError(ErrorCode.REWARD_EXPIRED);
      await this.pay(trx, grant.id, userId, grant.activity, grant.awards);
      const answer: ClaimAnswer = {
        grantId: grant.id,
        activity: grant.activity,
        awards: grant.awards,
      };
      await markClaimed(trx, grant.id, answer);
      return answer;
    });
  }

  /** Moves each award where it goes, through the ledger, keyed by the grant. */
  private async pay(trx: Db, grantId: number, userId: number, activity: string, awards: Award[]) {
    for (const [i, award] of awards.entries()) {
      if (award.propId === PropId.Points) {
        await transfer(trx, {
          key: `reward:${grantId}:${i}`,
          kind: 'reward_points',
          userId,
          legs: [
            { account: { house: HouseAccount.Points }, amount: -award.count },
            { account: { userId, kind: UserAccount.Points }, amount: award.count },
          ],
          memo: { ref: String(grantId), activity },
        });
        continue;
      }
      throw new Error(`prop ${award.propId} cannot be paid by the rewards engine yet`);
    }
  }

  /** The expiry job: claimable grants past their time expire. */
  expireDue() {
    return expireDue(this.deps.db);
  }
}
