import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { PayFromValue } from '@lobby/contract/bonus';
import { asCamel, type Camelized } from '@/db/camel-columns';
import type { Db } from '@/db/database';
import type { BonusPackages } from '@/db/schema';
import { emptyAccountSql, UserAccount } from '@/ledger/ledger';

/** A bonus package as the bonus service sees it. */
export type BonusPackage = Camelized<Selectable<BonusPackages>>;
type BonusStatus = BonusPackage['status'];

const packageColumns = asCamel([
  'id',
  'user_id',
  'kind',
  'order_no',
  'deposit',
  'bonus',
  'wagering_required',
  'wagering_left',
  'max_bet',
  'conversion_cap',
  'status',
  'close_reason',
  'cash_returned',
  'taken_back',
  'expires_at',
  'created_at',
  'closed_at',
]);

const toPackage = (row: BonusPackage): BonusPackage => ({
  ...row,
  id: Number(row.id),
  userId: Number(row.userId),
  deposit: Number(row.deposit),
  bonus: Number(row.bonus),
  wageringRequired: Number(row.wageringRequired),
  wageringLeft: Number(row.wageringLeft),
  maxBet: Number(row.maxBet),
  conversionCap: Number(row.conversionCap),
  cashReturned: row.cashReturned === null ? null : Number(row.cashReturned),
  takenBack: row.takenBack === null ? null : Number(row.takenBack),
});

/**
 * A new open package, expiring `expiryDays` after the lobby's now (app_now(): the test clock
 * moves its expiry like every other date rule).
 */
export const insertPackage = async (
  db: Db,
  p: Omit<
    BonusPackage,
    | 'id'
    | 'status'
    | 'closeReason'
    | 'cashReturned'
    | 'takenBack'
    | 'createdAt'
    | 'closedAt'
    | 'expiresAt'
  > & { expiryDays: number },
) =>
  toPackage(
    await db
      .insertInto('bonus_packages')
      .values({
        user_id: p.userId,
        kind: p.kind,
        order_no: p.orderNo,
        deposit: p.deposit,
        bonus: p.bonus,
        wagering_required: p.wageringRequired,
        wagering_left: p.wageringLeft,
        max_bet: p.maxBet,
        conversion_cap: p.conversionCap,
        expires_at: sql<Date>`app_now() + make_interval(days => ${p.expiryDays})`,
      })
      .returning(packageColumns)
      .executeTakeFirstOrThrow(),
  );

export const findOpenPackage = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('bonus_packages')
    .select(packageColumns)
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row ? toPackage(row) : undefined;
};

/** The open package, locked (the seamless debit takes the same lock before its round's). */
export const lockOpenPackage = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('bonus_packages')
    .select(packageColumns)
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
  return row ? toPackage(row) : undefined;
};

/** Adds reward coin to an open package: its bonus, the wagering it asks and its cap grow. */
export const topUpPackage = (
  db: Db,
  id: number,
  add: { bonus: number; wagering: number; conversionCap: number },
) =>
  db
    .updateTable('bonus_packages')
    .set((eb) => ({
      bonus: eb('bonus', '+', add.bonus),
      wagering_required: eb('wagering_required', '+', add.wagering),
      wagering_left: eb('wagering_left', '+', add.wagering),
      conversion_cap: eb('conversion_cap', '+', add.conversionCap),
    }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();

export const closePackage = (
  db: Db,
  id: number,
  close: {
    status: Exclude<BonusStatus, 'open'>;
    reason: string;
    cashReturned: number;
    takenBack: number;
  },
) =>
  db
    .updateTable('bonus_packages')
    .set({
      status: close.status,
      close_reason: close.reason,
      cash_returned: close.cashReturned,
      taken_back: close.takenBack,
      closed_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();

/**
 * Players whose open bonus is due to close: its wagering done (to convert), past its time (to
 * expire) or its balance played down to nothing (spent).
 */
export const packagesDue = async (db: Db, limit: number) =>
  (
    await db
      .selectFrom('bonus_packages as p')
      .select('p.user_id')
      .where('p.status', '=', 'open')
      .where((eb) =>
        eb.or([
          eb('p.wagering_left', '=', 0),
          eb('p.expires_at', '<=', sql<Date>`app_now()`),
          emptyAccountSql(sql.ref('p.user_id'), UserAccount.Bonus),
        ]),
      )
      .orderBy('p.expires_at')
      .limit(limit)
      .execute()
  ).map((row) => Number(row.user_id));

export const listPackages = async (db: Db, userId: number, limit: number) =>
  (
    await db
      .selectFrom('bonus_packages')
      .select(packageColumns)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map(toPackage);

/** What the player's bets are paid from first; 'cash' for a player who never chose. */
export const findPayFrom = async (db: Db, userId: number): Promise<PayFromValue> => {
  const row = await db
    .selectFrom('bet_funding')
    .select('pay_from')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.pay_from === 'bonus' ? 'bonus' : 'cash';
};

/** Stores the player's choice of what bets are paid from first. */
export const savePayFrom = async (db: Db, userId: number, payFrom: PayFromValue) => {
  await db
    .insertInto('bet_funding')
    .values({ user_id: userId, pay_from: payFrom })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ pay_from: payFrom, updated_at: sql`now()` }),
    )
    .execute();
};

/** The player's choice as SQL of their id ('cash' without one), for the user info's statement. */
export const payFromSql = (userId: RawBuilder<number>) => sql<PayFromValue>`coalesce(
  (select pay_from from bet_funding where user_id = ${userId}), 'cash'
)`;
