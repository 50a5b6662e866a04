import {
  PlayerBreaksAnswer,
  PlayerBreaksRequest,
  PlayerStartBreakRequest,
  BreakState,
} from '../breaks';
import { defineConsoleCall } from './define-console-call';

/** A player's time-outs and self-exclusions: read, and started on their behalf (never lifted). */
export const breaksConsoleCalls = {
  playerBreaks: defineConsoleCall({
    name: 'playerBreaks',
    permission: 'players.read',
    effect: 'read',
    summary: 'A player’s break in force and their time-outs and self-exclusions.',
    request: PlayerBreaksRequest,
    answer: PlayerBreaksAnswer,
  }),
  playerStartBreak: defineConsoleCall({
    name: 'playerStartBreak',
    permission: 'players.write',
    effect: 'audited',
    summary:
      'Starts a time-out or self-exclusion on the player’s behalf (their sessions end); none can be lifted early.',
    request: PlayerStartBreakRequest,
    answer: BreakState,
  }),
};
