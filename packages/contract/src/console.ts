import type { z } from 'zod';
import { staffConsoleCalls } from './console-calls/staff';
import { serviceConsoleCalls } from './console-calls/service';
import { auditConsoleCalls } from './console-calls/audit';
import { mailConsoleCalls } from './console-calls/mail';
import { moneyConsoleCalls } from './console-calls/money';
import { playersConsoleCalls } from './console-calls/players';
import { configConsoleCalls } from './console-calls/config';
import { riskConsoleCalls } from './console-calls/risk';
import { dataRightsConsoleCalls } from './console-calls/data-rights';
import { limitsConsoleCalls } from './console-calls/limits';
import { realityCheckConsoleCalls } from './console-calls/reality-check';
import { kycConsoleCalls } from './console-calls/kyc';
import { protectionConsoleCalls } from './console-calls/protection';
import { breaksConsoleCalls } from './console-calls/breaks';

export * from './console-staff';
export * from './console-service';
export * from './console-audit';
export * from './console-kyc';
export type { ConsoleCallDef, ConsoleCallEffect } from './console-calls/define-console-call';

/**
 * The operator console's calls: POST /console/api/v1/<name>, with the console's own session (an
 * HttpOnly cookie on /console), never a player's. Each call names the permission it needs; the
 * server checks it against the staff member's role (values/console.ts) before anything else.
 */

/** Every console call. The console app, the server's router and the permission test read it. */
export const consoleRegistry = {
  ...staffConsoleCalls,
  ...serviceConsoleCalls,
  ...auditConsoleCalls,
  ...mailConsoleCalls,
  ...moneyConsoleCalls,
  ...playersConsoleCalls,
  ...configConsoleCalls,
  ...riskConsoleCalls,
  ...dataRightsConsoleCalls,
  ...limitsConsoleCalls,
  ...realityCheckConsoleCalls,
  ...kycConsoleCalls,
  ...protectionConsoleCalls,
  ...breaksConsoleCalls,
} as const;

export type ConsoleRegistry = typeof consoleRegistry;
export type ConsoleCallName = keyof ConsoleRegistry;
export type ConsoleRequestOf<N extends ConsoleCallName> = z.input<ConsoleRegistry[N]['request']>;
export type ConsoleAnswerOf<N extends ConsoleCallName> = z.output<ConsoleRegistry[N]['answer']>;
