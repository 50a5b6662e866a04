import {
  RiskGraphAnswer,
  RiskGraphRequest,
  RiskPlayersAnswer,
  RiskPlayersRequest,
  RiskSettingsAnswer,
  RiskSettingsSaveAnswer,
  RiskSettingsSaveRequest,
} from '../console-risk';
import { defineConsoleCall, None } from './define-console-call';

/**
 * The risk desk: players by score, one player's linked accounts, and the settings that decide
 * when a player is linked and when a withdrawal waits for a person.
 */
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
  riskSettings: defineConsoleCall({
    name: 'riskSettings',
    permission: 'risk.read',
    effect: 'read',
    summary: 'The `risk` and `withdrawals` settings in force, their fields and newest revisions.',
    request: None,
    answer: RiskSettingsAnswer,
  }),
  riskSettingsSave: defineConsoleCall({
    name: 'riskSettingsSave',
    permission: 'risk',
    effect: 'audited',
    summary: 'Saves fields of the `risk` or `withdrawals` setting as a new revision (stale: 1690).',
    request: RiskSettingsSaveRequest,
    answer: RiskSettingsSaveAnswer,
  }),
} as const;
