import { randomFillSync } from 'node:crypto';
import { defaultPlay, findGame, gameRtp, playRound, type DemoGame } from './catalogue/games';
import { isStepGame, stepEngineOf, type StepGame } from './catalogue/step-games';
import type { Play, Random } from './math/types';

// The studio's side of `npm run sim -- provider …` (scripts/sim.mjs): many rounds of one game
// with node:crypto randomness, without keeping outcomes; the measured RTP and the spread of
// per-round returns behind its confidence interval. The simulated plays: slots spin; fishing
// aims at the fish in turn (every target returns the same RTP); roulette backs red, sic bo small, baccarat the player, dragon tiger the dragon (the
// main bets); crash and limbo cash out at 2.00×; keno picks three numbers; plinko drops on 12
// rows; scratch and bingo buy a card; multi-step games play the strategy their RTP assumes
// (blackjack: basic strategy; hi-lo: the likelier guess up to 2×, any strategy returns the
// same; three card poker: queen-6-4, no Pair Plus; casino hold'em: its stated strategy). A step
// round may stake more than its bet (double, split, play, call): its return counts against
// everything it staked, and the spread behind the confidence interval is that of the ratio
// (win − rtp × staked, in mean stakes per round, rtp the declared one).

/** 100.00: a multiple of every slot's line count, so line bets are whole and nothing is floored. */
export const SIM_BET = 10_000;

/** Doubles in [0, 1) with 53 random bits each, from node:crypto in blocks of 8 KiB. */
export function cryptoRandom(): Random {
  const words = new Uint32Array(2_048);
  let next = words.length;
  return () => {
    if (next === words.length) {
      randomFillSync(words);
      next = 0;
    }
    const high = words[next++]! >>> 5; // 27 bits
    const low = words[next++]! >>> 6; // 26 bits
    return (high * 67_108_864 + low) / 9_007_199_254_740_992;
  };
}

/** The play of round i of a simulation (layout tables: one chip of SIM_BET on red or small). */
export function simPlay(game: DemoGame, i: number): Play {
  return game.kind === 'fishing'
    ? defaultPlay(game, i % game.math.fish.length, SIM_BET)
    : defaultPlay(game, 0, SIM_BET);
}

/** The exact RTP of the simulated plays (fishing: the mean over the targets played in turn). */
export function simExactRtp(game: DemoGame): number {
  if (game.kind !== 'fishing') return gameRtp(game, simPlay(game, 0));
  const rtps = game.math.fish.map((_, i) => gameRtp(game, simPlay(game, i)));
  return rtps.reduce((a, b) => a + b, 0) / rtps.length;
}

export interface ProviderTotals {
  rounds: number;
  wagered: number;
  returned: number;
  /** Σ (win / bet)². */
  squares: number;
}

/** Plays `rounds` rounds of game `code`, the first being round `first` of the simulation. */
export function simulateGame(code: string, first: number, rounds: number): ProviderTotals {
  const game = findGame(code);
  if (!game) throw new RangeError(`no game ${code}`);
  const random = cryptoRandom();
  if (isStepGame(game)) return simulateSteps(game, rounds, random);
  // Plays are few (one per fish at most): build them once.
  const period = game.kind === 'fishing' ? game.math.fish.length : 1;
  const plays = Array.from({ length: period }, (_, i) => simPlay(game, i));
  let returned = 0;
  let squares = 0;
  for (let i = first; i < first + rounds; i++) {
    const { win } = playRound(game, plays[i % period]!, SIM_BET, random);
    returned += win;
    const ratio = win / SIM_BET;
    squares += ratio * ratio;
  }
  return { rounds, wagered: rounds * SIM_BET, returned, squares };
}

/** Step rounds played by the game's strategy (see the header). */
export function simulateSteps(game: StepGame, rounds: number, random: Random): ProviderTotals {
  const engine = stepEngineOf(game);
  let wagered = 0;
  let returned = 0;
  let residuals = 0;
  for (let i = 0; i < rounds; i++) {
    let state = engine.deal(SIM_BET, random);
    while (!state.done) state = engine.act(state, engine.strategy(state), random);
    wagered += state.staked;
    returned += state.win;
    const residual = (state.win - game.rtp * state.staked) / SIM_BET;
    residuals += residual * residual;
  }
  // summarize() reads Σ x² − n × rtp² as the spread of per-round returns in bets: give it the
  // residuals' in mean stakes.
  const rtp = returned / wagered;
  const meanStake = wagered / rounds / SIM_BET;
  return { rounds, wagered, returned, squares: rounds * rtp * rtp + residuals / meanStake ** 2 };
}
