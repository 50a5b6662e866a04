import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * Deposit coupons (docs/rewards/coupons.md):
 * - a grant freezes the terms of the coupons it awards when it is made (`coupon_terms`), so a
 *   claim delivers what the grant promised whatever the operator changes later;
 * - the inventory: one row per coupon a claim delivered, available → reserved (by a deposit
 *   order) → used (its bonus paid with the deposit), or expired; a reservation ends when its
 *   order fails or expires (the trigger), and the coupon is available again;
 * - bonus packages of kind `coupon`: the deposit locked with the coupon's bonus;
 * - an order names the coupon it was made with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reward_grants add column coupon_terms jsonb`.execute(db);
  await sql`
    create table coupons (
      id bigserial primary key,
      user_id bigint not null references users (id),
      prop_id integer not null,
      terms jsonb not null,
      status text not null default 'available'
        check (status in ('available', 'reserved', 'used', 'expired')),
      grant_id bigint not null references reward_grants (id),
      activity text not null,
      order_no text,
      bonus bigint check (bonus >= 0),
      created_at timestamptz not null default app_now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      constraint coupons_order_check check ((status in ('reserved', 'used')) = (order_no is not null)),
      constraint coupons_used_check check ((status = 'used') = (used_at is not null))
    )
  `.execute(db);
  await sql`create index coupons_user on coupons (user_id, status, expires_at)`.execute(db);
  // An order holds one coupon at most.
  await sql`create unique index coupons_order on coupons (order_no)`.execute(db);
  await sql`create index coupons_due on coupons (expires_at) where status = 'available'`.execute(
    db,
  );
  await sql`alter table deposit_orders add column coupon_id bigint references coupons (id)`.execute(
    db,
  );
  await createFunctions(db, ['release_order_coupon']);
  await sql`
    create trigger deposit_orders_release_coupon after update of status on deposit_orders
    for each row when (new.status in ('failed', 'expired') and new.coupon_id is not null)
    execute function release_order_coupon()
  `.execute(db);
  await sql`
    alter table bonus_packages
      drop constraint bonus_packages_kind_check,
      add constraint bonus_packages_kind_check
        check (kind in ('first_deposit', 'daily_first', 'channel', 'coupon', 'reward'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from bonus_packages where kind = 'coupon'`.execute(db);
  await sql`
    alter table bonus_packages
      drop constraint bonus_packages_kind_check,
      add constraint bonus_packages_kind_check
        check (kind in ('first_deposit', 'daily_first', 'channel', 'reward'))
  `.execute(db);
  await sql`drop trigger deposit_orders_release_coupon on deposit_orders`.execute(db);
  await sql`drop function release_order_coupon()`.execute(db);
  await sql`alter table deposit_orders drop column coupon_id`.execute(db);
  await sql`drop table coupons`.execute(db);
  await sql`alter table reward_grants drop column coupon_terms`.execute(db);
}
