import type { AppConfig } from '@lobby/contract/app-config';
import type { JackpotTierValue } from '@lobby/contract/jackpot';
import { ActivityType } from '@lobby/contract/values/enums';
import type { Db } from '@/db/database';
import {
  jackpotPoolAccount,
  lockHouseBalances,
  promotionsAccount,
  transfer,
  type Leg,
} from '@/ledger/ledger';
import { liveActivities } from '../activities/live-activities';
import type { OutboxEvent } from '../rewards/rewards.reads';
import { EventType, numberIn } from '../rewards/rewards-events';
import { type EventRule, type RuleContext } from '../rewards/rewards-engine';
import { JACKPOT_ACTIVITY, JACKPOT_TIERS, type JackpotRules } from './jackpot.settings';
import { isBigWin } from './big-wins';
import { creditDeposits, insertBigWins, lockFeed, saveFeed } from './jackpot-feed.repo';

/**
 * The lucky jackpot's engine rule (docs/rewards/jackpot.md, ADR 0035), in the
 * transaction that moves the engine's cursor:
 * - a deposit credited while the jackpot is live earns its chances, once per order;
 * - the valid bets of the rounds settled while it is live feed the pools: one transfer per
 *   batch from the jackpot's promotions account, a leg per pool, never past a pool's cap, a pool
 *   below its seed topped up to it; the feed keeps its own place in the outbox, so an event feeds
 *   the pools once however often it is seen;
 * - a round paying a big multiple (or a big amount) joins the lobby's feed.
 */
export const jackpotRule = (deps: { config: () => AppConfig }): EventRule => ({
  name: 'jackpot',
  async onEvents(trx: Db, events: readonly OutboxEvent[], { rules, offsetSeconds }: RuleContext) {
    const jackpot = rules.jackpot;
    const activities = deps.config().activities.filter((a) => a.type === ActivityType.LuckyJackpot);
    // An event's moment on the lobby's clock, as the counters read it.
    const atOf = (event: OutboxEvent) => new Date(event.createdAt.getTime() + offsetSeconds * 1000);
    const liveAt = (at: Date) => liveActivities(activities, at).length > 0;

    const deposits = events.flatMap((event) => {
      const amount = numberIn(event.payload, 'amount');
      const orderNo = event.payload.orderNo;
      if (event.type !== EventType.DepositCredited || event.userId === null) return [];
      if (amount <= 0 || typeof orderNo !== 'string') return [];
      const at = atOf(event);
      return liveAt(at) ? [{ orderNo, userId: event.userId, at, amount }] : [];
    });
    await creditDeposits(trx, {
      deposits,
      tz: rules.timeZone,
      perChance: jackpot.depositPerChance,
      limit: jackpot.dailyChanceLimit,
    });

    const bets = events.filter((e) => e.type === EventType.BetSettled && e.userId !== null);
    await insertBigWins(trx, bigWinsOf(bets, jackpot));
    const live = bets.filter((e) => numberIn(e.payload, 'validBet') > 0 && liveAt(atOf(e)));
    if (live.length > 0) await feedPools(trx, live, jackpot);
  },
});

/** The rounds of a batch that join the lobby's feed of big wins. */
const bigWinsOf = (bets: readonly OutboxEvent[], rules: JackpotRules) =>
  bets.flatMap((event) => {
    const bet = numberIn(event.payload, 'bet');
    const win = numberIn(event.payload, 'win');
    if (!isBigWin(bet, win, rules.bigWin)) return [];
    return [
      {
        eventId: event.id,
        userId: event.userId!,
        gameId: numberIn(event.payload, 'gameId'),
        bet,
        win,
        // A fact's moment, on real time like the draws it is listed with.
        at: event.createdAt,
      },
    ];
  });

/** `a` after `b` in the outbox's commit order ((tx, id), as the engine's cursor). */
const after = (a: { tx: bigint; eventId: number }, b: { tx: bigint; eventId: number }) =>
  a.tx > b.tx || (a.tx === b.tx && a.eventId > b.eventId);

/**
 * Feeds the pools with their shares of the batch's valid bets (see jackpotRule). Each pool's
 * share is counted in hundredths × 10,000 and what falls short of a hundredth is carried to the
 * next batch, so small bets feed the pools too.
 */
const feedPools = async (trx: Db, bets: readonly OutboxEvent[], rules: JackpotRules) => {
  const feed = await lockFeed(trx);
  const fresh = bets.filter((e) => after({ tx: BigInt(e.tx), eventId: e.id }, feed));
  if (fresh.length === 0) return;
  const validBets = fresh.reduce((sum, e) => sum + numberIn(e.payload, 'validBet'), 0);
  const accounts = JACKPOT_TIERS.map(jackpotPoolAccount);
  const balances = await lockHouseBalances(trx, accounts);
  const carry = {} as Record<JackpotTierValue, number>;
  const legs: Leg[] = [];
  for (const tier of JACKPOT_TIERS) {
    const pool = rules.pools[tier];
    const owed = (feed.carry[tier] ?? 0) + validBets * pool.contributionBp;
    carry[tier] = owed % 10_000;
    const balance = balances.get(jackpotPoolAccount(tier)) ?? 0;
    const held = Math.max(balance, pool.seed);
    const amount =
      held - balance + Math.min(Math.floor(owed / 10_000), Math.max(0, pool.cap - held));
    if (amount > 0) legs.push({ account: { house: jackpotPoolAccount(tier) }, amount });
  }
  const last = fresh[fresh.length - 1]!;
  if (legs.length > 0) {
    const total = legs.reduce((sum, leg) => sum + leg.amount, 0);
    await transfer(trx, {
      key: `jackpot-feed:${last.tx}:${last.id}`,
      kind: 'jackpot_feed',
      userId: null,
      legs: [{ account: { house: promotionsAccount(JACKPOT_ACTIVITY) }, amount: -total }, ...legs],
      memo: { validBets, rounds: fresh.length },
    });
  }
  await saveFeed(trx, { tx: last.tx, eventId: last.id, carry });
};
