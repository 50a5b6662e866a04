import { sql, type RawBuilder, type Selectable } from 'kysely';
import { UserAccount } from '../../ledger/ledger';
import { balanceSql, wageringSql } from '../../ledger/ledger.repo';
import type { Db } from '../../db/database';
import type { ReceivingAccounts, Withdrawals } from '../../db/schema';

export type ReceivingAccountRow = Selectable<ReceivingAccounts>;
export type WithdrawalRow = Selectable<Withdrawals>;
export type WithdrawalStatus = WithdrawalRow['status'];

// ---- the per-player row ----

const playerColumns = [
  'blocked_until',
  sql<boolean>`coalesce(blocked_until > now(), false)`.as('blocked'),
] as const;

/**
 * The player's withdrawal row, created on first use and locked until the transaction ends:
 * requests and account changes of one player run one at a time behind it.
 */
export const lockPlayer = async (db: Db, userId: number) => {
  await db
    .insertInto('withdrawal_players')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('withdrawal_players')
    .select(playerColumns)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
};

/** Blocks withdrawals for `hours` from now (never shortening a block already running). */
export const blockPlayer = (db: Db, userId: number, hours: number) =>
  db
    .updateTable('withdrawal_players')
    .set({
      blocked_until: sql<Date>`greatest(coalesce(blocked_until, now()), now() + make_interval(hours => ${hours}))`,
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', userId)
    .execute();

// ---- receiving accounts ----

export const listReceivingAccounts = (db: Db, userId: number) =>
  db
    .selectFrom('receiving_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

export const findReceivingAccount = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('receiving_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();

export const insertReceivingAccount = (
  db: Db,
  row: {
    user_id: number;
    bank_id: number;
    account_name: string;
    account_no: string;
    is_default: boolean;
  },
) => db.insertInto('receiving_accounts').values(row).returning('id').executeTakeFirstOrThrow();

export const updateReceivingAccount = (
  db: Db,
  userId: number,
  id: number,
  change: { bank_id: number; account_name: string; account_no: string },
) =>
  db
    .updateTable('receiving_accounts')
    .set({ ...change, updated_at: sql<Date>`now()` })
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

// ---- withdrawals ----

export const findWithdrawalByRequestKey = (db: Db, userId: number, requestKey: string) =>
  db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();

export const findWithdrawal = (db: Db, orderNo: string) =>
  db.selectFrom('withdrawals').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

/** Requests the player made since the start of today (UTC), failed payouts left out. */
export const countRequestsToday = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where(
      'created_at',
      '>=',
      sql<Date>`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
    )
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const insertWithdrawal = (
  db: Db,
  row: Omit<
    WithdrawalRow,
    | 'id'
    | 'reviewed_by'
    | 'reviewed_at'
    | 'review_note'
    | 'provider'
    | 'provider_ref'
    | 'failure_reason'
    | 'payout_checks'
    | 'submitted_at'
    | 'settled_at'
    | 'created_at'
    | 'updated_at'
  >,
) => db.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();

/**
 * Moves an order from `from` to `to` and applies `change`, only if it is still in `from`: of
 * racing moves exactly one gets the row back, the others undefined.
 */
export const moveStatus = (
  db: Db,
  orderNo: string,
  from: WithdrawalStatus,
  to: WithdrawalStatus,
  change: Partial<
    Pick<
      WithdrawalRow,
      'reviewed_by' | 'review_note' | 'provider' | 'failure_reason' | 'provider_ref'
    >
  > & { reviewed?: boolean; submitted?: boolean; settled?: boolean } = {},
) => {
  const { reviewed, submitted, settled, ...columns } = change;
  return db
    .updateTable('withdrawals')
    .set({
      ...columns,
      status: to,
      updated_at: sql<Date>`now()`,
      ...(reviewed ? { reviewed_at: sql<Date>`now()` } : {}),
      ...(submitted ? { submitted_at: sql<Date>`now()` } : {}),
      ...(settled ? { settled_at: sql<Date>`now()` } : {}),
    })
    .where('order_no', '=', orderNo)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
};

export const setProviderRef = (db: Db, orderNo: string, providerRef: string) =>
  db
    .updateTable('withdrawals')
    .set({ provider_ref: providerRef })
    .where('order_no', '=', orderNo)
    .execute();

/**
 * Books the next status query of an order in flight for `runAt`, unless one is booked for later
 * already (then a second chain of runs would start): answers whether it booked it.
 */
export const bookPayoutCheck = async (db: Db, orderNo: string, runAt: Date) =>
  (await db
    .updateTable('withdrawals')
    .set({ payout_checks: sql<number>`payout_checks + 1`, next_check_at: runAt })
    .where('order_no', '=', orderNo)
    .where((eb) =>
      eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '<=', sql<Date>`now()`)]),
    )
    .returning('payout_checks')
    .executeTakeFirst()) ?? null;

export const listUserWithdrawals = (
  db: Db,
  userId: number,
  filter: { status?: WithdrawalStatus | undefined; limit: number; offset: number },
) => {
  let query = db.selectFrom('withdrawals').where('user_id', '=', userId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
};

/** Orders for operators, oldest first (the review queue's order) or newest first. */
export const listWithdrawals = (
  db: Db,
  filter: {
    status?: WithdrawalStatus | undefined;
    userId?: number | undefined;
    limit: number;
    newestFirst?: boolean;
  },
) => {
  let query = db.selectFrom('withdrawals').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  const direction = filter.newestFirst ? 'desc' : 'asc';
  return query
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(filter.limit)
    .execute();
};

/**
 * Orders in approved or paying whose runs broke off: no status query booked within `seconds`
 * (a healthy chain always has one due within ten minutes).
 */
export const findStalledPayouts = (
  db: Db,
  seconds: number,
  limit: number,
  include: { paying: boolean } = { paying: true },
) =>
  db
    .selectFrom('withdrawals')
    .select(['order_no', 'status'])
    .where('status', 'in', include.paying ? ['approved', 'paying'] : ['approved'])
    .where(
      sql<Date>`coalesce(next_check_at, updated_at)`,
      '<',
      sql<Date>`now() - make_interval(secs => ${seconds})`,
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();

/**
 * Everything the withdrawal page shows, in one statement: the balances, the hold, today's
 * requests, the receiving accounts and the open bonus. Undefined for an unknown user.
 */
export const readExchangeView = (db: Db, userId: number) => {
  const user = sql.ref<number>('u.id');
  return db
    .selectFrom('users as u')
    .select([
      'u.password_changed_at',
      balanceSql(user, UserAccount.Coin).as('coin'),
      wageringSql(user).as('wagering'),
      sql<Date | null>`(select blocked_until from withdrawal_players where user_id = u.id)`.as(
        'blocked_until',
      ),
      sql<number>`(
        select count(*) from withdrawals
        where user_id = u.id and status <> 'failed'
          and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
      )`.as('used_today'),
      receivingAccountsJson(user).as('accounts'),
      sql<{ deposit: number; bonus: number; balance: number } | null>`(
        select json_build_object(
          'deposit', p.deposit, 'bonus', p.bonus,
          'balance', ${balanceSql(user, UserAccount.Bonus)}
        )
        from bonus_packages p where p.user_id = u.id and p.status = 'open'
      )`.as('open_bonus'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
};

/** What the player is shown of a receiving account. */
export type ListedAccount = Pick<
  ReceivingAccountRow,
  'id' | 'bank_id' | 'account_name' | 'account_no' | 'is_default'
>;

/** A player's receiving accounts, oldest first, as a JSON array (an SQL expression). */
export const receivingAccountsJson = (userId: RawBuilder<number>) =>
  sql<ListedAccount[]>`coalesce((
    select json_agg(json_build_object(
      'id', id, 'bank_id', bank_id, 'account_name', account_name,
      'account_no', account_no, 'is_default', is_default
    ) order by id)
    from receiving_accounts where user_id = ${userId}
  ), '[]'::json)`;
