import type { AppConfig } from '@lobby/contract/app-config';
import { sql, type RawBuilder } from 'kysely';
import { mobileVerifiedSql } from '../accounts/accounts.reads';
import { sameDeviceSql } from '../sessions/sessions.reads';
import { sharedPayoutAccountSql } from '../withdrawals/withdrawals.reads';
import { Metric } from './rewards-events';
import type { RewardsRules } from './rewards.settings';

/**
 * What makes an invitee a *valid* invite, in one place for every system that counts them (the
 * agent's valid-invite reward, the invite spin's spins and cap, the counts of /share;
 * docs/rewards/agent.md): lifetime deposits and valid bets at the thresholds (the
 * engine's counters), a verified phone (a number costs a farmer money), and nothing shared with
 * the inviter: no device (a session's fingerprint), no payout account (a receiving account's
 * number, or one equal to the other's phone). An invitee sharing any is the inviter's own second
 * account.
 */
export interface ValidInviteTerms {
  /** Lifetime deposits, hundredths (the app config's `agent5.validInviteDeposit`). */
  deposit: number;
  /** Lifetime valid bets, hundredths (the rewards rules' `agent5.validInviteBets`). */
  validBets: number;
}

export const validInviteTerms = (config: AppConfig, rules: RewardsRules): ValidInviteTerms => ({
  deposit: config.agent5.validInviteDeposit,
  validBets: rules.agent5.validInviteBets,
});

type Ref = number | RawBuilder<unknown>;

const lifetime = (user: Ref, metric: string) => sql`coalesce((
  select c.value from reward_counters c
  where c.user_id = ${user} and c.metric = ${metric} and c.period_key = 'life'
), 0)`;

/** An invitee who signed in on a device (non-empty fingerprint) the inviter signed in on. */
export { sameDeviceSql };

/** The predicate, as SQL over the invitee's and the inviter's ids (columns or values). */
export const validInviteeSql = (invitee: Ref, inviter: Ref, terms: ValidInviteTerms) =>
  sql<boolean>`(
    ${mobileVerifiedSql(invitee)}
    and ${lifetime(invitee, Metric.DepositAmount)} >= ${terms.deposit}
    and ${lifetime(invitee, Metric.ValidBets)} >= ${terms.validBets}
    and not ${sameDeviceSql(invitee, inviter)}
    and not ${sharedPayoutAccountSql(invitee, inviter)}
  )`;
