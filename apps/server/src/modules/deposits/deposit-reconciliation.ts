import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { DepositRules } from './deposit-rules';
import {
  markChecked,
  markExpired,
  ordersToExpire,
  ordersToReconcile,
  type DueOrder,
} from './deposits.repo';
import type { PaymentEvent, PaymentProvider } from './payments/payment-provider';

const BATCH = 200;

/**
 * The deposits' jobs: an order whose provider's word is late is asked about (reconciliation),
 * an unpaid one past its time expires, a paid one a crash left uncredited is credited.
 */
export class DepositReconciliation {
  constructor(
    private readonly deps: {
      db: Db;
      log: FastifyBaseLogger;
      providers: ReadonlyMap<string, PaymentProvider>;
      rules: () => Promise<DepositRules>;
      /** Applies a provider's status answer as an event (DepositsService.applyEvent). */
      applyEvent: (
        providerName: string,
        event: PaymentEvent,
        source: 'status_query',
      ) => Promise<unknown>;
      /** Credits a paid order (DepositsService.creditPaid). */
      creditPaid: (orderNo: string) => Promise<boolean>;
    },
  ) {}

  /** Asks the provider about one order and applies a final answer; answers what it said. */
  private async askProvider(due: DueOrder) {
    const provider = this.deps.providers.get(due.provider);
    if (!provider) return null;
    const status = await provider.queryStatus(due.orderNo, due.checkoutId);
    await markChecked(this.deps.db, [due.orderNo]);
    if (!status || status.state === 'pending') return status?.state ?? null;
    await this.deps.applyEvent(
      due.provider,
      {
        eventId: `query:${status.providerRef}:${status.state}`,
        orderNo: due.orderNo,
        outcome: status.state,
        amount: status.amount,
        currency: status.currency,
        providerRef: status.providerRef,
      },
      'status_query',
    );
    return status.state;
  }

  /**
   * The expiry job: an unpaid order past its time is asked about once more (a payment whose
   * webhook is late is credited, not expired), then expires. Answers how many expired.
   */
  async expireDue(): Promise<number> {
    let expired = 0;
    for (const due of await ordersToExpire(this.deps.db, BATCH)) {
      const state = await this.askOrLog(due);
      if (state === 'paid' || state === 'failed') continue;
      if (await markExpired(this.deps.db, due.orderNo)) expired++;
    }
    return expired;
  }

  /**
   * The reconciliation job: credits paid orders a crash left uncredited, and asks the provider
   * about orders whose webhook is overdue or that expired lately. Answers how many it looked at.
   */
  async reconcile(): Promise<number> {
    const rules = await this.deps.rules();
    const due = await ordersToReconcile(this.deps.db, rules, BATCH);
    for (const order of due) {
      if (order.status === 'paid') await this.deps.creditPaid(order.orderNo);
      else await this.askOrLog(order);
    }
    return due.length;
  }

  /** One order's status query; a provider that fails to answer is logged and asked again later. */
  private async askOrLog(due: DueOrder) {
    try {
      return await this.askProvider(due);
    } catch (error) {
      this.deps.log.warn({ err: error, orderNo: due.orderNo }, 'payment status query failed');
      return 'error' as const;
    }
  }
}
