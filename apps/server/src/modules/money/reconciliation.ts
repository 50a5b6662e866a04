import type { ReconciliationAnswer, ReconciliationMismatch } from '@lobby/contract/console-money';
import type { Db } from '@/db/database';
import { clearingLines, HouseAccount } from '@/ledger/ledger';
import {
  depositProviders,
  depositsPaidBetween,
  mismatchedDepositEvents,
} from '../deposits/deposits.reads';
import { withdrawalProviders, withdrawalsPaidBetween } from '../withdrawals/withdrawals.reads';
import { ledgerKey } from '../withdrawals/withdrawal-orders';

const DAY_MS = 86_400_000;

type Kind = 'deposits' | 'withdrawals';
interface Line {
  kind: Kind;
  provider: string;
  orderNo: string;
  amount: number;
}

/**
 * A UTC day's reconciliation (docs/console.md "Money", ADR 0045): per kind and provider, what
 * the ledger moved on the clearing accounts — deposits credited (house:deposits) and
 * withdrawals paid out (house:payouts, the amount less the fee) — against what the providers
 * confirmed — deposit orders the provider said were paid that day (paid_at), withdrawals it
 * said were paid (settled_at, status paid). An order on one side only, or on both with another
 * amount, is a mismatch: a credit a crash left undone, a late webhook across midnight, a
 * transfer without its order.
 */
export const reconcileDay = async (db: Db, day: string): Promise<ReconciliationAnswer> => {
  const from = new Date(Date.parse(`${day}T00:00:00Z`));
  const to = new Date(from.getTime() + DAY_MS);
  const depositPrefix = 'deposit:';
  const paidPrefix = ledgerKey.paid('');
  const [ledgerDeposits, ledgerPaid, confirmedDeposits, confirmedPaid, eventMismatches] =
    await Promise.all([
      clearingLines(db, {
        account: HouseAccount.Deposits,
        transferKind: 'deposit',
        prefix: depositPrefix,
        from,
        to,
      }),
      clearingLines(db, {
        account: HouseAccount.Payouts,
        transferKind: 'withdraw_paid',
        prefix: paidPrefix,
        from,
        to,
      }),
      depositsPaidBetween(db, from, to),
      withdrawalsPaidBetween(db, from, to),
      mismatchedDepositEvents(db, from, to),
    ]);
  // The ledger's lines name their provider through their order.
  const providerOf = new Map<string, string>();
  const [depositsBy, withdrawalsBy] = await Promise.all([
    depositProviders(
      db,
      ledgerDeposits.map((l) => l.orderNo),
    ),
    withdrawalProviders(
      db,
      ledgerPaid.map((l) => l.orderNo),
    ),
  ]);
  for (const [orderNo, provider] of depositsBy) providerOf.set(`deposits:${orderNo}`, provider);
  for (const [orderNo, provider] of withdrawalsBy)
    providerOf.set(`withdrawals:${orderNo}`, provider ?? 'unknown');
  const ledger: Line[] = [
    ...ledgerDeposits.map((l) => ({
      kind: 'deposits' as const,
      orderNo: l.orderNo,
      amount: -Number(l.amount),
    })),
    ...ledgerPaid.map((l) => ({
      kind: 'withdrawals' as const,
      orderNo: l.orderNo,
      amount: Number(l.amount),
    })),
  ].map((l) => ({ ...l, provider: providerOf.get(`${l.kind}:${l.orderNo}`) ?? 'unknown' }));
  const confirmed: Line[] = [
    ...confirmedDeposits.map((c) => ({
      kind: 'deposits' as const,
      provider: c.provider,
      orderNo: c.orderNo,
      amount: Number(c.amount),
    })),
    ...confirmedPaid.map((c) => ({
      kind: 'withdrawals' as const,
      provider: c.provider ?? 'unknown',
      orderNo: c.orderNo,
      amount: Number(c.amount),
    })),
  ];
  return {
    day,
    from: from.getTime() / 1000,
    to: to.getTime() / 1000,
    rows: tally(ledger, confirmed),
    mismatches: mismatches(ledger, confirmed),
    eventMismatches,
  };
};

const keyOf = (l: Pick<Line, 'kind' | 'orderNo'>) => `${l.kind}:${l.orderNo}`;

/** Counts and sums per kind and provider, deposits first, providers by name. */
const tally = (ledger: readonly Line[], confirmed: readonly Line[]) => {
  const rows = new Map<string, ReconciliationAnswer['rows'][number]>();
  const rowOf = (l: Line) => {
    const key = `${l.kind}:${l.provider}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        kind: l.kind,
        provider: l.provider,
        ledger: { count: 0, amount: 0 },
        confirmed: { count: 0, amount: 0 },
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const l of ledger) {
    const row = rowOf(l);
    row.ledger.count += 1;
    row.ledger.amount += l.amount;
  }
  for (const c of confirmed) {
    const row = rowOf(c);
    row.confirmed.count += 1;
    row.confirmed.amount += c.amount;
  }
  return [...rows.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.provider.localeCompare(b.provider),
  );
};

const mismatches = (ledger: readonly Line[], confirmed: readonly Line[]) => {
  const confirmedBy = new Map(confirmed.map((c) => [keyOf(c), c]));
  const ledgerBy = new Map(ledger.map((l) => [keyOf(l), l]));
  const found: ReconciliationMismatch[] = [];
  for (const l of ledger) {
    const c = confirmedBy.get(keyOf(l));
    if (!c || c.amount !== l.amount)
      found.push({
        kind: l.kind,
        provider: l.provider,
        orderNo: l.orderNo,
        problem: c ? 'amount_differs' : 'ledger_only',
        ledgerAmount: l.amount,
        providerAmount: c?.amount ?? null,
      });
  }
  for (const c of confirmed) {
    if (!ledgerBy.has(keyOf(c)))
      found.push({
        kind: c.kind,
        provider: c.provider,
        orderNo: c.orderNo,
        problem: 'provider_only',
        ledgerAmount: null,
        providerAmount: c.amount,
      });
  }
  return found.sort((a, b) => a.kind.localeCompare(b.kind) || a.orderNo.localeCompare(b.orderNo));
};
