import { PlayerIdRequest } from '../console-players';
import { PlayerRealityCheckAnswer } from '../reality-check';
import { defineConsoleCall } from './define-console-call';

/** The reality check on the console's player page (ADR 0072). */
export const realityCheckConsoleCalls = {
  playerRealityCheck: defineConsoleCall({
    name: 'playerRealityCheck',
    permission: 'players.read',
    effect: 'read',
    summary:
      'A player’s reality-check interval (15, 30 or 60 minutes): their choice and when, or the operator’s default.',
    request: PlayerIdRequest,
    answer: PlayerRealityCheckAnswer,
  }),
};
