import { sql, type Kysely } from 'kysely';
import appNow from './functions/app_now.sql';
import auditLogRefuse from './functions/audit_log_refuse.sql';
import housePlay from './functions/house_play.sql';
import ledgerBatchRefuse from './functions/ledger_batch_refuse.sql';
import ledgerImmutable from './functions/ledger_immutable.sql';
import ledgerPost from './functions/ledger_post.sql';
import ledgerPostBatch from './functions/ledger_post_batch.sql';
import playLimitsCharge from './functions/play_limits_charge.sql';
import playLimitsDeposit from './functions/play_limits_deposit.sql';
import playLimitsRefusal from './functions/play_limits_refusal.sql';
import playLimitsSettle from './functions/play_limits_settle.sql';
import playLimitsTimeZone from './functions/play_limits_time_zone.sql';
import publishDepositCredited from './functions/publish_deposit_credited.sql';
import publishSafeboxPasswordSet from './functions/publish_safebox_password_set.sql';
import publishUserPhoneVerified from './functions/publish_user_phone_verified.sql';
import publishUserRegistered from './functions/publish_user_registered.sql';
import publishUserSignedIn from './functions/publish_user_signed_in.sql';
import publishWithdrawalSettled from './functions/publish_withdrawal_settled.sql';
import releaseOrderCoupon from './functions/release_order_coupon.sql';
import rewardPeriodKeys from './functions/reward_period_keys.sql';
import seamlessApplyBatch from './functions/seamless_apply_batch.sql';
import seamlessCredit from './functions/seamless_credit.sql';
import seamlessCreditPlan from './functions/seamless_credit_plan.sql';
import seamlessDebit from './functions/seamless_debit.sql';
import seamlessDebitPlan from './functions/seamless_debit_plan.sql';
import seamlessHash from './functions/seamless_hash.sql';
import seamlessOpenAccounts from './functions/seamless_open_accounts.sql';
import seamlessPlayable from './functions/seamless_playable.sql';
import seamlessPost from './functions/seamless_post.sql';
import seamlessRecord from './functions/seamless_record.sql';
import seamlessRefusal from './functions/seamless_refusal.sql';
import seamlessRepeat from './functions/seamless_repeat.sql';
import sessionsRefuseClosedUser from './functions/sessions_refuse_closed_user.sql';
import sessionsRefuseLockedUser from './functions/sessions_refuse_locked_user.sql';
import sessionsRefusePlayerOnBreak from './functions/sessions_refuse_player_on_break.sql';
import userAncestorsSync from './functions/user_ancestors_sync.sql';

/**
 * Every function of the database's public schema, by name, from the one file that defines it:
 * db/functions/<name>.sql, a single `create or replace function` statement (ADR 0048). A static
 * list, as the migrations are, so the esbuild bundle carries the files; a new function is a new
 * file plus one line here, and sql-functions.test.ts holds the list to the folder.
 */
export const functionFiles = {
  app_now: appNow,
  audit_log_refuse: auditLogRefuse,
  house_play: housePlay,
  ledger_batch_refuse: ledgerBatchRefuse,
  ledger_immutable: ledgerImmutable,
  ledger_post: ledgerPost,
  ledger_post_batch: ledgerPostBatch,
  play_limits_charge: playLimitsCharge,
  play_limits_deposit: playLimitsDeposit,
  play_limits_refusal: playLimitsRefusal,
  play_limits_settle: playLimitsSettle,
  play_limits_time_zone: playLimitsTimeZone,
  publish_deposit_credited: publishDepositCredited,
  publish_safebox_password_set: publishSafeboxPasswordSet,
  publish_user_phone_verified: publishUserPhoneVerified,
  publish_user_registered: publishUserRegistered,
  publish_user_signed_in: publishUserSignedIn,
  publish_withdrawal_settled: publishWithdrawalSettled,
  release_order_coupon: releaseOrderCoupon,
  reward_period_keys: rewardPeriodKeys,
  seamless_apply_batch: seamlessApplyBatch,
  seamless_credit: seamlessCredit,
  seamless_credit_plan: seamlessCreditPlan,
  seamless_debit: seamlessDebit,
  seamless_debit_plan: seamlessDebitPlan,
  seamless_hash: seamlessHash,
  seamless_open_accounts: seamlessOpenAccounts,
  seamless_playable: seamlessPlayable,
  seamless_post: seamlessPost,
  seamless_record: seamlessRecord,
  seamless_refusal: seamlessRefusal,
  seamless_repeat: seamlessRepeat,
  sessions_refuse_closed_user: sessionsRefuseClosedUser,
  sessions_refuse_locked_user: sessionsRefuseLockedUser,
  sessions_refuse_player_on_break: sessionsRefusePlayerOnBreak,
  user_ancestors_sync: userAncestorsSync,
} satisfies Record<string, string>;

export type FunctionName = keyof typeof functionFiles;

/**
 * Runs `create` with check_function_bodies off, so a function may be created before what its
 * body names (a language sql body is otherwise checked at creation; plpgsql's never is), then
 * `check` with it on; the caller's setting is back afterwards. Inside the caller's transaction:
 * the settings are local to it.
 */
const withBodyChecksDeferred = async (
  db: Kysely<unknown>,
  create: () => Promise<void>,
  check: () => Promise<void> = () => Promise.resolve(),
): Promise<void> => {
  const setBodyChecks = (value: string) =>
    sql`select set_config('check_function_bodies', ${value}, true)`.execute(db);
  const { rows } = await sql<{
    previous: string;
  }>`select current_setting('check_function_bodies') as previous`.execute(db);
  await setBodyChecks('off');
  await create();
  await setBodyChecks('on');
  await check();
  await setBodyChecks(rows[0]?.previous ?? 'on');
};

/**
 * Creates the named functions from their files, bodies unchecked: for a migration that needs a
 * function at its own time (a trigger's `execute function`, a column's default). The current
 * file is what it creates, on an empty database as on any other; the functions applied after
 * the migrations check every body once everything exists.
 */
export const createFunctions = (db: Kysely<unknown>, names: readonly FunctionName[]) =>
  withBodyChecksDeferred(db, async () => {
    for (const name of names) await sql.raw(functionFiles[name]).execute(db);
  });

/**
 * Creates or replaces every function as its file says (`files`: all of db/functions unless a
 * test gives others), in name order, then has each body checked by its language's validator
 * now that all exist, so the order never matters and a body that names something missing fails
 * here rather than at its first call. Run after the migrations, in the caller's transaction,
 * under a lock that keeps two servers starting at once from replacing the same function
 * together.
 */
export const applyFunctions = async (
  db: Kysely<unknown>,
  files: Readonly<Record<string, string>> = functionFiles,
): Promise<void> => {
  const names = Object.keys(files).sort();
  await sql`select pg_advisory_xact_lock(hashtext('db/functions'))`.execute(db);
  await withBodyChecksDeferred(
    db,
    async () => {
      for (const name of names) await sql.raw(files[name] ?? '').execute(db);
    },
    async () => {
      const { rows } = await sql<{ validator: string; oid: number }>`
        select l.lanvalidator::regproc::text as validator, p.oid::int8 as oid
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_language l on l.oid = p.prolang
        where n.nspname = 'public' and p.proname = any(${names}::text[])
        order by p.proname
      `.execute(db);
      for (const { validator, oid } of rows) {
        await sql`select ${sql.raw(validator)}(${oid}::oid)`.execute(db);
      }
    },
  );
};
