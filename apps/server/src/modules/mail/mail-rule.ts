import type { Db } from '@/db/database';
import { PropId, type Award } from '../rewards/awards';
import type { OutboxEvent } from '../rewards/rewards.reads';
import { EventType, numberIn } from '../rewards/rewards-events';
import { type EventRule, type RuleContext } from '../rewards/rewards-engine';
import { insertSystemMails, type SystemMail } from './mail.repo';

const textIn = (payload: Record<string, unknown>, key: string) => {
  const value = payload[key];
  return typeof value === 'string' ? value : '';
};

const sumOf = (awards: unknown, propId: number) =>
  Array.isArray(awards)
    ? (awards as Partial<Award>[])
        .filter((a) => a.propId === propId && Number.isSafeInteger(a.count))
        .reduce((sum, a) => sum + a.count!, 0)
    : 0;

/**
 * The system mail an event makes, if any: its template, params and source key (unique per
 * player, so a mail exists once per event however often it is computed). Null for events mail
 * does not tell, and for events missing what their mail needs.
 */
export const systemMailOf = (event: OutboxEvent): Omit<SystemMail, 'sentAt'> | null => {
  if (event.userId === null) return null;
  const { payload } = event;
  const userId = event.userId;
  switch (event.type) {
    case EventType.UserRegistered:
      return { userId, sourceKey: 'welcome', template: 'welcome', params: {} };
    case EventType.DepositCredited: {
      const orderNo = textIn(payload, 'orderNo');
      if (!orderNo) return null;
      return {
        userId,
        sourceKey: `deposit:${orderNo}`,
        template: 'depositPaid',
        params: {
          orderNo,
          amount: numberIn(payload, 'amount'),
          bonus: numberIn(payload, 'bonus'),
        },
      };
    }
    case EventType.WithdrawalPaid:
    case EventType.WithdrawalRefused: {
      const orderNo = textIn(payload, 'orderNo');
      if (!orderNo) return null;
      const paid = event.type === EventType.WithdrawalPaid;
      // An order settles once, paid or refused: one mail per order.
      return {
        userId,
        sourceKey: `withdrawal:${orderNo}`,
        template: paid ? 'withdrawalPaid' : 'withdrawalRefused',
        params: paid
          ? { orderNo, amount: numberIn(payload, 'amount'), fee: numberIn(payload, 'fee') }
          : {
              orderNo,
              amount: numberIn(payload, 'amount'),
              reason: textIn(payload, 'reason').slice(0, 500),
            },
      };
    }
    case EventType.VipLevelUp: {
      const level = numberIn(payload, 'to');
      if (level <= 0) return null;
      // The level is reached once ever: one mail per level.
      return {
        userId,
        sourceKey: `vip:${level}`,
        template: 'vipLevelUp',
        params: { level, bonus: numberIn(payload, 'bonus') },
      };
    }
    case EventType.RankPrize: {
      const periodKey = textIn(payload, 'periodKey');
      const board = textIn(payload, 'board');
      if (!periodKey || (board !== 'day' && board !== 'week')) return null;
      return {
        userId,
        sourceKey: `rank:${periodKey}`,
        template: 'rankPrize',
        params: {
          board,
          period: periodKey.slice(2),
          rank: numberIn(payload, 'rank'),
          coin: sumOf(payload.awards, PropId.Coin),
          points: sumOf(payload.awards, PropId.Points),
        },
      };
    }
    default:
      return null;
  }
};

/**
 * System mails (docs/rewards/mail.md): the welcome, deposits credited, withdrawals paid or
 * refused with their reason, VIP level-ups with their bonus and leaderboard prizes, written from
 * the outbox in the engine's transaction: each event is read once, and each mail's source key
 * is unique per player, so every event makes its mail exactly once. The mail is dated by its
 * event, moved by the test clock like the counters.
 */
export const mailRule = (): EventRule => ({
  name: 'mail',
  async onEvents(trx: Db, events: readonly OutboxEvent[], { offsetSeconds }: RuleContext) {
    const mails: SystemMail[] = [];
    for (const event of events) {
      const mail = systemMailOf(event);
      if (mail)
        mails.push({
          ...mail,
          sentAt: new Date(event.createdAt.getTime() + offsetSeconds * 1000),
        });
    }
    await insertSystemMails(trx, mails);
  },
});
