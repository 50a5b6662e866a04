import type { PromotionsCostAnswer } from '@lobby/contract/console-money';
import type { Db } from '@/db/database';
import { promotionsSpentBetween } from '@/ledger/ledger';
import { grantTotals } from '../rewards/rewards.reads';

const DAY_MS = 86_400_000;

/**
 * What each rewards activity cost in a range of UTC days (both included), as the ops
 * `promotions` command reports it for all time: its promotions account's postings in the range,
 * negated (money it paid out), and the grants made in the range by state with their coin.
 */
export const promotionsCost = async (
  db: Db,
  range: { from: string; to: string },
): Promise<PromotionsCostAnswer> => {
  const from = new Date(Date.parse(`${range.from}T00:00:00Z`));
  const to = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  const [spent, grants] = await Promise.all([
    promotionsSpentBetween(db, from, to),
    grantTotals(db, { from, to }),
  ]);
  const costOf = new Map(spent.map((s) => [s.activity, s.cost]));
  const activities = [...new Set([...costOf.keys(), ...grants.map((g) => g.activity)])].sort();
  const list = activities.map((activity) => ({
    activity,
    cost: costOf.get(activity) ?? 0,
    grants: grants
      .filter((g) => g.activity === activity)
      .map((g) => ({ status: g.status, count: Number(g.grants), coin: Number(g.coin) })),
  }));
  return {
    from: range.from,
    to: range.to,
    list,
    total: list.reduce((sum, a) => sum + a.cost, 0),
  };
};
