import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@lobby/contract/app-config';
import type { CommonBody } from '@lobby/contract/common';
import type { Db } from '@/db/database';
import type { SecurityEvents } from '@/core/security-events';
import type { ConfigService } from '../config/config.service';
import type { RiskService } from '../risk/risk.service';
import type { SessionsEnded } from '../sessions/session-cache';
import type { SessionLifetime } from '../sessions/sessions.service';
import type { SettingsService } from '../settings/settings.service';
import { ACCOUNT_RULES_KEY, AccountRules } from './account-rules';
import type { Challenges } from './challenges';
import type { AfterLoginPart, PlayerStatePart } from './player-state';
import type { SmsProvider } from './sms/sms-provider';
import type { SocialVerifier } from './social/social-verifier';

/** Who is asking: the request's device and network details, kept with the new session. */
export interface Caller {
  fingerprint: string;
  ip: string | null;
  userAgent: string | null;
  client: CommonBody;
}

/** What the accounts services are built with (accounts.module.ts). */
export interface AccountsDeps {
  db: Db;
  config: ConfigService;
  settings: SettingsService;
  sms: SmsProvider;
  social: SocialVerifier;
  log: FastifyBaseLogger;
  /** Failed sign-ins, wrong codes, throttles … (core/security-events.ts). */
  securityEvents: SecurityEvents;
  /** Proof-of-work challenges after repeated failures (challenges.ts). */
  challenges: Challenges;
  sessionLifetime: SessionLifetime;
  /** Told whenever sessions of a user end, so no cache keeps them (sessions/session-cache.ts). */
  sessionsEnded: SessionsEnded;
  /** The risk desk, told what every sign-in and sign-up saw (its device, IP, phone). */
  risk: Pick<RiskService, 'recordSignals'>;
  /** Every module's parts of the user info and the after-login state (player-state.ts). */
  stateParts?: () => { state: readonly PlayerStatePart[]; afterLogin: readonly AfterLoginPart[] };
  /** Tells every module a player opened the app (their refreshData), e.g. the login bonus. */
  appOpened?: (userId: number) => Promise<void>;
}

/** The dependencies, with the served config and the operator's account rules at hand. */
export interface AccountsContext extends AccountsDeps {
  appConfig(): AppConfig;
  rules(): Promise<AccountRules>;
}

export const accountsContext = (deps: AccountsDeps): AccountsContext => ({
  ...deps,
  appConfig: () => deps.config.current().config,
  rules: () => deps.settings.get(ACCOUNT_RULES_KEY, AccountRules),
});
