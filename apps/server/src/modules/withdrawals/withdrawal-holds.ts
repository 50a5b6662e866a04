import type { RiskReason } from './payout-risk';
import type { WithdrawalRules } from './withdrawal-rules';

/** A named reason a withdrawal waits for review, as the order keeps it and the console shows it. */
export interface HoldReason {
  code: string;
  detail: string;
}

const money = (hundredths: number) => (hundredths / 100).toFixed(2);

/**
 * Why a request waits for an operator (docs/rules.md "Withdrawals"), none when it may be paid at
 * once: its amount above `autoApproveMax`, a player who never deposited, a first withdrawal, a
 * receiving account other players hold too (under `sharedAccount: 'review'`), a risk score above
 * its line (each of the score's reasons named after it). The order keeps the list, so the review
 * queue shows a person why, and the player is never told.
 */
export const holdReasonsOf = (input: {
  rules: WithdrawalRules;
  amount: number;
  facts: { deposits: number; approvedBefore: boolean };
  sharedWith: readonly number[];
  risk: { score: number; reasons: RiskReason[]; reviewAbove: number } | null;
}): HoldReason[] => {
  const { rules, facts, risk } = input;
  const reasons: HoldReason[] = [];
  if (input.amount > rules.autoApproveMax) {
    reasons.push({
      code: 'above_auto_max',
      detail: `${money(input.amount)} is above ${money(rules.autoApproveMax)}`,
    });
  }
  if (rules.requireDepositForAuto && facts.deposits === 0) {
    reasons.push({ code: 'no_deposit', detail: 'no credited deposit' });
  }
  if (rules.firstWithdrawalReview && !facts.approvedBefore) {
    reasons.push({ code: 'first_withdrawal', detail: 'no withdrawal approved before' });
  }
  if (input.sharedWith.length > 0) {
    reasons.push({
      code: 'shared_account',
      detail: `also held by player ${input.sharedWith.join(', ')}`,
    });
  }
  if (risk && risk.score > risk.reviewAbove) {
    reasons.push({ code: 'risk_score', detail: `score ${risk.score} above ${risk.reviewAbove}` });
    for (const reason of risk.reasons) {
      reasons.push({
        code: `risk.${reason.code}`,
        detail: reason.detail ? `+${reason.weight}: ${reason.detail}` : `+${reason.weight}`,
      });
    }
  }
  return reasons;
};
