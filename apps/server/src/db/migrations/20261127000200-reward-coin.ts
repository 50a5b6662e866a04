import { sql, type Kysely } from 'kysely';

/**
 * Reward coin is bonus money (docs/rewards/README.md): a claim opens a package of kind `reward`, with no
 * deposit locked in it, or tops up the package the player has open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bonus_packages
      drop constraint bonus_packages_kind_check,
      add constraint bonus_packages_kind_check
        check (kind in ('first_deposit', 'daily_first', 'channel', 'reward')),
      drop constraint bonus_packages_deposit_check,
      add constraint bonus_packages_deposit_check check (deposit >= 0)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from bonus_packages where kind = 'reward'`.execute(db);
  await sql`
    alter table bonus_packages
      drop constraint bonus_packages_kind_check,
      add constraint bonus_packages_kind_check
        check (kind in ('first_deposit', 'daily_first', 'channel')),
      drop constraint bonus_packages_deposit_check,
      add constraint bonus_packages_deposit_check check (deposit > 0)
  `.execute(db);
}
