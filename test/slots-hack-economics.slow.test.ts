import { describe, expect, it } from 'vitest';
import { demoGames } from '../apps/demo-provider/src/catalogue/games';
import { exactRtp, linePay, type SlotsParams } from '../apps/demo-provider/src/math/slots';
import { PropId } from '../apps/server/src/modules/rewards/awards';
import { RewardsRules } from '../apps/server/src/modules/rewards/rewards.settings';
import { demoConfig } from '../apps/server/src/modules/config/demo-config';

// The slots hack pays each tier once per player and event, so a player chases the tiers spin by
// spin at the least bet (a bigger bet loses more and hits a multiplier no more often). Over any
// number of spins N, what they expect to win is at most Σ prize × min(1, N × p) ≤ N × Σ prize × p,
// and what they expect to lose is N × edge × least bet. So the chase is worth less than nothing
// whenever a spin's expected prize, Σ prize × p, is below its expected loss. We hold the demo to a
// quarter of it, on every listed slot, with p bounded from above by the slot's exact math: a win
// of M × the bet needs the lines' pays to add up to M × lines line bets, so some line pays at
// least M, which happens with probability at most lines × P(one line pays ≥ M) (every line has
// the same law: each row of a reel shows each symbol with its strip frequency).

/** P(one line pays at least `multiple` line bets), exactly, over the reels' symbol tuples. */
const lineAtLeast = (params: SlotsParams, multiple: number) => {
  const counts = params.strips.map((strip) => {
    const byId = new Map<number, number>();
    for (const s of strip) byId.set(s, (byId.get(s) ?? 0) + 1);
    return [...byId];
  });
  const tuple: number[] = [];
  let ways = 0;
  const walk = (reel: number, weight: number): void => {
    if (reel === params.strips.length) {
      if (linePay(params, tuple).pay >= multiple) ways += weight;
      return;
    }
    for (const [symbol, count] of counts[reel]!) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return ways / params.strips.reduce((product, strip) => product * strip.length, 1);
};

/** An upper bound of P(a spin wins at least `multiplier` × its bet). */
const hitAtMost = (params: SlotsParams, multiplier: number) =>
  Math.min(1, params.lines.length * lineAtLeast(params, multiplier));

const hack = RewardsRules.parse({}).slotsHack;
/** A prize's value: coin and points at face value (coin is bonus money, worth less). */
const valueOf = (awards: readonly { propId: number; count: number }[]) =>
  awards
    .filter((a) => a.propId === PropId.Coin || a.propId === PropId.Points)
    .reduce((sum, a) => sum + a.count, 0);

describe('the demo slots hack', () => {
  const listed = hack.games.map((id) => {
    const game = demoConfig.games.find((g) => g.id === id);
    const studio = demoGames.find((g) => g.code === game?.code);
    return { id, game, studio };
  });

  it('lists slots of the demo studio, whose least bet the hack asks at least', () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const { id, game, studio } of listed) {
      expect(game, `game ${id}`).toBeDefined();
      expect(studio?.kind, `game ${id}`).toBe('slots');
      expect(hack.minBet).toBeGreaterThanOrEqual(studio!.minBet);
    }
  });

  it('expects a spin at the least bet to win in prizes under a quarter of what it loses', () => {
    for (const { studio } of listed) {
      if (studio?.kind !== 'slots') throw new Error('not a slot');
      const edge = 1 - exactRtp(studio.math);
      const loss = edge * hack.minBet;
      const prize = hack.tiers.reduce(
        (sum, tier) => sum + valueOf(tier.awards) * hitAtMost(studio.math, tier.multiplier),
        0,
      );
      expect(
        prize,
        `${studio.code}: prize ${prize.toFixed(4)} vs loss ${loss.toFixed(4)}`,
      ).toBeLessThan(loss / 4);
    }
  });

  it('costs one player at most the sum of its tiers per event', () => {
    const perPlayer = hack.tiers.reduce((sum, tier) => sum + valueOf(tier.awards), 0);
    expect(perPlayer).toBe(6_200);
    const budget = RewardsRules.parse({}).activities['slots-hack']?.budget ?? 0;
    expect(budget).toBeGreaterThan(0);
  });
});
