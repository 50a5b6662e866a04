import { z } from 'zod';
import { MAIL_AWARD_COUNT_MAX } from '@lobby/contract/console-mail';

/** The operator settings of mail (operator_settings, key below). */
export const MAIL_KEY = 'mail';
export const MailRules = z.object({
  /**
   * The most coin one attachment may carry (hundredths, the coin of every award of one copy
   * added up), whoever sends it: a broadcast above it is refused before it is stored (1611).
   * Within the contract's hard bound (MAIL_AWARD_COUNT_MAX). Default 1,000.00.
   */
  attachmentCap: z.number().int().min(0).max(MAIL_AWARD_COUNT_MAX).default(100_000),
});
export type MailRules = z.infer<typeof MailRules>;
