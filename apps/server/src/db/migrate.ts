import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { applyFunctions } from './sql-functions';
import * as usersAndSessions from './migrations/20261122000100-users-and-sessions';
import * as appConfig from './migrations/20261122000200-app-config';
import * as eventLog from './migrations/20261122000300-event-log';
import * as accounts from './migrations/20261122000400-accounts';
import * as smsOutbox from './migrations/20261122000500-sms-outbox';
import * as ledger from './migrations/20261122000600-ledger';
import * as jobs from './migrations/20261122000700-jobs';
import * as safebox from './migrations/20261122000800-safebox';
import * as deposits from './migrations/20261122000900-deposits';
import * as withdrawals from './migrations/20261122001000-withdrawals';
import * as games from './migrations/20261122001500-games';
import * as ledgerBatch from './migrations/20261123000100-ledger-batch';
import * as seamlessFunctions from './migrations/20261123000200-seamless-functions';
import * as bonusWallet from './migrations/20261125000100-bonus-wallet';
import * as depositCheckoutId from './migrations/20261125000200-deposit-checkout-id';
import * as softLocks from './migrations/20261125000300-soft-locks';
import * as proofFailures from './migrations/20261125000400-proof-failures';
import * as housePlay from './migrations/20261125000500-house-play';
import * as historyPages from './migrations/20261125000600-history-pages';
import * as columnComments from './migrations/20261126000100-column-comments';
import * as rewardsEngine from './migrations/20261127000100-rewards-engine';
import * as rewardCoin from './migrations/20261127000200-reward-coin';
import * as vip from './migrations/20261127000300-vip';
import * as coupons from './migrations/20261127000400-coupons';
import * as tasks from './migrations/20261128000100-tasks';
import * as signInPoints from './migrations/20261128000200-sign-in-points';
import * as offers from './migrations/20261128000300-offers';
import * as rankAndSlotsHack from './migrations/20261128000400-rank-and-slots-hack';
import * as agent from './migrations/20261128000500-agent';
import * as inviteSpin from './migrations/20261128000600-invite-spin';
import * as inviteClicks from './migrations/20261128000700-invite-clicks';
import * as jackpot from './migrations/20261129000100-jackpot';
import * as mail from './migrations/20261129000200-mail';
import * as feedback from './migrations/20261129000300-feedback';
import * as staffAndChat from './migrations/20261129000400-staff-and-chat';
import * as staffTotp from './migrations/20261130000100-staff-totp';
import * as auditLog from './migrations/20261130000200-audit-log';
import * as playersConsole from './migrations/20261201000100-players-console';
import * as moneyDayReads from './migrations/20261201000200-money-day-reads';
import * as configRevisions from './migrations/20261201000300-config-revisions';
import * as consoleMail from './migrations/20261201000400-console-mail';
import * as dailyTotals from './migrations/20261201000401-daily-totals';
import * as staffTotpSealed from './migrations/20261201000900-staff-totp-sealed';
import * as testClockFreeze from './migrations/20261202000100-test-clock-freeze';
import * as riskSignals from './migrations/20261203000100-risk-signals';
import * as withdrawalHoldReasons from './migrations/20261203000200-withdrawal-hold-reasons';
import * as mailFourEyes from './migrations/20261203000300-mail-four-eyes';
import * as staffFourEyes from './migrations/20261203000400-staff-four-eyes';
import * as sandboxCard from './migrations/20261203000600-sandbox-card';
import * as betFunding from './migrations/20261204000100-bet-funding';
import * as firstDepositBonusKept from './migrations/20261204000200-first-deposit-bonus-kept';
import * as startupModals from './migrations/20261205000200-startup-modals';
import * as appOpenDays from './migrations/20261205000300-app-open-days';
import * as mailToOnePlayer from './migrations/20261205000400-mail-to-one-player';
import * as playLimits from './migrations/20261206010000-play-limits';
import * as playBreaks from './migrations/20261206020000-play-breaks';
import * as realityCheck from './migrations/20261206030000-reality-check';
import * as kyc from './migrations/20261206040000-kyc';
import * as dataRights from './migrations/20261206050000-data-rights';
import * as limitHits from './migrations/20261206060000-limit-hits';

/**
 * Every migration, by name, in order. A static list rather than FileMigrationProvider so the
 * esbuild bundle carries them; a new migration is a new file plus one line here, and a landed
 * migration is never edited.
 */
export const migrations: Record<string, Migration> = {
  '20261122000100-users-and-sessions': usersAndSessions,
  '20261122000200-app-config': appConfig,
  '20261122000300-event-log': eventLog,
  '20261122000400-accounts': accounts,
  '20261122000500-sms-outbox': smsOutbox,
  '20261122000600-ledger': ledger,
  '20261122000700-jobs': jobs,
  '20261122000800-safebox': safebox,
  '20261122000900-deposits': deposits,
  '20261122001000-withdrawals': withdrawals,
  '20261122001500-games': games,
  '20261123000100-ledger-batch': ledgerBatch,
  '20261123000200-seamless-functions': seamlessFunctions,
  '20261125000100-bonus-wallet': bonusWallet,
  '20261125000200-deposit-checkout-id': depositCheckoutId,
  '20261125000300-soft-locks': softLocks,
  '20261125000400-proof-failures': proofFailures,
  '20261125000500-house-play': housePlay,
  '20261125000600-history-pages': historyPages,
  '20261126000100-column-comments': columnComments,
  '20261127000100-rewards-engine': rewardsEngine,
  '20261127000200-reward-coin': rewardCoin,
  '20261127000300-vip': vip,
  '20261127000400-coupons': coupons,
  '20261128000100-tasks': tasks,
  '20261128000200-sign-in-points': signInPoints,
  '20261128000300-offers': offers,
  '20261128000400-rank-and-slots-hack': rankAndSlotsHack,
  '20261128000500-agent': agent,
  '20261128000600-invite-spin': inviteSpin,
  '20261128000700-invite-clicks': inviteClicks,
  '20261129000100-jackpot': jackpot,
  '20261129000200-mail': mail,
  '20261129000300-feedback': feedback,
  '20261129000400-staff-and-chat': staffAndChat,
  '20261130000100-staff-totp': staffTotp,
  '20261130000200-audit-log': auditLog,
  '20261201000100-players-console': playersConsole,
  '20261201000200-money-day-reads': moneyDayReads,
  '20261201000300-config-revisions': configRevisions,
  '20261201000400-console-mail': consoleMail,
  '20261201000401-daily-totals': dailyTotals,
  '20261201000900-staff-totp-sealed': staffTotpSealed,
  '20261202000100-test-clock-freeze': testClockFreeze,
  '20261203000100-risk-signals': riskSignals,
  '20261203000200-withdrawal-hold-reasons': withdrawalHoldReasons,
  '20261203000300-mail-four-eyes': mailFourEyes,
  '20261203000400-staff-four-eyes': staffFourEyes,
  '20261203000600-sandbox-card': sandboxCard,
  '20261204000100-bet-funding': betFunding,
  '20261204000200-first-deposit-bonus-kept': firstDepositBonusKept,
  '20261205000200-startup-modals': startupModals,
  '20261205000300-app-open-days': appOpenDays,
  '20261205000400-mail-to-one-player': mailToOnePlayer,
  '20261206010000-play-limits': playLimits,
  '20261206020000-play-breaks': playBreaks,
  '20261206030000-reality-check': realityCheck,
  '20261206040000-kyc': kyc,
  '20261206050000-data-rights': dataRights,
  '20261206060000-limit-hits': limitHits,
};

const migratorFor = (db: Kysely<unknown>) =>
  new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });

const unwrap = ({ error, results }: MigrationResultSet): string[] => {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((r) => r.migrationName);
};

/**
 * Brings the schema to the newest migration, then every function to its file in db/functions
 * (ADR 0048), in one transaction; returns the names of the migrations applied now.
 */
export const migrateToLatest = async <T>(db: Kysely<T>): Promise<string[]> => {
  const database = db as Kysely<unknown>;
  const applied = unwrap(await migratorFor(database).migrateToLatest());
  await database.transaction().execute((trx) => applyFunctions(trx));
  return applied;
};

/** Undoes every migration (tests prove each `down` works). */
export const migrateDownAll = async <T>(db: Kysely<T>): Promise<string[]> => {
  const migrator = migratorFor(db as Kysely<unknown>);
  const names: string[] = [];
  for (;;) {
    const done = unwrap(await migrator.migrateDown());
    if (done.length === 0) return names;
    names.push(...done);
  }
};
