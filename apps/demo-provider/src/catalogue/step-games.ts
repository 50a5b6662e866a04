import * as blackjackMath from '../math/blackjack';
import * as holdemMath from '../math/casino-holdem';
import * as hiLoMath from '../math/hi-lo';
import * as threeCardMath from '../math/three-card-poker';
import type { StepEngine, StepState } from '../math/steps';
import type { GameTheme, PayTable, Random, StepKind } from '../math/types';
import type { DemoGame } from './demo-game';

// The multi-step games (blackjack, hi-lo, three card poker, casino hold'em): their builders, and each game's engine bound to its
// parameters, for the studio's step rounds (server/step-rounds.ts), the simulator and the page.

export type StepGame = Extract<DemoGame, { kind: StepKind }>;

export const isStepGame = (game: DemoGame): game is StepGame =>
  game.kind === 'blackjack' ||
  game.kind === 'hi-lo' ||
  game.kind === 'three-card-poker' ||
  game.kind === 'casino-holdem';

/** A step engine with its game's parameters bound (states and actions untyped). */
export interface BoundStepEngine {
  actions: readonly string[];
  /** The side bet a start may add (steps.ts), or undefined. */
  sideBet: string | undefined;
  deal(bet: number, random: Random, side?: number): StepState;
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
    sideBet: engine.sideBet,
    deal: (bet, random, side) => engine.deal(params, bet, random, side),
    legal: (state) => engine.legal(params, state as S),
    cost: (state, action) => engine.cost(params, state as S, action as A),
    act: (state, action, random) => engine.act(params, state as S, action as A, random),
    idleAction: (state) => engine.idleAction(params, state as S),
    view: (state) => engine.view(params, state as S),
    strategy: (state) => strategy(params, state as S),
  };
}

export function stepEngineOf(game: StepGame): BoundStepEngine {
  switch (game.kind) {
    case 'blackjack':
      return bind(blackjackMath.blackjack, game.math, blackjackMath.basicStrategy);
    case 'hi-lo':
      return bind(hiLoMath.hiLo, game.math, hiLoMath.simStrategy);
    case 'three-card-poker':
      return bind(threeCardMath.threeCardPoker, game.math, threeCardMath.strategy);
    case 'casino-holdem':
      return bind(holdemMath.casinoHoldem, game.math, holdemMath.strategy);
  }
}

export function stepRtp(game: StepGame): number {
  switch (game.kind) {
    case 'blackjack':
      return blackjackMath.exactRtp(game.math);
    case 'hi-lo':
      return hiLoMath.exactRtp(game.math);
    case 'three-card-poker':
      return threeCardMath.exactRtp(game.math);
    case 'casino-holdem':
      return holdemMath.exactRtp(game.math);
  }
}

export function stepMaxMultiplier(game: StepGame): number {
  switch (game.kind) {
    case 'blackjack':
      return blackjackMath.maxMultiplier();
    case 'hi-lo':
      return hiLoMath.maxMultiplier(game.math);
    case 'three-card-poker':
      return threeCardMath.maxMultiplier();
    case 'casino-holdem':
      return holdemMath.maxMultiplier();
  }
}

export function stepPayTable(game: StepGame): PayTable {
  switch (game.kind) {
    case 'blackjack':
      return blackjackMath.payTable(game.math);
    case 'hi-lo':
      return hiLoMath.payTable(game.math);
    case 'three-card-poker':
      return threeCardMath.payTable(game.math);
    case 'casino-holdem':
      return holdemMath.payTable(game.math);
  }
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

interface PokerSpec {
  code: string;
  name: string;
  theme: GameTheme;
  /** Ante and play's RTP under the game's stated strategy (math/three-card-poker.ts, casino-holdem.ts). */
  rtp: number;
}

/** Three Card Poker: an ante (and Pair Plus) of 1.00 to 1,000.00; the play bet doubles the ante. */
export function threeCardPokerTable(spec: PokerSpec): DemoGame {
  return {
    ...spec,
    kind: 'three-card-poker',
    minRoundMs: 1_500,
    minBet: 100,
    maxBet: 100_000,
    demo: true,
    math: { rtp: spec.rtp },
  };
}

/** Casino Hold'em: an ante of 1.00 to 1,000.00; the call is twice the ante. */
export function casinoHoldemTable(spec: PokerSpec & { rtpMethod: string }): DemoGame {
  const { rtpMethod, ...game } = spec;
  return {
    ...game,
    kind: 'casino-holdem',
    minRoundMs: 1_500,
    minBet: 100,
    maxBet: 100_000,
    demo: true,
    math: { rtp: spec.rtp, rtpMethod },
  };
}
