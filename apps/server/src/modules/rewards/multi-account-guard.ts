import { sql } from 'kysely';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { hasVerifiedMobile } from '../accounts/accounts.reads';
import { sharersSql } from '../risk/risk.reads';
import type { RiskService } from '../risk/risk.service';

/** What the guard asks of the risk desk's graph. */
export type RiskGraph = Pick<
  RiskService,
  'lockSignals' | 'linkedAccounts' | 'velocityLimits' | 'velocityRefused'
>;

/** A check every claim of an activity passes first, in the claim's transaction. */
export type ClaimGuard = (trx: Db, userId: number) => Promise<void>;

/**
 * A guard's refusal that leaves a trace once the claim's transaction has rolled back (a
 * velocity refusal the risk score counts): GrantsService.claim runs `afterRollback`.
 */
export class GuardRefusal extends AppError {
  constructor(
    code: ErrorCode,
    readonly afterRollback: () => Promise<void>,
  ) {
    super(code);
  }
}

/**
 * The multi-account rules of a reward that pays without a deposit (the sign-up bonus, follow
 * rewards, any activity whose rules say `noDeposit`; docs/rewards/README.md), a check its claim
 * passes first, in the claim's transaction:
 * - a verified phone (REWARD_NEEDS_PHONE): a number costs a multi-accounter money and time;
 * - no account linked to this one (the risk desk's graph: the same device, payout account or
 *   payment method, the same IP within a window, no device on the same network, a sign-up
 *   burst) had it: REWARD_DEVICE_USED when one linked by device did, else REWARD_LINKED_ACCOUNT;
 * - with `velocity` (the sign-up bonus): fewer claims in the last hour by players seen on the
 *   claimant's IP, network and phone prefix than the settings allow (REWARD_VELOCITY, a
 *   security event, and a mark on the claimant's risk score).
 *
 * Each value the player links by is locked for the claim (per activity), so two linked
 * accounts claiming at once take turns and the second is refused.
 *
 * `held`: a reward granted only when claimed (follow rewards) counts another account's grant
 * still waiting as taken too. Its check runs in the transaction that makes the grant, so of two
 * linked accounts claiming at once the second is refused before any grant of its own is made,
 * and none is left waiting in its bonus centre. (The sign-up bonus grants every account on
 * registration: only a claimed one counts.)
 */
export const noDepositGuard =
  (
    risk: RiskGraph,
    activity: string,
    { held = false, velocity = false }: { held?: boolean; velocity?: boolean } = {},
  ): ClaimGuard =>
  async (trx, userId) => {
    if (!(await hasVerifiedMobile(trx, userId))) throw new AppError(ErrorCode.REWARD_NEEDS_PHONE);
    await risk.lockSignals(trx, userId, activity);
    const links = await risk.linkedAccounts(trx, userId);
    if (links.length > 0) {
      const had = await trx
        .selectFrom('reward_grants')
        .select('user_id')
        .where('user_id', 'in', [...new Set(links.map((l) => l.userId))])
        .where('activity', '=', activity)
        .where('status', 'in', held ? ['claimed', 'claimable'] : ['claimed'])
        .execute();
      if (had.length > 0) {
        const who = new Set(had.map((r) => Number(r.user_id)));
        const byDevice = links.some((l) => l.kind === 'device' && who.has(l.userId));
        throw new AppError(
          byDevice ? ErrorCode.REWARD_DEVICE_USED : ErrorCode.REWARD_LINKED_ACCOUNT,
        );
      }
    }
    if (!velocity) return;
    for (const limit of await risk.velocityLimits(trx, userId)) {
      const { rows } = await sql<{ n: number }>`
        select count(distinct g.user_id)::int as n from reward_grants g
        where g.activity = ${activity} and g.status = 'claimed'
          and g.claimed_at > app_now() - interval '1 hour'
          and g.user_id <> ${userId} and g.user_id in ${sharersSql(limit.kind, limit.value)}
      `.execute(trx);
      if ((rows[0]?.n ?? 0) >= limit.limit)
        throw new GuardRefusal(
          ErrorCode.REWARD_VELOCITY,
          risk.velocityRefused(userId, limit, `claim:${activity}`),
        );
    }
  };
