import type { Play } from './math/types';

// The studio's HTTP API, as its game page calls it on the studio's own origin (JSON bodies,
// amounts in integer hundredths). Business refusals answer HTTP 200 with `{ error }`; a malformed
// request answers 4xx with `{ error: 'BAD_REQUEST' }`.

/** POST /api/demo (demo mode only): a demo wallet of 1,000.00 demo coins. */
export interface DemoAnswer {
  demoToken: string;
  balance: number;
}

/** POST /api/balance. Real mode sends `session`, demo mode `demoToken`. */
export interface BalanceRequest {
  session?: string;
  demoToken?: string;
}

export interface BalanceAnswer {
  balance: number;
}

/** POST /api/round. */
export interface RoundRequest {
  code: string;
  /** Hundredths. */
  bet: number;
  play: Play;
  session?: string;
  demoToken?: string;
}

export interface RoundResult {
  roundId: string;
  bet: number;
  win: number;
  /** The engine's `Outcome.detail`. */
  detail: unknown;
  /** The balance after the round. */
  balance: number;
  /** Epoch ms when the next round may start. */
  nextRoundAt: number;
}

export type RoundError =
  | 'INSUFFICIENT_BALANCE'
  | 'ROUND_TOO_SOON'
  | 'SESSION_UNKNOWN'
  | 'WALLET_UNAVAILABLE'
  | 'BET_LIMIT'
  | 'BAD_REQUEST';

export interface RoundRefusal {
  error: RoundError;
  /** With ROUND_TOO_SOON: how long until a round may start. */
  retryInMs?: number;
}

export type RoundAnswer = RoundResult | RoundRefusal;

/** The launch JSON the studio's HTML shell embeds in `<script type="application/json" id="launch">`. */
export interface LaunchData {
  code: string;
  mode: 'real' | 'demo';
  session: string | null;
  currency: string;
}

/**
 * POST /api/round/start (multi-step games: blackjack, hi-lo, the poker tables): takes the bet and deals. The
 * round stays open until its last action; `/api/round/act` plays one action of it.
 */
export interface StepStartRequest {
  code: string;
  /** Hundredths. */
  bet: number;
  /**
   * The game's side bet (three card poker's Pair Plus), hundredths, within the bet's limits;
   * taken with the bet as one debit. Absent or 0: none.
   */
  side?: number;
  session?: string;
  demoToken?: string;
}

/** POST /api/round/act: one action; the same `actionId` sent again answers the same. */
export interface StepActRequest {
  roundId: string;
  /** The page's id for this action (a retry sends the same). */
  actionId: string;
  action: string;
  session?: string;
  demoToken?: string;
}

/** A step round as it stands after the start or an action. */
export interface StepRoundState {
  roundId: string;
  code: string;
  /** The first stake (the bet and its side bet), and every stake so far (double, split, play …), hundredths. */
  bet: number;
  staked: number;
  done: boolean;
  /** What the round paid once done (0 while open). */
  win: number;
  /** The engine's view (BlackjackView, HiLoView, ThreeCardView, HoldemView in math/). */
  view: unknown;
  /** The actions legal now. */
  legal: string[];
  /** The balance after this step (the last one the wallet answered). */
  balance: number;
  /** Epoch ms when the next round may start. */
  nextRoundAt: number;
  /** Epoch ms after which the studio plays the game's idle rule for an open round. */
  idleAt: number;
}

export type StepError =
  | RoundError
  /** start: the player has a round open already (`round` is it). */
  | 'ROUND_OPEN'
  /** act: no such round of this player. */
  | 'ROUND_UNKNOWN'
  /** act: the action is not legal now, or the round is over (`round` is it). */
  | 'ACTION_ILLEGAL';

export interface StepRefusal {
  error: StepError;
  retryInMs?: number;
  round?: StepRoundState;
}

export type StepAnswer = StepRoundState | StepRefusal;
