import type { Db } from '@/db/database';

/** One named reason of a player's risk score, with the weight it adds (settings of its owner). */
export interface RiskReason {
  code: string;
  weight: number;
  detail?: string;
}

/**
 * What the withdrawals ask of a risk score (docs/rules.md "Withdrawals"): the player's score as
 * the sum of named reasons, read in the withdrawal's transaction, and the score above which a
 * withdrawal waits for review. The risk module implements it and the composition hands it to
 * `withdrawalsModule`; without one, no withdrawal is held for its score. The score never
 * refuses a withdrawal nor shows to the player: it only sends it to a person.
 */
export interface PayoutRisk {
  riskOf(trx: Db, userId: number): Promise<{ score: number; reasons: RiskReason[] }>;
  /** Read through the withdrawal's transaction too (on one connection, another would wait). */
  reviewAbove(trx: Db): Promise<number>;
}
