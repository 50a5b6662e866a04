import type {
  ActInviteUserAnswer,
  ActInviteUserExchangeAnswer,
  ActInviteUserSpinAnswer,
  ActInviteUserStatusAnswer,
  InviteSpinAttempt,
  InviteSpinItem,
} from '@lobby/contract/invite-spin';
import { cursorPageAnswer, type CursorPageRequest } from '@lobby/contract/pagination';
import { ActivityType } from '@lobby/contract/values/enums';
import { wheelOddsBp, wheelSector } from '@lobby/games/wheel';
import {
  FloatStream,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
} from '@lobby/games/node/fairness';
import { sql } from 'kysely';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import { inTransaction, type Db } from '@/db/database';
import { keysetWindow } from '@/core/keyset-paging';
import { BUILT_ACTIVITY_TYPES } from '../activities/built-activities';
import { ActivityService } from '../rewards/activity-service';
import { PropId } from '../rewards/awards';
import { liveNowSql } from '../rewards/activity-window';
import { INVITE_SPIN_ACTIVITY, type InviteSpinRules } from './invite-spin.settings';
import {
  advanceAttempt,
  insertAttempt,
  insertSpin,
  inviteCounts,
  inviteSpinClaimable,
  inviteesPage,
  latestAttempt,
  markExchanged,
  recordCount,
  spinByNonce,
  spinFlagSql,
  spinsEarned,
  spinsPage,
  type AttemptRow,
  type ExchangeRefusal,
  type SpinRefusal,
  type SpinRow,
} from './invite-spin.repo';
import { validInviteTerms, type ValidInviteTerms } from '../rewards/valid-invitee';

const HOUR_MS = 3_600_000;

/** The errcode of each refusal of a spin and of the exchange (`exchanged` is answered again). */
const spinRefusal: Record<SpinRefusal, ErrorCode> = {
  noSpins: ErrorCode.INVITE_SPIN_NO_SPINS,
  expired: ErrorCode.INVITE_SPIN_EXPIRED,
  closed: ErrorCode.INVITE_SPIN_CLOSED,
};
const exchangeRefusal: Record<Exclude<ExchangeRefusal, 'exchanged'>, ErrorCode> = {
  notReached: ErrorCode.INVITE_SPIN_NOT_REACHED,
  expired: ErrorCode.INVITE_SPIN_EXPIRED,
};

const appNow = async (db: Db) =>
  new Date((await sql<{ now: Date }>`select app_now() as now`.execute(db)).rows[0]!.now);

const spinItemOf = (row: SpinRow): InviteSpinItem => ({
  id: Number(row.id),
  nonce: row.nonce,
  sector: row.sector,
  sectorAmount: Number(row.sector_amount),
  amount: Number(row.amount),
  totalAfter: Number(row.total_after),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  createdAt: epochSeconds(row.created_at),
});

/** An invitee's id as the record shows it: its last three digits. */
const masked = (id: number) => `***${String(id).slice(-3)}`;

/**
 * The invite spin (docs/rewards/invite-spin.md): an attempt per player at a time, started by
 * its first `actInviteUser`; provably fair spins (the next spin's server seed committed by its
 * hash, revealed with the spin) adding toward the target, capped below it until enough valid
 * invitees; the target exchanged to coin once through the engine's grants.
 */
export class InviteSpinService extends ActivityService {
  private async setup() {
    const all = await this.rules();
    return { rules: all.inviteSpin, validity: validInviteTerms(this.deps.config(), all) };
  }

  /** A new attempt may start: none yet, or the latest expired short of its target a while ago. */
  private mayStart(latest: AttemptRow | undefined, now: Date, rules: InviteSpinRules) {
    if (latest === undefined) return true;
    if (latest.exchangedAt !== null || latest.total >= latest.target) return false;
    return now.getTime() >= latest.expiresAt.getTime() + rules.cooldownHours * HOUR_MS;
  }

  private async view(
    db: Db,
    attempt: AttemptRow,
    now: Date,
    { rules, validity }: { rules: InviteSpinRules; validity: ValidInviteTerms },
  ): Promise<InviteSpinAttempt> {
    const counts = await inviteCounts(db, attempt.id, validity);
    const state =
      attempt.exchangedAt !== null
        ? 'exchanged'
        : attempt.total >= attempt.target
          ? 'reached'
          : attempt.expiresAt <= now
            ? 'expired'
            : 'open';
    return {
      id: attempt.id,
      total: attempt.total,
      target: attempt.target,
      spinsLeft: state === 'open' ? Math.max(0, spinsEarned(rules, counts) - attempt.spinsUsed) : 0,
      invites: counts.invites,
      validInvites: counts.valid,
      validInvitesNeeded: rules.validInvitesNeeded,
      startedAt: epochSeconds(attempt.startedAt),
      expiresAt: epochSeconds(attempt.expiresAt),
      state,
      serverSeedHash: attempt.serverSeedHash,
      clientSeed: attempt.clientSeed,
      nonce: attempt.spinsUsed,
    };
  }

  /** The page: starts the player's attempt when none runs (the activity live), then shows it. */
  async info(userId: number): Promise<ActInviteUserAnswer> {
    const setup = await this.setup();
    const { rules } = setup;
    return inTransaction(this.deps.db, async (trx) => {
      // One start at a time per player: two first calls at once make one attempt.
      await sql`select pg_advisory_xact_lock(hashtext(${`invite-spin:${userId}`}))`.execute(trx);
      const now = await appNow(trx);
      let latest = await latestAttempt(trx, userId);
      if (this.live(ActivityType.InviteUserSpin, now) && this.mayStart(latest, now, rules)) {
        const serverSeed = generateServerSeed();
        await insertAttempt(trx, {
          userId,
          hours: rules.attemptHours,
          target: rules.target,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed: generateClientSeed(),
        });
        latest = await latestAttempt(trx, userId);
      }
      const attempt = latest ? await this.view(trx, latest, now, setup) : null;
      return {
        now: epochSeconds(now),
        attempt,
        nextStartAt:
          attempt?.state === 'expired' && latest
            ? epochSeconds(new Date(latest.expiresAt.getTime() + rules.cooldownHours * HOUR_MS))
            : null,
        sectors: this.sectors(rules),
        spinsPerInvite: rules.spinsPerInvite,
        spinsPerValidInvite: rules.spinsPerValidInvite,
        validInviteDeposit: setup.validity.deposit,
        validInviteBets: setup.validity.validBets,
        attemptHours: rules.attemptHours,
      };
    });
  }

  private sectors(rules: InviteSpinRules) {
    const odds = wheelOddsBp(rules.sectors.map((s) => s.weight));
    return rules.sectors.map((s, i) => ({ amount: s.amount, weight: s.weight, oddsBp: odds[i]! }));
  }

  /** The home modal's and red dot's flags; starts nothing. */
  async status(userId: number): Promise<ActInviteUserStatusAnswer> {
    const setup = await this.setup();
    const now = await appNow(this.deps.db);
    const latest = await latestAttempt(this.deps.db, userId);
    const attempt = latest ? await this.view(this.deps.db, latest, now, setup) : null;
    return {
      live: this.live(ActivityType.InviteUserSpin, now),
      hasAttempt: attempt?.state === 'open' || attempt?.state === 'reached',
      spinsLeft: attempt?.spinsLeft ?? 0,
      canExchange: attempt?.state === 'reached',
      finished: attempt?.state === 'exchanged',
    };
  }

  /**
   * One spin of the player's attempt, under its row lock. The nonce names the spin: the current
   * one spins, an earlier one answers that spin again (a replay), a later one is refused.
   */
  async spin(
    userId: number,
    input: { nonce: number; clientSeed?: string | undefined },
  ): Promise<ActInviteUserSpinAnswer> {
    const setup = await this.claimableInput();
    const { rules } = setup;
    return inTransaction(this.deps.db, async (trx) => {
      const attempt = await latestAttempt(trx, userId, { lock: true });
      if (!attempt) throw new AppError(ErrorCode.INVITE_SPIN_NO_ATTEMPT);
      const now = await appNow(trx);
      if (input.nonce < attempt.spinsUsed) {
        const done = await spinByNonce(trx, attempt.id, input.nonce);
        return { spin: spinItemOf(done!), attempt: await this.view(trx, attempt, now, setup) };
      }
      if (input.nonce > attempt.spinsUsed) throw new AppError(ErrorCode.INVITE_SPIN_STALE);
      const counts = await inviteSpinClaimable(trx, userId, { ...setup, attemptId: attempt.id });
      if (counts.spin !== null) throw new AppError(spinRefusal[counts.spin]);
      const clientSeed = input.clientSeed ?? attempt.clientSeed;
      const sector = wheelSector(
        new FloatStream({ serverSeed: attempt.serverSeed, clientSeed, nonce: attempt.spinsUsed }),
        rules.sectors.map((s) => s.weight),
      );
      const sectorAmount = rules.sectors[sector]!.amount;
      const cap = inviteSpinCap(attempt.target, rules, counts.valid);
      const amount = Math.max(0, Math.min(sectorAmount, cap - attempt.total));
      const next = generateServerSeed();
      const row = await insertSpin(trx, {
        attemptId: attempt.id,
        userId,
        nonce: attempt.spinsUsed,
        sector,
        sectorAmount,
        amount,
        totalAfter: attempt.total + amount,
        serverSeed: attempt.serverSeed,
        serverSeedHash: attempt.serverSeedHash,
        clientSeed,
      });
      await advanceAttempt(trx, attempt.id, {
        total: attempt.total + amount,
        serverSeed: next,
        serverSeedHash: hashServerSeed(next),
        clientSeed,
      });
      const after = (await latestAttempt(trx, userId))!;
      return { spin: spinItemOf(row), attempt: await this.view(trx, after, now, setup) };
    });
  }

  /** The reached target to coin, once: the engine's grant `invite-spin` keyed `attempt:<id>`. */
  async exchange(userId: number): Promise<ActInviteUserExchangeAnswer> {
    let target = 0;
    const input = await this.claimableInput();
    const answer = await this.deps.grants.grantThenClaim(
      userId,
      async (trx) => {
        const attempt = await latestAttempt(trx, userId, { lock: true });
        if (!attempt) throw new AppError(ErrorCode.INVITE_SPIN_NO_ATTEMPT);
        const { exchange } = await inviteSpinClaimable(trx, userId, {
          ...input,
          attemptId: attempt.id,
        });
        // An attempt exchanged already answers its grant's first claim again.
        if (exchange !== null && exchange !== 'exchanged')
          throw new AppError(exchangeRefusal[exchange]);
        await markExchanged(trx, attempt.id);
        target = attempt.target;
        return { activity: INVITE_SPIN_ACTIVITY, key: `attempt:${attempt.id}`, expiresAt: null };
      },
      () => Promise.resolve([{ propId: PropId.Coin, count: target }]),
    );
    return {
      grantId: answer.grantId,
      awards: answer.awards,
      money: await this.deps.centre.money(userId),
    };
  }

  /** The player's spins or invitees, newest first. */
  async record(userId: number, input: CursorPageRequest & { kind: 'spins' | 'invitees' }) {
    const window = keysetWindow(input);
    const counted = await recordCount(this.deps.db, userId, input.kind, window.countCap);
    if (input.kind === 'spins') {
      const rows = await spinsPage(this.deps.db, userId, window);
      return cursorPageAnswer(
        rows.map((r) => ({ kind: 'spin' as const, ...spinItemOf(r) })),
        counted,
        input,
        (item) => String(item.id),
      );
    }
    const { validity } = await this.setup();
    const rows = await inviteesPage(this.deps.db, userId, validity, window);
    return cursorPageAnswer(
      rows.map((r) => ({
        kind: 'invitee' as const,
        id: Number(r.id),
        user: masked(Number(r.id)),
        counts: r.counts,
        valid: r.counts && r.valid,
        createdAt: epochSeconds(new Date(r.createdAt)),
      })),
      counted,
      input,
      (item) => String(item.id),
    );
  }

  /** What the claims' and the red dot's predicate reads: the rules, and the activity's windows. */
  private async claimableInput() {
    const { rules, validity } = await this.setup();
    const configured = BUILT_ACTIVITY_TYPES.has(ActivityType.InviteUserSpin)
      ? this.deps.config().activities.filter((a) => a.type === ActivityType.InviteUserSpin)
      : [];
    return { live: liveNowSql(configured), rules, validity };
  }

  /** The red dot's row for activityGetStatusList's one statement. */
  async flagRows(userId: number) {
    return spinFlagSql(userId, await this.claimableInput());
  }
}

/**
 * The most an attempt's total may reach: the target once the player has the valid invitees it
 * needs, else the target less the remainder (docs/rewards/invite-spin.md).
 */
export const inviteSpinCap = (target: number, rules: InviteSpinRules, validInvites: number) =>
  validInvites >= rules.validInvitesNeeded ? target : target - rules.remainder;
