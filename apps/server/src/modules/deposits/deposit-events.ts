import type { RechargeStatus } from '@lobby/contract/values/wallet';
import type { WebhookRefusal } from './payments/payment-provider';

/** What became of one provider event. */
export type EventOutcome =
  'credited' | 'failed' | 'duplicate' | 'ignored' | 'unknown_order' | 'mismatch';

export interface WebhookAnswer {
  statusCode: number;
  body: { ok: boolean; reason?: WebhookRefusal | EventOutcome; status?: RechargeStatus };
}
