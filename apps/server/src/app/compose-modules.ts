import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@lobby/contract/app-config';
import type { Env } from '../config/env';
import { imageStoreFromEnv } from '../config/image-store-from-env';
import { smsProviderFromEnv } from '../config/sms-provider-from-env';
import { socialEndpointsFromEnv } from '../config/social-endpoints-from-env';
import type { SecurityEvents } from '../core/security-events';
import type { SessionOf } from '../core/sessions';
import type { AppClock } from '../db/app-clock';
import type { Db } from '../db/database';
import { consoleTokenOf } from '../core/console-routes';
import type { JobRunner } from '../jobs/jobs';
import { onBalanceChange } from '../ledger/ledger';
import { accountsModule } from '../modules/accounts/accounts.module';
import type { AccountsService } from '../modules/accounts/accounts.service';
import { createSocialVerifier } from '../modules/accounts/social/social-verifier';
import { activitiesModule } from '../modules/activities/activities.module';
import { agentModule } from '../modules/agent/agent.module';
import { auditModule } from '../modules/audit/audit.module';
import { bonusModule } from '../modules/bonus/bonus.module';
import { breaksModule } from '../modules/breaks/breaks.module';
import { chatModule } from '../modules/chat/chat.module';
import { checkInModule } from '../modules/check-in/check-in.module';
import { configModule } from '../modules/config/config.module';
import type { ConfigService } from '../modules/config/config.service';
import { couponsModule } from '../modules/coupons/coupons.module';
import { dataRightsModule } from '../modules/data-rights/data-rights.module';
import { depositsModule } from '../modules/deposits/deposits.module';
import { feedbackModule } from '../modules/feedback/feedback.module';
import { gamesModule } from '../modules/games/games.module';
import { inviteSpinModule } from '../modules/invite-spin/invite-spin.module';
import { jackpotModule } from '../modules/jackpot/jackpot.module';
import { kycModule } from '../modules/kyc/kyc.module';
import { limitsModule } from '../modules/limits/limits.module';
import { protectionModule } from '../modules/protection/protection.module';
import { mailModule } from '../modules/mail/mail.module';
import { moneyModule } from '../modules/money/money.module';
import { offersModule } from '../modules/offers/offers.module';
import { playersModule } from '../modules/players/players.module';
import { pointsModule } from '../modules/points/points.module';
import { rankModule } from '../modules/rank/rank.module';
import { reportsModule } from '../modules/reports/reports.module';
import { riskModule } from '../modules/risk/risk.module';
import { rewardsModule } from '../modules/rewards/rewards.module';
import type { ModuleDeps, ServerModule } from '../modules/server-module';
import type { SessionCache } from '../modules/sessions/session-cache';
import type { SessionLifetime } from '../modules/sessions/sessions.service';
import { SettingsService } from '../modules/settings/settings.service';
import { realityCheckModule } from '../modules/reality-check/reality-check.module';
import { sharingModule } from '../modules/sharing/sharing.module';
import { slotsHackModule } from '../modules/slots-hack/slots-hack.module';
import { staffModule } from '../modules/staff/staff.module';
import { startupModalsModule } from '../modules/startup-modals/startup-modals.module';
import type { StaffService } from '../modules/staff/staff.service';
import { tasksModule } from '../modules/tasks/tasks.module';
import { telemetryModule } from '../modules/telemetry/telemetry.module';
import type { TelemetryService } from '../modules/telemetry/telemetry.service';
import { vipModule } from '../modules/vip/vip.module';
import { walletModule } from '../modules/wallet/wallet.module';
import { withdrawalsModule } from '../modules/withdrawals/withdrawals.module';

/** What the modules are composed from: the platform app.ts has built, and the app's options. */
export interface ModulesInput {
  readonly db: Db;
  readonly env: Env;
  readonly log: FastifyBaseLogger;
  readonly jobs: JobRunner;
  readonly clock: AppClock;
  readonly securityEvents: SecurityEvents;
  readonly allowFrames: (origins: readonly string[]) => void;
  /** The player sessions: their lifetime, their cache and the resolvers built on both. */
  readonly sessions: {
    readonly lifetime: SessionLifetime;
    readonly cache: SessionCache;
    readonly sessionOf: SessionOf;
    readonly sessionOfToken: ModuleDeps['sessionOfToken'];
  };
  /** Counts the telemetry events stored (the app's metrics). */
  readonly onTelemetryStored: (count: number) => void;
  /** The config seeded into an empty database. */
  readonly seedConfig: AppConfig;
}

/** Every module, in the app's order, and the services the app keeps at hand. */
export interface ComposedModules {
  readonly modules: readonly ServerModule[];
  readonly settings: SettingsService;
  readonly config: ConfigService;
  readonly accounts: AccountsService;
  readonly staff: StaffService;
  readonly telemetry: TelemetryService;
}

/**
 * Builds every domain module, each once what it is built on exists: the operator's settings and
 * the staff (console sessions) first, as the platform of the rest; then the config, the accounts,
 * bonus money and coupons, each module taking the services of those before it as arguments; then
 * the rewards engine and the systems built on it. The list answered is the app's order: the
 * order of the player state's parts, of the modules' start and of their stop.
 */
export const composeModules = (input: ModulesInput): ComposedModules => {
  const { db, env, log, sessions } = input;
  // The operator's rules nearly every module reads. modules/settings owns their tables but is a
  // service of the platform rather than a module with calls of its own (the console edits the
  // settings through the config module's sections), so it is built here, before every module.
  const settings = new SettingsService(db, {
    ttlMs: env.SETTINGS_CACHE_MS,
    onInvalid: (key, error) =>
      log.error({ key, err: error }, 'operator setting invalid: its defaults apply'),
  });
  const staff = staffModule(
    { db, env, log, settings, securityEvents: input.securityEvents },
    sessions.cache,
  );
  const deps: ModuleDeps = {
    db,
    env,
    log,
    settings,
    jobs: input.jobs,
    securityEvents: input.securityEvents,
    clock: input.clock,
    allowFrames: input.allowFrames,
    sessionOf: sessions.sessionOf,
    sessionOfToken: sessions.sessionOfToken,
    consoleSessionOf: (request) => staff.service.signIn.sessionOf(consoleTokenOf(request)),
    images: (folder) => imageStoreFromEnv(env, folder),
  };
  const config = configModule(deps, input.seedConfig);
  // The risk desk's graph: the accounts, deposits and withdrawals record what they see in it,
  // the rewards ask it who is linked to whom.
  const risk = riskModule(deps);
  const accounts = accountsModule(deps, config.service, risk.service, {
    sms: smsProviderFromEnv(env, db),
    social: createSocialVerifier(socialEndpointsFromEnv(env)),
    sessionLifetime: sessions.lifetime,
    sessionsEnded: sessions.cache,
    // Each module adds its fields of the user info (coin, safebox, totalRecharge …) and of the
    // after-login state, all read in the player's one statement.
    stateParts: () => ({
      state: modules.flatMap((m) => (m.playerState ? [m.playerState] : [])),
      afterLogin: modules.flatMap((m) => (m.afterLoginInfo ? [m.afterLoginInfo] : [])),
    }),
    // Each module that counts the days a player came hears of the app's open.
    appOpened: async (userId) => {
      await Promise.all(modules.map((m) => m.onAppOpen?.(userId)));
    },
  });
  const bonus = bonusModule(deps);
  // The limits players set: deposits and the game sessions ask it; the wallet counts in SQL.
  const limits = limitsModule(deps);
  const games = gamesModule(deps, config.service, limits.service);
  // Know your customer: the tier limits the deposits and withdrawals ask; an account closed for
  // play (under age) has its game sessions closed (ADR 0073).
  const kyc = kycModule(deps, bonus.service, (trx, userId) =>
    games.service.closeSessionsOfPlayer(trx, userId, 'closed'),
  );
  // Time-out and self-exclusion: a break ends the player's sessions (every instance hears) and
  // closes their game sessions (ADR 0071).
  const breaks = breaksModule(deps, {
    sessionsEnded: sessions.cache,
    closeGameSessions: (trx, userId) => games.service.closeSessionsOfPlayer(trx, userId, 'break'),
  });
  const coupons = couponsModule(deps, bonus.service);
  const rewards = rewardsModule(deps, config.service, bonus.service, risk.service);
  // The reward systems built on the rewards engine (docs/rewards/README.md): each registers its
  // event rules and red dots with it as it is built, so their rules run in this order; the
  // jackpot's last (jackpot.module.ts).
  const vip = vipModule(deps, rewards);
  const rewardSystems = [
    vip,
    offersModule(deps, rewards, vip.service, bonus.service),
    tasksModule(rewards),
    checkInModule(rewards),
    pointsModule(rewards),
    agentModule(deps, rewards),
    rankModule(deps, rewards),
    slotsHackModule(deps, rewards),
    inviteSpinModule(rewards),
    jackpotModule(deps, rewards, bonus.service),
  ];
  const telemetry = telemetryModule(deps, input.onTelemetryStored);
  // Locking a player and ending their sessions drop them from the session cache; an
  // adjustment's approver passes the staff's four-eyes rule.
  const players = playersModule(deps, sessions.cache, staff.service.fourEyes);
  // Every request waiting for a second member, listed by the audit module (the audit log and
  // the dashboard): each module that holds such requests adds its source here.
  // Mail's system mails are a rule of the rewards engine, its attachments grants; an
  // over-budget broadcast's approver passes the same four-eyes rule.
  const mail = mailModule(deps, rewards, staff.service.fourEyes);
  const pendingApprovals = [
    players.pendingApprovals,
    staff.pendingApprovals,
    mail.pendingApprovals,
  ];
  // Every domain, in one list: its calls, plain routes, development endpoints, part of the
  // player state and background work. The config starts first of the modules that start.
  const modules: ServerModule[] = [
    accounts,
    config,
    walletModule(deps, config.service, accounts.service),
    bonus,
    withdrawalsModule(
      deps,
      config.service,
      accounts.service,
      bonus.service,
      risk.service,
      kyc.limits,
    ),
    limits,
    depositsModule(
      deps,
      config.service,
      bonus.service,
      coupons.service,
      risk.service,
      limits.service,
      kyc.limits,
    ),
    kyc,
    games,
    protectionModule(deps),
    rewards,
    activitiesModule(deps, config.service),
    startupModalsModule(deps),
    realityCheckModule(deps),
    coupons,
    sharingModule(deps, config.service),
    feedbackModule(deps, config.service),
    chatModule(deps, accounts.service, {
      notices: sessions.cache,
      // The ledger's committed balance changes nudge the player's sockets (ADR 0063).
      balanceChanges: (listener) => onBalanceChange(db, listener),
      sessionMaxDays: sessions.lifetime.maxDays,
    }),
    auditModule(deps, pendingApprovals),
    reportsModule(deps),
    risk,
    moneyModule(deps),
    ...rewardSystems,
    staff,
    players,
    mail,
    telemetry,
    breaks,
    // The player's data export and the erasure of a closed account: each module adds its part
    // (`dataExport`, `dataErasure`), gathered here in the app's order.
    dataRightsModule(
      deps,
      () => ({
        exports: modules.flatMap((m) => (m.dataExport ? [m.dataExport] : [])),
        erasures: modules.flatMap((m) => (m.dataErasure ? [m.dataErasure] : [])),
      }),
      sessions.cache,
      staff.service.fourEyes,
    ),
  ];
  return {
    modules,
    settings,
    config: config.service,
    accounts: accounts.service,
    staff: staff.service,
    telemetry: telemetry.service,
  };
};
