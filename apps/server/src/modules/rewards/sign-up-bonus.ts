import type { AppConfig } from '@lobby/contract/app-config';
import type { Db } from '@/db/database';
import { PropId } from './awards';
import type { OutboxEvent } from './events.repo';
import type { GrantsService } from './grants.service';
import { noDepositGuard, type RiskGraph } from './multi-account-guard';
import { EventType } from './rewards-events';
import { type EventRule, type RuleContext } from './rewards-engine';
import { daysAfter } from '@/core/days';

/** The sign-up bonus's activity. */
export const SIGN_UP_ACTIVITY = 'sign-up';

/**
 * The sign-up bonus (docs/rewards/sign-up-bonus.md): on registration, a grant of the coin the app config's
 * `clientConfig.lobbyBonusAmount` promises (the welcome notice states that number), as bonus
 * money, claimable for `rewards.signUp.expiryDays`. A promise kept from the same config the
 * engine pays with.
 */
export const signUpBonusRule = (deps: {
  grants: GrantsService;
  config: () => AppConfig;
}): EventRule => ({
  name: 'sign-up-bonus',
  async onEvents(trx: Db, events: readonly OutboxEvent[], { rules, offsetSeconds }: RuleContext) {
    if (!rules.signUp.enabled) return;
    const amount = deps.config().clientConfig.lobbyBonusAmount;
    if (amount <= 0) return;
    for (const event of events) {
      if (event.type !== EventType.UserRegistered || event.userId === null) continue;
      const at = event.createdAt.getTime() + offsetSeconds * 1000;
      await deps.grants.grant(trx, {
        userId: event.userId,
        activity: SIGN_UP_ACTIVITY,
        key: 'once',
        awards: [{ propId: PropId.Coin, count: amount }],
        expiresAt: daysAfter(at, rules.signUp.expiryDays),
      });
    }
  },
});

/**
 * Who may claim it: a player whose phone is verified, no account linked to theirs had it, and
 * within the velocity limits (multi-account-guard.ts).
 */
export const signUpBonusGuard = (risk: RiskGraph) =>
  noDepositGuard(risk, SIGN_UP_ACTIVITY, { velocity: true });
