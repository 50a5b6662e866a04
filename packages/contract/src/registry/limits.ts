import { defineCall } from './define-call';
import {
  PlayLimitKindRequest,
  PlayLimitsAnswer,
  PlayLimitsRequest,
  SetPlayLimitRequest,
} from '../play-limits';

/** The limits a player sets on their own play (docs/player-protection.md "Limits"). */
export const limitsCalls = {
  playLimits: defineCall({
    name: 'playLimits',
    summary:
      'The player’s limits: each with its value, what is used in the current period, when it resets and any raise waiting.',
    request: PlayLimitsRequest,
    answer: PlayLimitsAnswer,
  }),
  setPlayLimit: defineCall({
    name: 'setPlayLimit',
    summary:
      'Sets a limit: a new or lower one at once; a raise or removal (value null) waits for the cooling-off and a confirmation after it.',
    request: SetPlayLimitRequest,
    answer: PlayLimitsAnswer,
  }),
  confirmPlayLimit: defineCall({
    name: 'confirmPlayLimit',
    summary: 'Applies a waiting raise or removal once its cooling-off is over.',
    request: PlayLimitKindRequest,
    answer: PlayLimitsAnswer,
  }),
  cancelPlayLimit: defineCall({
    name: 'cancelPlayLimit',
    summary: 'Drops a waiting raise or removal: the limit stays as it is.',
    request: PlayLimitKindRequest,
    answer: PlayLimitsAnswer,
  }),
} as const;
