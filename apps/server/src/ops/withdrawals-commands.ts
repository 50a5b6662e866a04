import { ExchangeStatusValue } from '@lobby/contract/wallet';
import { cliAuditBy } from '../modules/audit/audit-by';
import { findOrders, type Withdrawal } from '../modules/withdrawals/withdrawal-orders';
import {
  approveWithdrawal,
  markWithdrawalFailed,
  markWithdrawalPaid,
  rejectWithdrawal,
} from '../modules/withdrawals/withdrawal-reviews';
import { positiveInt } from './ops-arguments';
import { UsageError, type OpsCommandGroup, type OpsContext } from './ops-command';
import { money, orderLine } from './ops-format';

/** The withdrawals commands of the ops CLI: the review of the players' orders. */

const USAGE = `  withdrawals list [--status <status>] [--user <userId>] [--limit <n>]
      Orders, oldest first (default: every open one: pending_review, approved, paying).
  withdrawals approve <orderNo> [--by <name>]
      Approves an order waiting for review; the server's payout job pays it.
  withdrawals reject <orderNo> [--reason <text>] [--by <name>]
      Rejects an order waiting for review; the amount returns to the player's coin.
  withdrawals mark-paid <orderNo> --reference <bank reference> [--by <name>]
      With PAYOUT_PROVIDER=manual: an approved order you paid at the bank is paid.
  withdrawals mark-failed <orderNo> --reason <text> [--by <name>]
      With PAYOUT_PROVIDER=manual: an approved order that could not be paid; the amount returns
      to the player's coin.`;

export const listCommand = async (
  ctx: OpsContext,
  options: { status?: string; userId?: number; limit?: number },
) => {
  const asked =
    options.status === undefined ? undefined : ExchangeStatusValue.safeParse(options.status);
  if (asked && !asked.success) throw new UsageError(`unknown status ${options.status}`);
  const limit = options.limit ?? 100;
  const statuses = asked ? [asked.data] : (['pending_review', 'approved', 'paying'] as const);
  let rows: Withdrawal[] = [];
  for (const status of statuses) {
    rows.push(...(await findOrders(ctx.db, { status, userId: options.userId, limit })));
  }
  rows = rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .slice(0, limit);
  if (rows.length === 0) ctx.out('no withdrawals');
  for (const row of rows) ctx.out(orderLine(row));
  return rows;
};

export const approveCommand = async (ctx: OpsContext, orderNo: string) => {
  const order = await approveWithdrawal(ctx.db, cliAuditBy(ctx.operator), ctx.operator, orderNo);
  ctx.out(
    `approved ${order.orderNo} (${money(order.amount)} to user ${order.userId}): payout queued`,
  );
  return order;
};

export const rejectCommand = async (ctx: OpsContext, orderNo: string, reason: string | null) => {
  const order = await rejectWithdrawal(
    ctx.db,
    cliAuditBy(ctx.operator),
    ctx.operator,
    orderNo,
    reason,
  );
  ctx.out(
    `rejected ${order.orderNo}: ${money(order.amount)} returned to user ${order.userId}'s coin`,
  );
  return order;
};

export const markPaidCommand = async (ctx: OpsContext, orderNo: string, reference: string) => {
  const order = await markWithdrawalPaid(
    ctx.db,
    cliAuditBy(ctx.operator),
    ctx.operator,
    orderNo,
    reference,
  );
  ctx.out(
    `paid ${order.orderNo}: ${money(order.amount - order.fee)} to user ${order.userId}, reference ${reference}`,
  );
  return order;
};

export const markFailedCommand = async (ctx: OpsContext, orderNo: string, reason: string) => {
  const order = await markWithdrawalFailed(
    ctx.db,
    cliAuditBy(ctx.operator),
    ctx.operator,
    orderNo,
    reason,
  );
  ctx.out(
    `failed ${order.orderNo}: ${money(order.amount)} returned to user ${order.userId}'s coin`,
  );
  return order;
};

/** `withdrawals <action> <orderNo>`: the action on one order. */
const onOrder = (action: string) => (words: readonly string[]) =>
  words[0] === 'withdrawals' && words[1] === action && Boolean(words[2]);

export const withdrawalsCommands: OpsCommandGroup = {
  usage: USAGE,
  commands: [
    {
      matches: (words) => words[0] === 'withdrawals' && words[1] === 'list',
      run: async (ctx, { values }) => {
        await listCommand(ctx, {
          status: values.status,
          userId: values.user === undefined ? undefined : positiveInt(values.user, '--user', 0),
          limit: positiveInt(values.limit, '--limit', 100),
        });
        return 0;
      },
    },
    {
      matches: onOrder('approve'),
      run: async (ctx, { words }) => {
        await approveCommand(ctx, words[2]!);
        return 0;
      },
    },
    {
      matches: onOrder('reject'),
      run: async (ctx, { words, values }) => {
        await rejectCommand(ctx, words[2]!, values.reason ?? null);
        return 0;
      },
    },
    {
      matches: onOrder('mark-paid'),
      run: async (ctx, { words, values }) => {
        const reference = values.reference?.trim();
        if (!reference) throw new UsageError('mark-paid needs --reference <bank reference>');
        await markPaidCommand(ctx, words[2]!, reference);
        return 0;
      },
    },
    {
      matches: onOrder('mark-failed'),
      run: async (ctx, { words, values }) => {
        const reason = values.reason?.trim();
        if (!reason) throw new UsageError('mark-failed needs --reason <text>');
        await markFailedCommand(ctx, words[2]!, reason);
        return 0;
      },
    },
  ],
};
