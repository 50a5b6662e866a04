import {
  PlayerCloseRequest,
  PlayerDataRightsRequest,
  PlayerDataRightsState,
  PlayerEraseRequest,
} from '../data-rights';
import { defineConsoleCall } from './define-console-call';

/** A player's closure and the erasure of their personal data (ADR 0074). */
export const dataRightsConsoleCalls = {
  playerDataRights: defineConsoleCall({
    name: 'playerDataRights',
    permission: 'players.read',
    effect: 'read',
    summary: 'Whether a player’s account is closed or erased, and the money it holds.',
    request: PlayerDataRightsRequest,
    answer: PlayerDataRightsState,
  }),
  playerClose: defineConsoleCall({
    name: 'playerClose',
    permission: 'players.write',
    effect: 'audited',
    summary:
      'Closes a player’s account on their request: refused while it holds money; sessions end.',
    request: PlayerCloseRequest,
    answer: PlayerDataRightsState,
  }),
  playerReopen: defineConsoleCall({
    name: 'playerReopen',
    permission: 'players.write',
    effect: 'audited',
    summary: 'Reopens a closed account whose data was not erased.',
    request: PlayerCloseRequest,
    answer: PlayerDataRightsState,
  }),
  playerErase: defineConsoleCall({
    name: 'playerErase',
    permission: 'players.erase',
    effect: 'audited',
    summary:
      'Erases a closed account’s personal data (another member than its closer); the ledger and rounds stay under a pseudonym.',
    request: PlayerEraseRequest,
    answer: PlayerDataRightsState,
  }),
};
