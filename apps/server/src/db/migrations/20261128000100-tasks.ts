import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * Tasks (docs/rewards/tasks.md): two more producers of the outbox, so the engine counts the
 * newbie goals a player reaches outside play, whichever code path makes them true:
 * - `user.phoneVerified`: a user row made with a verified phone, or whose phone becomes verified;
 * - `safebox.passwordSet`: the safebox password set (its row made; changing it is not setting it).
 * Players who reached them before these producers existed are counted once, for their lifetime.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createFunctions(db, ['publish_user_phone_verified', 'publish_safebox_password_set']);
  await sql`
    create trigger users_publish_phone_verified after insert on users
    for each row when (new.mobile_verified)
    execute function publish_user_phone_verified()
  `.execute(db);
  await sql`
    create trigger users_publish_phone_verified_update after update of mobile_verified on users
    for each row when (new.mobile_verified and not old.mobile_verified)
    execute function publish_user_phone_verified()
  `.execute(db);
  await sql`
    create trigger safebox_passwords_publish_set after insert on safebox_passwords
    for each row execute function publish_safebox_password_set()
  `.execute(db);
  await sql`
    insert into reward_counters (user_id, metric, period_key, value)
    select id, 'phoneVerified', 'life', 1 from users where mobile_verified
    union all
    select user_id, 'safeboxSet', 'life', 1 from safebox_passwords
    on conflict do nothing
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger safebox_passwords_publish_set on safebox_passwords`.execute(db);
  await sql`drop trigger users_publish_phone_verified_update on users`.execute(db);
  await sql`drop trigger users_publish_phone_verified on users`.execute(db);
  await sql`drop function publish_safebox_password_set()`.execute(db);
  await sql`drop function publish_user_phone_verified()`.execute(db);
}
