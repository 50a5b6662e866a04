import type { Db } from '@/db/database';
import type { OutboxEvent } from '../rewards/rewards.reads';
import { EventType, numberIn } from '../rewards/rewards-events';
import { type EventRule, type RuleContext } from '../rewards/rewards-engine';
import { recordInvitees } from './invite-spin.repo';

/**
 * The invite spin's engine rule (docs/rewards/invite-spin.md): a player registered with an
 * inviter (`user.registered`'s `pid`, the event the engine's `invites` counter counts) during
 * the inviter's open attempt, by the lobby's clock, joins that attempt's invitees, once. Whether
 * they count (not on the inviter's devices) and are valid is read when spins are counted.
 */
export const inviteSpinRule = (): EventRule => ({
  name: 'invite-spin',
  async onEvents(trx: Db, events: readonly OutboxEvent[], { offsetSeconds }: RuleContext) {
    const rows = events.flatMap((event) => {
      const inviterId = numberIn(event.payload, 'pid');
      if (event.type !== EventType.UserRegistered || event.userId === null || inviterId <= 0)
        return [];
      const at = new Date(event.createdAt.getTime() + offsetSeconds * 1000);
      return [{ inviteeId: event.userId, inviterId, at }];
    });
    if (rows.length) await recordInvitees(trx, rows);
  },
});
