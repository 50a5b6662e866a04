import * as B from '../breaks';
import { defineCall } from './define-call';

/** Time-out and self-exclusion (docs/player-protection.md, ADR 0071). */
export const breaksCalls = {
  playBreak: defineCall({
    name: 'playBreak',
    summary:
      'The player’s break in force (kind and end date), whether a self-exclusion may be asked to end, and their breaks.',
    request: B.PlayBreakRequest,
    answer: B.PlayBreakAnswer,
  }),
  takeBreak: defineCall({
    name: 'takeBreak',
    summary:
      'Starts a time-out (24h, 7d, 30d, 6w) or a self-exclusion (6m, 1y, 5y, permanent) at once: every session ends, it cannot be undone, a break on top may only be longer.',
    request: B.TakeBreakRequest,
    answer: B.BreakState,
  }),
  endExclusionRequest: defineCall({
    name: 'endExclusionRequest',
    summary:
      'Asks a self-exclusion past its end date to end: it ends after the wait (a setting, 24 hours).',
    request: B.EndExclusionRequest,
    answer: B.EndExclusionAnswer,
  }),
};
