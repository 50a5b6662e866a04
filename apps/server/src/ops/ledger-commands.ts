import { LIST_TOTAL_CAP } from '@lobby/contract/pagination';
import { balances, movements } from '../ledger/ledger';
import { findOrders } from '../modules/withdrawals/withdrawal-orders';
import { positiveInt } from './ops-arguments';
import type { OpsCommandGroup, OpsContext } from './ops-command';
import { money, orderLine, time } from './ops-format';

/** The ledger command of the ops CLI: one player's money at a glance. */

const USAGE = `  ledger <userId> [--limit <n>]
      The player's balances, their last coin movements and their last withdrawals.`;

export const ledgerCommand = async (ctx: OpsContext, userId: number, limit = 20) => {
  const b = await balances(ctx.db, userId);
  ctx.out(
    `user ${userId}  coin ${money(b.coin)}  safebox ${money(b.safebox)}  withdrawal hold ${money(
      b.withdrawHold,
    )}  wagering to go ${money(b.wagering)}`,
  );
  const { list, counted } = await movements(ctx.db, userId, {
    limit,
    offset: 0,
    countCap: LIST_TOTAL_CAP,
  });
  const total = counted > LIST_TOTAL_CAP ? `over ${LIST_TOTAL_CAP}` : String(counted);
  ctx.out(`last ${list.length} of ${total} coin movements:`);
  for (const m of list) {
    const ref = typeof m.memo?.ref === 'string' ? `  ${m.memo.ref}` : '';
    const safebox = m.safeboxAmount ? `  safebox ${money(m.safeboxAmount)}` : '';
    ctx.out(
      `  #${m.transferId}  ${time(m.createdAt)}  ${m.kind}  ${money(m.coinAmount)}  → ${money(
        m.coinAfter,
      )}${safebox}${ref}`,
    );
  }
  const orders = await findOrders(ctx.db, { userId, limit: 10, newestFirst: true });
  ctx.out(`last ${orders.length} withdrawals:`);
  for (const o of orders) ctx.out(`  ${orderLine(o)}`);
  return { balances: b, movements: list, withdrawals: orders };
};

export const ledgerCommands: OpsCommandGroup = {
  usage: USAGE,
  commands: [
    {
      matches: (words) => words[0] === 'ledger' && Boolean(words[1]),
      run: async (ctx, { words, values }) => {
        await ledgerCommand(
          ctx,
          positiveInt(words[1], 'userId', 0),
          positiveInt(values.limit, '--limit', 20),
        );
        return 0;
      },
    },
  ],
};
