import { sql } from 'kysely';
import type { AppConfig } from '@lobby/contract/app-config';
import { AppError, ErrorCode } from '../../core/app-error';
import type { Db } from '../../db/database';
import { PropId } from './awards';
import type { OutboxEvent } from './events.repo';
import type { GrantsService } from './grants.service';
import { EventType, type EventRule, type RuleContext } from './rewards-engine';
import { daysAfter } from '../../core/days';

/** The sign-up bonus's activity. */
export const SIGN_UP_ACTIVITY = 'sign-up';

/**
 * The sign-up bonus (docs/rewards.md): on registration, a grant of the coin the app config's
 * `clientConfig.lobbyBonusAmount` promises (the welcome notice states that number), as bonus
 * money, claimable for `rewards.signUp.expiryDays`. A promise kept from the same config the
 * engine pays with.
 */
export const signUpBonusRule = (deps: {
  grants: GrantsService;
  config: () => AppConfig;
}): EventRule => ({
  name: 'sign-up-bonus',
  async onEvents(trx: Db, events: readonly OutboxEvent[], { rules, offsetSeconds }: RuleContext) {
    if (!rules.signUp.enabled) return;
    const amount = deps.config().clientConfig.lobbyBonusAmount;
    if (amount <= 0) return;
    for (const event of events) {
      if (event.type !== EventType.UserRegistered || event.userId === null) continue;
      const at = event.createdAt.getTime() + offsetSeconds * 1000;
      await deps.grants.grant(trx, {
        userId: event.userId,
        activity: SIGN_UP_ACTIVITY,
        key: 'once',
        awards: [{ propId: PropId.Coin, count: amount }],
        expiresAt: daysAfter(at, rules.signUp.expiryDays),
      });
    }
  },
});

/**
 * Who may claim it: a player whose phone is verified (a number costs a multi-accounter money
 * and time), and one account per device: no other account that claimed it has signed in on a
 * device (fingerprint) this one has. The player's devices are locked for the claim, so two
 * accounts of one device claiming at once take turns and the second is refused.
 */
export const signUpBonusGuard = async (trx: Db, userId: number) => {
  const user = await trx
    .selectFrom('users')
    .select('mobile_verified')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.mobile_verified) throw new AppError(ErrorCode.REWARD_NEEDS_PHONE);
  const devices = (
    await trx
      .selectFrom('sessions')
      .select('fingerprint')
      .distinct()
      .where('user_id', '=', userId)
      .where('fingerprint', '<>', '')
      .execute()
  )
    .map((row) => row.fingerprint)
    .sort();
  for (const device of devices) {
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-up-device:${device}`}))`.execute(trx);
  }
  if (devices.length === 0) return;
  const shared = await trx
    .selectFrom('sessions as s')
    .innerJoin('reward_grants as g', 'g.user_id', 's.user_id')
    .select('s.user_id')
    .where('s.fingerprint', 'in', devices)
    .where('s.user_id', '<>', userId)
    .where('g.activity', '=', SIGN_UP_ACTIVITY)
    .where('g.status', '=', 'claimed')
    .limit(1)
    .executeTakeFirst();
  if (shared) throw new AppError(ErrorCode.REWARD_DEVICE_USED);
};
