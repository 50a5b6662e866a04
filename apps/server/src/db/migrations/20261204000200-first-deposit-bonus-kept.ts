import { sql, type Kysely } from 'kysely';

/**
 * The first-deposit bonus is kept until a deposit takes it (docs/rules.md "Deposits", ADR 0056):
 * a deposit made without a bonus, below the bonus minimum, with a coupon or while another bonus
 * (the sign-up bonus) is open no longer burns it. The player's deposit summary row, which every
 * credit locks, records whether it was taken, so two deposits credited at once cannot both take
 * it. Players who took it already are marked from their orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table deposit_totals add column first_bonus_taken boolean not null default false
  `.execute(db);
  await sql`
    comment on column deposit_totals.first_bonus_taken is
      'A credited deposit of the player took the first-deposit bonus (it is offered until then).'
  `.execute(db);
  await sql`
    update deposit_totals t set first_bonus_taken = true
    where exists (
      select 1 from deposit_orders o
      where o.user_id = t.user_id and o.status = 'credited' and o.bonus_rule = 'first_deposit'
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deposit_totals drop column first_bonus_taken`.execute(db);
}
