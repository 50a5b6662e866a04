import { sql } from 'kysely';
import type {
  RiskGraphAnswer,
  RiskLinkKind,
  RiskPlayersAnswer,
  RiskScore,
} from '@lobby/contract/console-risk';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import { SecurityEventKind, type SecurityEvents } from '@/core/security-events';
import type { Db } from '@/db/database';
import { mobileSql, playersSql } from '../accounts/accounts.reads';
import type { SettingsService } from '../settings/settings.service';
import { linksOf, scoreOf } from './risk-score';
import { maskSignal, networkOf, phoneSignals, type Signal, type SignalKind } from './risk-signals';
import {
  insertVelocityEvent,
  latestSignal,
  recentlySeenPlayers,
  signalValues,
  upsertSignals,
  type LinkRow,
} from './risk.repo';
import { RISK_RULES_KEY, RiskRules } from './risk.settings';

/** The signals a claim locks: every kind that links two players, and the velocity's prefix. */
const LOCKED_KINDS: readonly SignalKind[] = [
  'device',
  'ip',
  'ip24',
  'payoutAccount',
  'paymentMethod',
  'signUpIp24',
  'phonePrefix',
];

/** How many of the players seen last the risk list scores. */
const LIST_CANDIDATES = 200;
/** How many linked players one graph draws. */
const GRAPH_NODES = 50;
/**
 * Which links a graph keeps first when it has more players than it draws: what one person holds
 * (a device, a payout account, a payment method) before what a household or a café shares.
 */
const LINK_STRENGTH: Record<string, number> = {
  device: 0,
  payoutAccount: 0,
  paymentMethod: 0,
  signUpIp24: 1,
  ip: 2,
  ip24: 3,
};
const strongestFirst = (links: readonly LinkRow[]) =>
  [...links].sort(
    (a, b) => (LINK_STRENGTH[a.kind] ?? 9) - (LINK_STRENGTH[b.kind] ?? 9) || a.userId - b.userId,
  );

/** A velocity limit of a claim: the players seen with `value` may claim `limit` an hour. */
export interface VelocityLimit {
  rule: 'ip' | 'ip24' | 'phonePrefix';
  kind: SignalKind;
  value: string;
  limit: number;
}

/**
 * The risk desk (docs/security.md "Fraud and abuse"): records the signals players are seen
 * with (accounts, deposits and withdrawals call it in their events' transactions), answers who
 * is linked to whom, the velocity limits of a claim, and a player's risk score. Built before the
 * modules that record signals, which take it as an argument.
 */
export class RiskService {
  constructor(
    private readonly deps: {
      db: Db;
      settings: SettingsService;
      securityEvents: SecurityEvents;
    },
  ) {}

  /** The rules, read through `db` (a transaction's connection when in one). */
  rules(db: Db = this.deps.db) {
    return db.isTransaction
      ? this.deps.settings.getIn(db, RISK_RULES_KEY, RiskRules)
      : this.deps.settings.get(RISK_RULES_KEY, RiskRules);
  }

  /** Records what the player was seen with: one statement, in the caller's transaction. */
  recordSignals(trx: Db, userId: number, signals: readonly Signal[]): Promise<void> {
    return upsertSignals(trx, userId, signals);
  }

  /** The players linked to this one, and by what (risk.repo.ts linkRows). */
  async linkedAccounts(trx: Db, userId: number): Promise<LinkRow[]> {
    return linksOf(trx, userId, await this.rules(trx));
  }

  /**
   * Takes a transaction's advisory lock on each value the player links by (per `scope`, e.g.
   * an activity), in one order, so two linked players claiming at once take turns and the
   * second sees the first's claim. A device `none` is not locked: it links nobody alone.
   */
  async lockSignals(trx: Db, userId: number, scope: string): Promise<void> {
    const values = await signalValues(trx, userId, LOCKED_KINDS);
    const keys = values
      .filter((s) => !(s.kind === 'device' && s.value === 'none'))
      .map((s) => `${scope}:${s.kind}:${s.value}`)
      .sort();
    for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }

  /**
   * The velocity limits a sign-up bonus claim of the player passes: their latest IP, its
   * network, their phone's prefix. The phone is read as the account holds it now and recorded
   * (it may have been bound since the last sign-in), so this claim counts under its prefix.
   */
  async velocityLimits(trx: Db, userId: number): Promise<VelocityLimit[]> {
    const rules = await this.rules(trx);
    const ip = await latestSignal(trx, userId, 'ip');
    const { rows } = await sql<{ mobile: string | null }>`
      select ${mobileSql(userId)} as mobile
    `.execute(trx);
    const phone = phoneSignals(rows[0]?.mobile);
    await upsertSignals(trx, userId, phone);
    const prefix = phone.find((s) => s.kind === 'phonePrefix')?.value ?? null;
    const limits: VelocityLimit[] = [];
    if (ip !== null) {
      limits.push({ rule: 'ip', kind: 'ip', value: ip, limit: rules.signUpClaimsPerIpPerHour });
      const network = networkOf(ip);
      limits.push({
        rule: 'ip24',
        kind: 'ip24',
        value: network,
        limit: rules.signUpClaimsPerIp24PerHour,
      });
    }
    if (prefix !== null)
      limits.push({
        rule: 'phonePrefix',
        kind: 'phonePrefix',
        value: prefix,
        limit: rules.signUpClaimsPerPhonePrefixPerHour,
      });
    return limits;
  }

  /**
   * A claim refused for velocity: logged as a security event now, and kept for the score by the
   * work answered, which the caller runs once the refused claim's transaction has rolled back.
   */
  velocityRefused(userId: number, limit: VelocityLimit, call: string): () => Promise<void> {
    this.deps.securityEvents.record(SecurityEventKind.RewardVelocity, {
      userId,
      call,
      detail: { rule: limit.rule, value: maskSignal(limit), limit: limit.limit },
    });
    return async () => {
      await insertVelocityEvent(this.deps.db, { userId, rule: limit.rule, value: limit.value });
    };
  }

  /**
   * The player's risk score and its reasons (risk-score.ts), read through `trx`. Never shown
   * to the player, never blocks play: withdrawals above `reviewAbove` wait for a human.
   */
  async riskOf(trx: Db, userId: number): Promise<RiskScore> {
    return scoreOf(trx, userId, await this.rules(trx));
  }

  /** The score above which a player is for a human to review (setting `risk.reviewAbove`). */
  async reviewAbove(db: Db = this.deps.db): Promise<number> {
    return (await this.rules(db)).reviewAbove;
  }

  /** The console's list: the players seen last (LIST_CANDIDATES), scored, highest first. */
  async players(page: PageRequest): Promise<RiskPlayersAnswer> {
    const { db } = this.deps;
    const rules = await this.rules();
    const scored = [];
    for (const userId of await recentlySeenPlayers(db, LIST_CANDIDATES)) {
      const score = await scoreOf(db, userId, rules);
      if (score.score > 0) scored.push({ userId, ...score });
    }
    scored.sort((a, b) => b.score - a.score || b.userId - a.userId);
    const start = (page.pageNum - 1) * page.pageSize;
    const shown = scored.slice(start, start + page.pageSize);
    const names = await this.nicknames(shown.map((p) => p.userId));
    return {
      ...pageAnswer(
        shown.map((p) => ({
          ...p,
          nickname: names.get(p.userId) ?? '',
          review: p.score > rules.reviewAbove,
        })),
        scored.length,
        page,
      ),
      reviewAbove: rules.reviewAbove,
    };
  }

  /**
   * One player's linked accounts as a graph: the player and those linked to them (at most
   * GRAPH_NODES: those linked by a device, payout account or payment method first, then by a
   * sign-up burst, an IP, a network), each with their score; an edge per signal two of them
   * share, masked.
   */
  async graph(userId: number): Promise<RiskGraphAnswer> {
    const { db } = this.deps;
    const rules = await this.rules();
    const first = await linksOf(db, userId, rules);
    const ids = [userId, ...new Set(strongestFirst(first).map((l) => l.userId))].slice(
      0,
      GRAPH_NODES,
    );
    const inGraph = new Set(ids);
    const edges = new Map<string, RiskGraphAnswer['edges'][number]>();
    for (const id of ids) {
      const links = id === userId ? first : await linksOf(db, id, rules);
      for (const link of links) {
        if (!inGraph.has(link.userId)) continue;
        const [from, to] = id < link.userId ? [id, link.userId] : [link.userId, id];
        const value = maskSignal(link);
        edges.set(`${from}:${to}:${link.kind}:${link.value}`, {
          from,
          to,
          kind: link.kind as RiskLinkKind,
          value,
        });
      }
    }
    const names = await this.nicknames(ids);
    const nodes = [];
    for (const id of ids) {
      nodes.push({
        userId: id,
        nickname: names.get(id) ?? '',
        score: (await scoreOf(db, id, rules)).score,
      });
    }
    return { userId, nodes, edges: [...edges.values()] };
  }

  private async nicknames(ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const { rows } = await sql<{ id: string | number; nickname: string }>`
      select u.id, u.nickname from ${playersSql} u where u.id = any(${[...ids]}::bigint[])
    `.execute(this.deps.db);
    return new Map(rows.map((r) => [Number(r.id), r.nickname]));
  }
}
