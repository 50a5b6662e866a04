import {
  RiskGraphAnswer,
  RiskGraphRequest,
  RiskPlayersAnswer,
  RiskPlayersRequest,
} from '../console-risk';
import { defineConsoleCall } from './define-console-call';

/** The risk desk: players by score, and one player's linked accounts. */
export const riskConsoleCalls = {
  riskPlayers: defineConsoleCall({
    name: 'riskPlayers',
    permission: 'risk.read',
    effect: 'read',
    summary: 'Players by risk score, highest first, with the reasons that add up to it.',
    request: RiskPlayersRequest,
    answer: RiskPlayersAnswer,
  }),
  riskGraph: defineConsoleCall({
    name: 'riskGraph',
    permission: 'risk.read',
    effect: 'read',
    summary: 'A player’s linked accounts: who shares which signal (masked) with whom.',
    request: RiskGraphRequest,
    answer: RiskGraphAnswer,
  }),
} as const;
