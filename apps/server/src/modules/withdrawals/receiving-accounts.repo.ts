import { sql, type RawBuilder } from 'kysely';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';

/** The queries of the players' receiving accounts (where their withdrawals are paid). */

const receivingAccountColumns = asCamel([
  'id',
  'user_id',
  'bank_id',
  'account_name',
  'account_no',
  'is_default',
  'created_at',
  'updated_at',
]);

export const listReceivingAccounts = (db: Db, userId: number) =>
  db
    .selectFrom('receiving_accounts')
    .select(receivingAccountColumns)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

export const findReceivingAccount = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('receiving_accounts')
    .select(receivingAccountColumns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();

export const insertReceivingAccount = (
  db: Db,
  account: {
    userId: number;
    bankId: number;
    accountName: string;
    accountNo: string;
    isDefault: boolean;
  },
) =>
  db
    .insertInto('receiving_accounts')
    .values({
      user_id: account.userId,
      bank_id: account.bankId,
      account_name: account.accountName,
      account_no: account.accountNo,
      is_default: account.isDefault,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateReceivingAccount = (
  db: Db,
  userId: number,
  id: number,
  change: { bankId: number; accountName: string; accountNo: string },
) =>
  db
    .updateTable('receiving_accounts')
    .set({
      bank_id: change.bankId,
      account_name: change.accountName,
      account_no: change.accountNo,
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();

/** Makes `id` the player's one default account. */
export const makeDefault = async (db: Db, userId: number, id: number) => {
  await db
    .updateTable('receiving_accounts')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .where('id', '<>', id)
    .execute();
  await db
    .updateTable('receiving_accounts')
    .set({ is_default: true })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
};

/** What the player is shown of a receiving account. */
export type ListedAccount = Pick<
  NonNullable<Awaited<ReturnType<typeof findReceivingAccount>>>,
  'id' | 'bankId' | 'accountName' | 'accountNo' | 'isDefault'
>;

/** A player's receiving accounts, oldest first, as a JSON array (an SQL expression). */
export const receivingAccountsJson = (userId: RawBuilder<number>) =>
  sql<ListedAccount[]>`coalesce((
    select json_agg(json_build_object(
      'id', id, 'bankId', bank_id, 'accountName', account_name,
      'accountNo', account_no, 'isDefault', is_default
    ) order by id)
    from receiving_accounts where user_id = ${userId}
  ), '[]'::json)`;

/**
 * The other players who hold a receiving account of this bank and number (numbers are stored
 * normalised: upper-case, no spaces or dashes), lowest id first: the shared payout account rule.
 */
export const otherHoldersOf = async (
  db: Db,
  userId: number,
  payee: { bankId: number; accountNo: string },
) =>
  (
    await db
      .selectFrom('receiving_accounts')
      .select('user_id')
      .distinct()
      .where('bank_id', '=', payee.bankId)
      .where('account_no', '=', payee.accountNo)
      .where('user_id', '<>', userId)
      .orderBy('user_id')
      .limit(20)
      .execute()
  ).map((row) => Number(row.user_id));

/**
 * Makes changes naming one payee (bank and number) take turns across players, until the
 * transaction ends: of two players saving the same account at once, the second sees the first's.
 */
export const lockPayee = (db: Db, payee: { bankId: number; accountNo: string }) =>
  sql`select pg_advisory_xact_lock(hashtext(${`payee:${payee.bankId}:${payee.accountNo}`}))`.execute(
    db,
  );
