import { sql } from 'kysely';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { hasVerifiedMobile } from '../accounts/accounts.reads';
import { devicesOf, signedInOnSql } from '../sessions/sessions.reads';

/**
 * The multi-account rules of a free reward (the sign-up bonus, follow rewards; docs/rewards/README.md),
 * a check a claim of `activity` passes first, in the claim's transaction:
 * - a verified phone (REWARD_NEEDS_PHONE): a number costs a multi-accounter money and time;
 * - one account per device (REWARD_DEVICE_USED): no other account that claimed a reward of the
 *   activity has signed in on a device (fingerprint) this one has.
 *
 * The player's devices are locked for the claim (per activity), so two accounts of one device
 * claiming at once take turns and the second is refused.
 *
 * `held`: a reward granted only when claimed (follow rewards) counts another account's grant
 * still waiting as taken too. Its check runs in the transaction that makes the grant, so of two
 * accounts of one device claiming at once the second is refused before any grant of its own is
 * made, and none is left waiting in its bonus centre. (The sign-up bonus grants every account on
 * registration: only a claimed one counts.)
 */
export const oneAccountPerDevice =
  (activity: string, { held = false }: { held?: boolean } = {}) =>
  async (trx: Db, userId: number) => {
    if (!(await hasVerifiedMobile(trx, userId))) throw new AppError(ErrorCode.REWARD_NEEDS_PHONE);
    const devices = await devicesOf(trx, userId);
    for (const device of devices) {
      await sql`select pg_advisory_xact_lock(hashtext(${`${activity}-device:${device}`}))`.execute(
        trx,
      );
    }
    if (devices.length === 0) return;
    const shared = await trx
      .selectFrom('reward_grants as g')
      .select('g.user_id')
      .where(signedInOnSql(sql.ref('g.user_id'), devices))
      .where('g.user_id', '<>', userId)
      .where('g.activity', '=', activity)
      .where('g.status', 'in', held ? ['claimed', 'claimable'] : ['claimed'])
      .limit(1)
      .executeTakeFirst();
    if (shared) throw new AppError(ErrorCode.REWARD_DEVICE_USED);
  };
