import { z } from 'zod';
import type { Db } from '@/db/database';
import type { SettingsService } from '@/modules/settings/settings.service';
import {
  PayoutOutcomeUnknown,
  type PayoutProvider,
  type PayoutRequest,
  type PayoutStatus,
  type SubmitOutcome,
} from './payout-provider';
import {
  findSandboxPayout,
  forceOutcome,
  recordSubmit,
  settlePending,
} from './sandbox-payouts.repo';

/** The sandbox's knobs (operator_settings key `sandboxPayouts`). */
export const SandboxPayoutRules = z.object({
  /** A submitted payout nobody forced becomes paid this long after its first submit; 0: never. */
  autoSettleSeconds: z.number().int().min(0).max(86_400).default(10),
});
export const SANDBOX_PAYOUT_RULES_KEY = 'sandboxPayouts';

/** Account numbers ending so are refused at submit, as a closed account would be. */
const CLOSED_ACCOUNT_SUFFIX = '0000';

export const SandboxPayoutResult = z.enum(['paid', 'failed', 'unknown']);
export type SandboxPayoutResult = z.infer<typeof SandboxPayoutResult>;

/**
 * The default payout provider: it keeps its book in `sandbox_payouts`, as a real provider keeps
 * its own, and behaves like one. A submit is idempotent by order number; the outcome arrives
 * later, through queryStatus: after `autoSettleSeconds` it is paid, unless someone forced an
 * outcome first (`POST /dev/v1/sandboxPayout`). Forcing `unknown` loses every answer about the
 * order (a submit is booked but throws, queries throw) until `paid` or `failed` is forced.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  async submit(request: PayoutRequest): Promise<SubmitOutcome> {
    const closed = request.accountNo.endsWith(CLOSED_ACCOUNT_SUFFIX);
    const booked = await recordSubmit(this.db, {
      orderNo: request.orderNo,
      amount: request.amount,
      accountNo: request.accountNo,
      status: closed ? 'failed' : 'pending',
      reason: closed ? 'account closed' : null,
    });
    if (booked.answersLost) throw new PayoutOutcomeUnknown('sandbox: the answer was lost');
    if (booked.submits === 1 && closed) return { status: 'rejected', reason: 'account closed' };
    return { status: 'accepted', providerRef: `SBX-${request.orderNo}` };
  }

  async queryStatus(orderNo: string): Promise<PayoutStatus> {
    const row = await findSandboxPayout(this.db, orderNo);
    if (row?.answersLost) throw new PayoutOutcomeUnknown('sandbox: the status query timed out');
    if (!row || row.submits === 0) return { status: 'not_found' };
    if (row.status === 'pending') {
      const { autoSettleSeconds } = await this.settings.get(
        SANDBOX_PAYOUT_RULES_KEY,
        SandboxPayoutRules,
      );
      if (autoSettleSeconds === 0 || (row.ageSeconds ?? 0) < autoSettleSeconds) {
        return { status: 'pending' };
      }
      await settlePending(this.db, orderNo);
      return { status: 'paid', providerRef: `SBX-${orderNo}` };
    }
    if (row.status === 'paid') return { status: 'paid', providerRef: `SBX-${orderNo}` };
    return { status: 'failed', reason: row.reason ?? 'failed' };
  }

  /** What an operator or a test makes the provider answer about an order from now on. */
  async force(orderNo: string, result: SandboxPayoutResult) {
    const row = await forceOutcome(
      this.db,
      orderNo,
      result === 'unknown'
        ? { answersLost: true }
        : {
            status: result,
            answersLost: false,
            reason: result === 'failed' ? 'forced failure' : null,
          },
    );
    return {
      orderNo: row.orderNo,
      status: row.status,
      answersLost: row.answersLost,
      submits: row.submits,
    };
  }

  /** The provider's own record of an order (tests: how many submits arrived). */
  async record(orderNo: string) {
    return (await findSandboxPayout(this.db, orderNo)) ?? null;
  }
}
