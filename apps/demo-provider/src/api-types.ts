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
