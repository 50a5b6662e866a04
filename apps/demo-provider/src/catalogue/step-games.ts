import * as blackjackMath from '../math/blackjack';
import * as hiLoMath from '../math/hi-lo';
import type { StepEngine, StepState } from '../math/steps';
import type { GameTheme, PayTable, Random, StepKind } from '../math/types';
import type { DemoGame } from './demo-game';

// The multi-step games (blackjack, hi-lo): their builders, and each game's engine bound to its
// parameters, for the studio's step rounds (server/step-rounds.ts), the simulator and the page.

export type StepGame = Extract<DemoGame, { kind: StepKind }>;

export const isStepGame = (game: DemoGame): game is StepGame =>
  game.kind === 'blackjack' || game.kind === 'hi-lo';

/** A step engine with its game's parameters bound (states and actions untyped). */
export interface BoundStepEngine {
  actions: readonly string[];
  deal(bet: number, random: Random): StepState;
  legal(state: StepState): string[];
  cost(state: StepState, action: string): number;
  act(state: StepState, action: string, random: Random): StepState;
  idleAction(state: StepState): string;
  view(state: StepState): unknown;
  /** The strategy the declared RTP assumes (blackjack) or any strategy (hi-lo: all equal). */
  strategy(state: StepState): string;
}

function bind<P, S extends StepState, A extends string>(
  engine: StepEngine<P, S, A>,
  params: P,
  strategy: (params: P, state: S) => A,
): BoundStepEngine {
  return {
    actions: engine.actions,
    deal: (bet, random) => engine.deal(params, bet, random),
    legal: (state) => engine.legal(params, state as S),
    cost: (state, action) => engine.cost(params, state as S, action as A),
    act: (state, action, random) => engine.act(params, state as S, action as A, random),
    idleAction: (state) => engine.idleAction(params, state as S),
    view: (state) => engine.view(params, state as S),
    strategy: (state) => strategy(params, state as S),
  };
}

export function stepEngineOf(game: StepGame): BoundStepEngine {
  return game.kind === 'blackjack'
    ? bind(blackjackMath.blackjack, game.math, blackjackMath.basicStrategy)
    : bind(hiLoMath.hiLo, game.math, hiLoMath.simStrategy);
}

export function stepRtp(game: StepGame): number {
  return game.kind === 'blackjack'
    ? blackjackMath.exactRtp(game.math)
    : hiLoMath.exactRtp(game.math);
}

export function stepMaxMultiplier(game: StepGame): number {
  return game.kind === 'blackjack'
    ? blackjackMath.maxMultiplier()
    : hiLoMath.maxMultiplier(game.math);
}

export function stepPayTable(game: StepGame): PayTable {
  return game.kind === 'blackjack'
    ? blackjackMath.payTable(game.math)
    : hiLoMath.payTable(game.math);
}

// ——— Builders ———

interface BlackjackSpec {
  code: string;
  name: string;
  theme: GameTheme;
  decks: number;
  live?: boolean;
  /** RTP under basic strategy and its method (math/blackjack.ts). */
  rtp: number;
  rtpMethod: string;
}

export function blackjackTable(spec: BlackjackSpec): DemoGame {
  return {
    code: spec.code,
    name: spec.name,
    kind: 'blackjack',
    theme: spec.theme,
    rtp: spec.rtp,
    minRoundMs: spec.live ? 3_000 : 1_500,
    minBet: 100,
    // A round may stake the bet four times (split, then double both hands).
    maxBet: spec.live ? 250_000 : 100_000,
    demo: !spec.live,
    math: { decks: spec.decks, blackjackPays: 250, rtp: spec.rtp, rtpMethod: spec.rtpMethod },
  };
}

export function hiLoGame(
  code: string,
  name: string,
  rtpBp: number,
  theme: GameTheme,
  maxMultiplier: number,
): DemoGame {
  return {
    code,
    name,
    kind: 'hi-lo',
    theme,
    rtp: rtpBp / 10_000,
    minRoundMs: 1_000,
    minBet: 10,
    maxBet: 100_000,
    demo: true,
    math: { rtpBp, maxMultiplier },
  };
}
