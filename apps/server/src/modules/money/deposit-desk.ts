import { sql } from 'kysely';
import type {
  ConsoleDeposit,
  DepositOrderAnswer,
  DepositSearchAnswer,
} from '@lobby/contract/console-money';
import { pageAnswer } from '@lobby/contract/pagination';
import type { RechargeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '../../db/database';
import { AppError, ErrorCode } from '../../core/app-error';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

const listed = (db: Db) =>
  db
    .selectFrom('deposit_orders as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.id',
      'd.order_no as orderNo',
      'd.user_id as userId',
      'u.nickname',
      'd.amount',
      'd.bonus',
      'd.currency',
      'd.provider',
      'd.provider_ref as providerRef',
      'd.status',
      'd.created_at as createdAt',
      'd.paid_at as paidAt',
      'd.credited_at as creditedAt',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;

const toItem = (row: Row): ConsoleDeposit => ({
  orderNo: row.orderNo,
  userId: Number(row.userId),
  nickname: row.nickname ?? null,
  amount: Number(row.amount),
  bonus: Number(row.bonus),
  currency: row.currency,
  provider: row.provider,
  providerRef: row.providerRef,
  status: row.status as RechargeStatus,
  createdAt: seconds(row.createdAt)!,
  paidAt: seconds(row.paidAt),
  creditedAt: seconds(row.creditedAt),
});

/**
 * Deposits in the console (docs/console.md "Money"): orders by number, player or status, and
 * one order with every event its provider sent (deposit_events: each webhook and status answer
 * as received, with what became of it), read only.
 */
export class DepositDesk {
  constructor(private readonly db: Db) {}

  async search(input: {
    orderNo?: string | undefined;
    userId?: number | undefined;
    status?: RechargeStatus | undefined;
    pageNum: number;
    pageSize: number;
  }): Promise<DepositSearchAnswer> {
    let query = listed(this.db);
    let count = this.db.selectFrom('deposit_orders as d').select(sql<string>`count(*)`.as('n'));
    if (input.orderNo !== undefined) {
      query = query.where('d.order_no', '=', input.orderNo);
      count = count.where('d.order_no', '=', input.orderNo);
    }
    if (input.userId !== undefined) {
      query = query.where('d.user_id', '=', input.userId);
      count = count.where('d.user_id', '=', input.userId);
    }
    if (input.status !== undefined) {
      query = query.where('d.status', '=', input.status);
      count = count.where('d.status', '=', input.status);
    }
    const [rows, total] = await Promise.all([
      query
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .limit(input.pageSize)
        .offset((input.pageNum - 1) * input.pageSize)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return pageAnswer(rows.map(toItem), Number(total.n), input);
  }

  async order(orderNo: string): Promise<DepositOrderAnswer> {
    const row = await listed(this.db).where('d.order_no', '=', orderNo).executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
    const events = await this.db
      .selectFrom('deposit_events')
      .select([
        'id',
        'provider',
        'source',
        'event_id as eventId',
        'outcome',
        'detail',
        'body',
        'received_at as receivedAt',
      ])
      .where('order_no', '=', orderNo)
      .orderBy('id')
      .execute();
    return {
      order: toItem(row),
      events: events.map((e) => ({
        id: Number(e.id),
        provider: e.provider,
        source: e.source,
        eventId: e.eventId,
        outcome: e.outcome,
        detail: e.detail,
        body: e.body,
        receivedAt: seconds(e.receivedAt)!,
      })),
    };
  }
}
