import type { Db } from '@/db/database';
import type { SettingsService } from '../settings/settings.service';
import { lockAdjustmentsOf, postedAloneTotal } from './balance-adjustments.repo';
import {
  BALANCE_ADJUSTMENTS_KEY,
  BalanceAdjustmentRules,
  FOUR_EYES_WINDOW_SECONDS,
} from './players.settings';

/**
 * What another module reads of the four-eyes budget (docs/console.md "Four eyes"): one budget of
 * value a staff member creates alone, shared by balance adjustments and mail attachments. A
 * module that creates value alone takes the member's lock, adds the adjustments' total to its
 * own and compares with the budget, in one transaction.
 */

/** The budget of value one member may create alone in the window, hundredths. */
export const aloneBudget = async (settings: Pick<SettingsService, 'get'>) =>
  (await settings.get(BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules)).fourEyesAbove;

/**
 * The member's lock (until the transaction ends), the one their balance adjustments take: an
 * adjustment and a mail made at once take turns, so they cannot both count as within the budget.
 */
export const lockValueCreatedBy = lockAdjustmentsOf;

/** What the member posted alone in balance adjustments over the window, hundredths. */
export const adjustedAloneTotal = (db: Db, staffId: number) =>
  postedAloneTotal(db, staffId, FOUR_EYES_WINDOW_SECONDS);
