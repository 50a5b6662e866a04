import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { CallRegistry } from '@lobby/contract/registry';
import type { AppClock } from '../db/app-clock';
import type { Db } from '../db/database';
import type { JobRunner } from '../jobs/jobs';
import type { ImageFolder, ImageStore } from '../storage/image-store';
import type { AfterLoginPart, PlayerStatePart } from './accounts/player-state';
import type { SettingsService } from './settings/settings.service';
import type { CallRoutes } from '../core/call-routes';
import type { SecurityEvents } from '../core/security-events';
import type { SessionOf } from '../core/sessions';
import type { ConsoleRoutes } from '../core/console-routes';
import type { SessionInfo } from '../core/sessions';
import type { StaffSession } from '../core/sessions';

/**
 * The settings of the environment the modules read. The composition hands its parsed
 * environment (config/env.ts, which must satisfy this), so a module never reads config/; what
 * the environment chooses between (the image store, the SMS provider, the social endpoints) is
 * chosen in config/ and handed over built.
 */
export interface ModuleEnv {
  readonly APP_ENV: 'development' | 'test' | 'production';
  /** A Redis server shared by the instances (chat fan-out); none: one instance. */
  readonly REDIS_URL?: string | undefined;
  readonly SIGN_IN_RATE_LIMIT_MAX: number;
  readonly PROVIDER_RATE_LIMIT_MAX: number;
  readonly CONFIG_RECHECK_MS: number;
  /** The secret of the proof-of-work challenges after repeated failed sign-ins. */
  readonly CHALLENGE_SECRET: string;
  /** The key that seals the staff's TOTP secrets at rest. */
  readonly STAFF_TOTP_KEY: string;
  readonly PROVIDER_HEALTH_MS: number;
  readonly DEV_ENDPOINTS_OPEN: boolean;
  readonly PAYMENT_PROVIDER: 'sandbox' | 'stripe';
  readonly PAYOUT_PROVIDER: 'sandbox' | 'manual';
  readonly SANDBOX_PAY_SECRET: string;
  readonly STRIPE_API_URL: string;
  readonly STRIPE_SECRET_KEY?: string | undefined;
  readonly STRIPE_WEBHOOK_SECRET?: string | undefined;
  readonly PUBLIC_URL?: string | undefined;
  readonly DEMO_PROVIDER_URL?: string | undefined;
  /** Each game provider's HMAC key, by provider code. */
  readonly GAME_PROVIDER_SECRETS: Readonly<Record<string, string>>;
}

/**
 * The platform every domain module may use when it is built: the database, the environment, the
 * log, the job runner, the clock, the operator's settings, the session resolvers. A module takes
 * the part it uses (`Pick<ModuleDeps, 'db' | 'settings'>`); another module's service is an
 * argument of its own (the composition builds the modules in dependency order, app/).
 */
export interface ModuleDeps {
  readonly db: Db;
  readonly env: ModuleEnv;
  /** The store of a module's uploaded images (disk or S3, as the environment chooses). */
  readonly images: (folder: ImageFolder) => ImageStore;
  readonly log: FastifyBaseLogger;
  /** The operator's editable rules (modules/settings), read by nearly every module. */
  readonly settings: SettingsService;
  readonly jobs: JobRunner;
  readonly securityEvents: SecurityEvents;
  /** The lobby's clock, moved by the development test clock (every date rule reads it). */
  readonly clock: AppClock;
  /** The origins the player app's pages may frame from now on (a game provider's pages). */
  readonly allowFrames: (origins: readonly string[]) => void;
  /** The session behind a request's authorization header (plain routes that serve a player). */
  readonly sessionOf: SessionOf;
  /** The session of a raw token (a chat socket's hello carries it, not a header). */
  readonly sessionOfToken: (token: string) => Promise<SessionInfo | null>;
  /** The console session behind a request's cookie (plain console routes: images, sockets). */
  readonly consoleSessionOf: (request: FastifyRequest) => Promise<StaffSession | null>;
}

/**
 * The most rows one list of a data export holds (the newest ones): a player of years has tens of
 * thousands of rounds, and the export is one answer held in memory. The answer names the lists
 * cut there (`capped`); docs/player-protection.md "Data rights".
 */
export const DATA_EXPORT_LIST_CAP = 5000;

/**
 * A module's part of a player's data export (GDPR art. 15 and 20): named values of the player's
 * own rows read through its own tables (lists newest first, at most DATA_EXPORT_LIST_CAP rows;
 * dates as ISO text, amounts in hundredths), never a secret (a token or password hash, a TOTP or
 * PIN, a code). The names are the file's top-level parts, unique across the modules.
 */
export type DataExportPart = (db: Db, userId: number) => Promise<Record<string, unknown>>;

/**
 * A module's part of erasing a closed player's personal data (GDPR art. 17), run in the
 * erasure's one transaction: it blanks or deletes what identifies the person in its tables and
 * keeps what the ledger, the rounds and the law need. It may refuse by throwing an AppError (the
 * whole erasure then changes nothing). Files outside the database (images, documents) are
 * deleted by the function it answers, run once the transaction committed.
 */
export type DataErasurePart = (trx: Db, userId: number) => Promise<void | (() => Promise<void>)>;

/**
 * A domain module as the app assembles it: its calls, any plain HTTP routes it serves
 * (webhooks, a provider's hosted page), its development endpoints, and its part of the player
 * state shown in the user info. app/compose-modules.ts builds and lists the modules.
 */
export interface ServerModule {
  readonly name: string;
  readonly routes?: CallRoutes<CallRegistry>;
  /** Its console calls (POST /console/api/v1/<name>, staff sessions and permissions). */
  readonly consoleRoutes?: ConsoleRoutes;
  /** Plain routes outside /app/v1 (webhooks, hosted pages), registered after the calls. */
  registerHttp?(app: FastifyInstance): Promise<void>;
  /** Routes under /dev/v1, registered only when APP_ENV is not production. */
  registerDev?(dev: FastifyInstance): Promise<void>;
  /**
   * This module's fields of the user info (coin and safebox, totalRecharge …), read in the
   * player's one statement (modules/accounts/player-state.ts).
   */
  readonly playerState?: PlayerStatePart;
  /** This module's part of the after-login state (receiving accounts, liked games …), likewise. */
  readonly afterLoginInfo?: AfterLoginPart;
  /**
   * Told that a player opened the app (refreshData, asked as the app opens and on its light
   * poll): what counts their day as a day they came (the login bonus, modules/check-in).
   */
  onAppOpen?(userId: number): Promise<void>;
  /** Its part of the player's data export (exportMyData), read through its own tables. */
  readonly dataExport?: DataExportPart;
  /** Its part of a closed account's erasure (playerErase), in the erasure's transaction. */
  readonly dataErasure?: DataErasurePart;
  /** Background work started once every route is registered (writers, timers). */
  start?(): Promise<void> | void;
  /** Stops what start began, when the app closes. */
  stop?(): Promise<void> | void;
}
