import * as R from '../reality-check';
import { defineCall } from './define-call';

/** The reality check (docs/player-protection.md "Reality check", ADR 0072). */
export const realityCheckCalls = {
  realityCheck: defineCall({
    name: 'realityCheck',
    summary:
      'The player’s reality-check interval (15, 30 or 60 minutes): their choice, or the operator’s default.',
    request: R.RealityCheckRequest,
    answer: R.RealityCheckAnswer,
  }),
  setRealityCheck: defineCall({
    name: 'setRealityCheck',
    summary: 'Sets the player’s reality-check interval: 15, 30 or 60 minutes (never off).',
    request: R.SetRealityCheckRequest,
    answer: R.RealityCheckAnswer,
  }),
  gameSessionSummary: defineCall({
    name: 'gameSessionSummary',
    summary:
      'The open game session of a game: its start, the time played and the net result of its rounds (payouts − stakes), with the reality-check interval; 1303 when none is open.',
    request: R.GameSessionSummaryRequest,
    answer: R.GameSessionSummaryAnswer,
  }),
};
