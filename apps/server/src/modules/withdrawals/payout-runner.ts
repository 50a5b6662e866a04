import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ExchangeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '@/db/database';
import type { JobRunner } from '@/jobs/jobs';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { PayoutProvider } from './payouts/payout-provider';
import type { SettingsService } from '../settings/settings.service';
import { enqueuePayout, PAYOUT_QUEUE, settleFailed, settlePaid } from './withdrawal-orders';
import { WITHDRAWAL_RULES_KEY, WithdrawalRules } from './withdrawal-rules';
import {
  bookPayoutCheck,
  findStalledPayouts,
  findWithdrawal,
  moveStatus,
  setProviderRef,
  type Withdrawal,
} from './withdrawals.repo';

export const PAYOUT_SWEEP_QUEUE = 'withdrawals.payout-sweep';
const SWEEP_EVERY_MS = 5 * 60_000;
/** An order in approved or paying with no run booked for this long gets one from the sweep. */
const STALLED_SECONDS = 15 * 60;
const MAX_CHECK_DELAY_SECONDS = 600;

const PayoutJob = z.object({ orderNo: z.string().min(1) });

/**
 * Drives approved orders through the payout provider, from jobs. A run reads the order and
 * does the one step its state allows:
 * - approved: moves it to paying (conditional, so one run wins), then submits with the order
 *   number as the provider's idempotency key;
 * - paying: asks the provider's status: paid or failed settles it, pending waits, not_found
 *   (the submit never arrived) submits again under the same key.
 * An answer that never came (a thrown call) decides nothing: the order stays paying and is asked
 * about again later. Runs may repeat or overlap (leases, sweeps, nudges); the conditional
 * moves, the keyed transfers and the provider's idempotency make that harmless.
 */
export class PayoutRunner {
  constructor(
    private readonly deps: {
      db: Db;
      provider: PayoutProvider;
      settings: SettingsService;
      log: FastifyBaseLogger;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  register(jobs: JobRunner) {
    jobs.register(PAYOUT_QUEUE, (payload, job) =>
      this.run(PayoutJob.parse(payload).orderNo, job.id),
    );
    jobs.every(PAYOUT_SWEEP_QUEUE, SWEEP_EVERY_MS, async () => {
      await this.sweep();
    });
  }

  /** One step of an order's payout; `runId` names this run in the key of the next one. */
  async run(orderNo: string, runId: number | string): Promise<void> {
    const order = await findWithdrawal(this.db, orderNo);
    if (!order) {
      this.deps.log.warn({ orderNo }, 'payout job for an unknown order');
      return;
    }
    if (order.status === ExchangeStatus.Approved) {
      const claimed = await moveStatus(
        this.db,
        orderNo,
        ExchangeStatus.Approved,
        ExchangeStatus.Paying,
        { provider: this.deps.provider.name, submitted: true },
      );
      if (claimed) return this.submit(claimed, runId);
      // Another run moved it a moment ago: carry on from where it is now.
      const now = await findWithdrawal(this.db, orderNo);
      if (now?.status === ExchangeStatus.Paying) return this.check(now, runId);
      return;
    }
    if (order.status === ExchangeStatus.Paying) return this.check(order, runId);
  }

  private async submit(order: Withdrawal, runId: number | string) {
    let outcome;
    try {
      outcome = await this.deps.provider.submit({
        orderNo: order.orderNo,
        amount: order.amount - order.fee,
        bankCode: order.bankCode,
        accountName: order.accountName,
        accountNo: order.accountNo,
      });
    } catch (error) {
      this.deps.log.warn(
        { err: error, orderNo: order.orderNo },
        'payout submit answer unknown: the order stays paying until a status query settles it',
      );
      return this.later(order, runId);
    }
    if (outcome.status === 'rejected') {
      await settleFailed(this.db, order.orderNo, outcome.reason);
      return;
    }
    await setProviderRef(this.db, order.orderNo, outcome.providerRef);
    return this.later(order, runId);
  }

  private async check(order: Withdrawal, runId: number | string) {
    let status;
    try {
      status = await this.deps.provider.queryStatus(order.orderNo);
    } catch (error) {
      this.deps.log.warn({ err: error, orderNo: order.orderNo }, 'payout status query unanswered');
      return this.later(order, runId);
    }
    switch (status.status) {
      case 'paid':
        await settlePaid(this.db, order.orderNo, status.providerRef);
        return;
      case 'failed':
        await settleFailed(this.db, order.orderNo, status.reason);
        return;
      case 'not_found':
        return this.submit(order, runId);
      case 'pending':
        return this.later(order, runId);
    }
  }

  /**
   * The next status query, later (slower the longer a payout stays unsettled), unless another
   * run booked one already: overlapping runs (a nudge, a sweep) never fork the chain.
   */
  private async later(order: Withdrawal, runId: number | string) {
    // An operator settles it: nothing to ask about.
    if (this.deps.provider.awaitsOperator) return;
    const { payoutCheckSeconds } = await this.deps.settings.get(
      WITHDRAWAL_RULES_KEY,
      WithdrawalRules,
    );
    const delay = Math.min(
      MAX_CHECK_DELAY_SECONDS,
      payoutCheckSeconds * 2 ** Math.floor(order.payoutChecks / 20),
    );
    const runAt = new Date(Date.now() + delay * 1000);
    const checks = await withTransactionRetry(this.db, async (trx) => {
      const booked = await bookPayoutCheck(trx, order.orderNo, runAt);
      if (booked) await enqueuePayout(trx, order.orderNo, `after:${runId}`, runAt);
      return booked?.payoutChecks;
    });
    if (checks && checks % 100 === 0) {
      this.deps.log.warn({ orderNo: order.orderNo, checks }, 'payout still unsettled');
    }
  }

  /** A safety net: orders whose chain of runs broke off (a job out of attempts) get a new run. */
  async sweep(): Promise<number> {
    // Orders an operator settles wait in paying by design; only unsubmitted ones are restarted.
    const stalled = await findStalledPayouts(this.db, STALLED_SECONDS, 500, {
      paying: !this.deps.provider.awaitsOperator,
    });
    const slot = Math.floor(Date.now() / SWEEP_EVERY_MS);
    for (const { orderNo } of stalled) await enqueuePayout(this.db, orderNo, `sweep:${slot}`);
    return stalled.length;
  }
}
