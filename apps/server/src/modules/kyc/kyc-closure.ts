import { ErrorCode, isAppError } from '@/core/app-error';
import type { Db } from '@/db/database';
import type { BonusService } from '../bonus/bonus.service';
import { closeForPlay } from './kyc.repo';

/** What closing an account for play asks of the other modules. */
export interface PlayClosure {
  /** The open bonus is forfeited through its own path (ADR 0073). */
  bonus: Pick<BonusService, 'openSummary' | 'forfeit'>;
  /** The player's open game sessions close (modules/games): no round after the closure. */
  closeGameSessions: (trx: Db, userId: number) => Promise<void>;
}

/**
 * Closes the account for play, in the caller's transaction (ADR 0073): from now deposits, game
 * starts and reward claims are refused (KYC_ACCOUNT_CLOSED), the open game sessions close (so no
 * house round or provider debit follows) and the open bonus is forfeited
 * through the bonus module (what is left of its deposit returns to cash, the bonus and its
 * winnings go); the cash balance stays and may be withdrawn. Sessions stay: the player must be
 * able to sign in to withdraw. A bonus that funds a round still open is left (the round ends;
 * a withdrawal forfeits it then, with the player's consent, as for anyone).
 */
export const closeAccountForPlay = async (trx: Db, userId: number, closure: PlayClosure) => {
  await closeForPlay(trx, userId);
  await closure.closeGameSessions(trx, userId);
  if (!(await closure.bonus.openSummary(trx, userId))) return;
  try {
    await closure.bonus.forfeit(trx, userId, 'closedForPlay');
  } catch (error) {
    if (!(isAppError(error) && error.code === ErrorCode.BONUS_ROUND_OPEN)) throw error;
  }
};
