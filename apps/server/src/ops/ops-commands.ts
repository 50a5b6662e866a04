import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { errorCatalogue } from '@lobby/contract/values/errors';
import { formatHundredths } from '@lobby/contract/values/money';
import { LIST_TOTAL_CAP } from '@lobby/contract/pagination';
import { ExchangeStatusValue } from '@lobby/contract/wallet';
import { FeedbackStatus } from '@lobby/contract/feedback';
import type { Db } from '../db/database';
import { isAppError } from '../core/app-error';
import { balances, movements } from '../ledger/ledger';
import {
  GAME_PROVIDERS_KEY,
  gameProvidersSetting,
  type GameProvider,
} from '../modules/games/providers/provider-settings';
import { SettingsService } from '../modules/settings/settings.service';
import { couponKindOf } from '@lobby/contract/values/coupons';
import { AppClock } from '../db/app-clock';
import { PropId, type Award } from '../modules/rewards/awards';
import { grantTotals, promotionsSpent } from '../modules/rewards/grants.repo';
import { makeGrant } from '../modules/rewards/grants.service';
import { REWARDS_RULES_KEY, RewardsRules } from '../modules/rewards/rewards.settings';
import { maskAccountNo } from '../modules/withdrawals/receiving-accounts.service';
import { findOrders, type Withdrawal } from '../modules/withdrawals/withdrawal-orders';
import {
  approveWithdrawal,
  markWithdrawalFailed,
  markWithdrawalPaid,
  rejectWithdrawal,
} from '../modules/withdrawals/withdrawal-reviews';
import { daysAfter } from '../core/days';
import {
  BroadcastInvalid,
  listBroadcasts,
  type BroadcastSegment,
} from '../modules/mail/broadcasts';
import { storeBroadcast } from '../modules/mail/broadcast-changes';
import {
  FEEDBACK_USAGE,
  feedbackCloseCommand,
  feedbackListCommand,
  feedbackReplyCommand,
  feedbackShowCommand,
} from './feedback-commands';
import {
  isStaffRole,
  STAFF_USAGE,
  staffCreateCommand,
  staffDisableCommand,
  staffListCommand,
  staffResetTotpCommand,
} from './staff-commands';
import { auditedChange, cliAuditBy } from '../modules/audit/audit-by';
import { AUDIT_USAGE, auditListCommand, auditVerifyCommand } from './audit-commands';

/**
 * The operator's commands (`npm run ops -- <command>`), as functions of an open database so tests
 * run them directly; cli.ts opens the database and prints. Each answers an exit code: 0 done,
 * 1 refused (the order is unknown or no longer in a state that allows it), 2 bad usage.
 */

export const USAGE = `Usage: npm run ops -- <command>

  withdrawals list [--status <status>] [--user <userId>] [--limit <n>]
      Orders, oldest first (default: every open one: pending_review, approved, paying).
  withdrawals approve <orderNo> [--by <name>]
      Approves an order waiting for review; the server's payout job pays it.
  withdrawals reject <orderNo> [--reason <text>] [--by <name>]
      Rejects an order waiting for review; the amount returns to the player's coin.
  withdrawals mark-paid <orderNo> --reference <bank reference> [--by <name>]
      With PAYOUT_PROVIDER=manual: an approved order you paid at the bank is paid.
  withdrawals mark-failed <orderNo> --reason <text> [--by <name>]
      With PAYOUT_PROVIDER=manual: an approved order that could not be paid; the amount returns
      to the player's coin.
  ledger <userId> [--limit <n>]
      The player's balances, their last coin movements and their last withdrawals.
  promotions
      What each rewards activity has cost (its promotions account) and its grants by state.
  rewards grant <userId> --activity <name> --award <propId>:<count> [--award …]
          [--key <key>] [--expires-days <n>]
      Grants a reward the player claims in the bonus centre: coin 2001 and points 2002 (counts
      in hundredths), deposit coupons 1001–1099, 1201–1299, 1301–1399 (counts: how many, each
      of a kind the rewards setting's coupons define), lucky-jackpot draw chances 50000 (counts:
      how many). Once per player, activity and key (by
      default a new key each time); claimable for --expires-days (default 7).
  mail broadcast --title <text> --body <text> [--award <propId>:<count> …]
          [--starts <time>] [--expires <time> | --expires-days <n>]
          [--vip-min <n>] [--vip-max <n>] [--registered-from <time>] [--registered-to <time>]
          [--deposited yes|no] [--new-players]
      Sends a message to every player, or to those of the segment (every condition given
      holds), stored once: a player's copy is made when they open their mail while it runs
      (from --starts, default now, for --expires-days, default 7). Awards as for rewards grant;
      they are paid as the activity "mail", and reach only players registered by now unless
      --registered-to says otherwise or --new-players lets later sign-ups in. A time is an ISO
      date (UTC midnight; --registered-to a date takes that whole day) or date-time.
  mail broadcasts [--limit <n>]
      The latest broadcasts (and the console's mails to one player): their window, segment,
      copies made and attachments claimed.
  providers list
      The game providers in force (docs/providers.md): code, on or off, demo play, currency,
      launch URL template, health URL.
  providers enable <code> | providers disable <code>
      Puts a provider's games in the lobby or takes them out (open rounds still settle).
  providers set <file.json>
      Replaces the list with the file's ({ "providers": [ … ] }), checked first.
${FEEDBACK_USAGE}
${STAFF_USAGE}
${AUDIT_USAGE}

Statuses: ${ExchangeStatusValue.options.join(', ')}.
With the embedded PGlite database (no DATABASE_URL) stop the server first: PGlite allows one
process at a time.`;

export type Out = (line: string) => void;

export interface OpsContext {
  db: Db;
  out: Out;
  /** Who acts, recorded on the order (default: the OS user). */
  operator: string;
  /** The providers in force until an operator saves a list (defaultProviders of the env). */
  defaultProviders?: readonly GameProvider[];
  /** Standard input's first line (staff create --password-stdin). */
  readLine?: () => Promise<string>;
}

const money = (amount: number) => formatHundredths(amount);
const time = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : '-');

const orderLine = (o: Withdrawal) =>
  [
    o.orderNo,
    `user ${o.userId}`,
    money(o.amount),
    `fee ${money(o.fee)}`,
    o.status,
    `${o.bankCode} ${maskAccountNo(o.accountNo)}`,
    time(o.createdAt),
    o.reviewNote ? `note: ${o.reviewNote}` : '',
    o.failureReason ? `failure: ${o.failureReason}` : '',
  ]
    .filter(Boolean)
    .join('  ');

const positiveInt = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`${name} must be a positive whole number`);
  return n;
};

class UsageError extends Error {}

export const listCommand = async (
  ctx: OpsContext,
  options: { status?: string; userId?: number; limit?: number },
) => {
  const asked =
    options.status === undefined ? undefined : ExchangeStatusValue.safeParse(options.status);
  if (asked && !asked.success) throw new UsageError(`unknown status ${options.status}`);
  const limit = options.limit ?? 100;
  const statuses = asked ? [asked.data] : (['pending_review', 'approved', 'paying'] as const);
  let rows: Withdrawal[] = [];
  for (const status of statuses) {
    rows.push(...(await findOrders(ctx.db, { status, userId: options.userId, limit })));
  }
  rows = rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .slice(0, limit);
  if (rows.length === 0) ctx.out('no withdrawals');
  for (const row of rows) ctx.out(orderLine(row));
  return rows;
};

export const approveCommand = async (ctx: OpsContext, orderNo: string) => {
  const order = await approveWithdrawal(ctx.db, cliAuditBy(ctx.operator), ctx.operator, orderNo);
  ctx.out(
    `approved ${order.orderNo} (${money(order.amount)} to user ${order.userId}): payout queued`,
  );
  return order;
};

export const rejectCommand = async (ctx: OpsContext, orderNo: string, reason: string | null) => {
  const order = await rejectWithdrawal(
    ctx.db,
    cliAuditBy(ctx.operator),
    ctx.operator,
    orderNo,
    reason,
  );
  ctx.out(
    `rejected ${order.orderNo}: ${money(order.amount)} returned to user ${order.userId}'s coin`,
  );
  return order;
};

export const markPaidCommand = async (ctx: OpsContext, orderNo: string, reference: string) => {
  const order = await markWithdrawalPaid(
    ctx.db,
    cliAuditBy(ctx.operator),
    ctx.operator,
    orderNo,
    reference,
  );
  ctx.out(
    `paid ${order.orderNo}: ${money(order.amount - order.fee)} to user ${order.userId}, reference ${reference}`,
  );
  return order;
};

export const markFailedCommand = async (ctx: OpsContext, orderNo: string, reason: string) => {
  const order = await markWithdrawalFailed(
    ctx.db,
    cliAuditBy(ctx.operator),
    ctx.operator,
    orderNo,
    reason,
  );
  ctx.out(
    `failed ${order.orderNo}: ${money(order.amount)} returned to user ${order.userId}'s coin`,
  );
  return order;
};

export const ledgerCommand = async (ctx: OpsContext, userId: number, limit = 20) => {
  const b = await balances(ctx.db, userId);
  ctx.out(
    `user ${userId}  coin ${money(b.coin)}  safebox ${money(b.safebox)}  withdrawal hold ${money(
      b.withdrawHold,
    )}  wagering to go ${money(b.wagering)}`,
  );
  const { list, counted } = await movements(ctx.db, userId, {
    limit,
    offset: 0,
    countCap: LIST_TOTAL_CAP,
  });
  const total = counted > LIST_TOTAL_CAP ? `over ${LIST_TOTAL_CAP}` : String(counted);
  ctx.out(`last ${list.length} of ${total} coin movements:`);
  for (const m of list) {
    const ref = typeof m.memo?.ref === 'string' ? `  ${m.memo.ref}` : '';
    const safebox = m.safeboxAmount ? `  safebox ${money(m.safeboxAmount)}` : '';
    ctx.out(
      `  #${m.transferId}  ${time(m.createdAt)}  ${m.kind}  ${money(m.coinAmount)}  → ${money(
        m.coinAfter,
      )}${safebox}${ref}`,
    );
  }
  const orders = await findOrders(ctx.db, { userId, limit: 10, newestFirst: true });
  ctx.out(`last ${orders.length} withdrawals:`);
  for (const o of orders) ctx.out(`  ${orderLine(o)}`);
  return { balances: b, movements: list, withdrawals: orders };
};

const providerSettings = (ctx: OpsContext, db: Db = ctx.db) => ({
  settings: new SettingsService(db, { ttlMs: 0 }),
  schema: gameProvidersSetting(ctx.defaultProviders ?? []),
});

/**
 * Replaces the providers list with what `next` makes of the one in force, and writes its audit
 * entry (the list before and after) in the same transaction.
 */
const auditedProvidersChange = (
  ctx: OpsContext,
  action: string,
  target: string,
  next: (providers: readonly GameProvider[]) => readonly GameProvider[],
) =>
  auditedChange(ctx.db, cliAuditBy(ctx.operator), async (trx) => {
    const { settings, schema } = providerSettings(ctx, trx);
    const { providers } = await settings.get(GAME_PROVIDERS_KEY, schema);
    const after = next(providers);
    await settings.set(GAME_PROVIDERS_KEY, schema, { providers: [...after] });
    return {
      result: after,
      audit: { action, target, before: { providers }, after: { providers: after } },
    };
  });

const providerLine = (p: GameProvider) =>
  [
    p.code,
    p.enabled ? 'on' : 'off',
    `demo ${p.demoPlay ? 'yes' : 'no'}`,
    p.currency,
    p.launchUrl,
    p.healthUrl ? `health ${p.healthUrl}` : '',
  ]
    .filter(Boolean)
    .join('  ');

export const promotionsCommand = async (ctx: OpsContext) => {
  const [spent, totals] = await Promise.all([promotionsSpent(ctx.db), grantTotals(ctx.db)]);
  const activities = [
    ...new Set([...spent.map((s) => s.activity), ...totals.map((t) => t.activity)]),
  ].sort();
  if (activities.length === 0) ctx.out('no rewards granted yet');
  for (const activity of activities) {
    const cost = spent.find((s) => s.activity === activity)?.spent ?? 0;
    const states = totals
      .filter((t) => t.activity === activity)
      .map((t) => `${t.status} ${t.grants} (${money(Number(t.coin))})`)
      .join('  ');
    ctx.out(`${activity}  cost ${money(cost)}  ${states}`);
  }
  return activities;
};

const awardOf = (text: string): Award => {
  const match = /^(\d{1,6}):(\d{1,12})$/.exec(text);
  const award = match ? { propId: Number(match[1]), count: Number(match[2]) } : null;
  if (!award || award.propId < 1 || award.count < 1)
    throw new UsageError(`--award ${text}: expected <propId>:<count>, e.g. 1001:1`);
  return award;
};

/**
 * Grants a reward to a player (npm run ops -- rewards grant): the grant waits in their bonus
 * centre, under the activity's tab, until they claim it. Answers the grant's id, null when one
 * of that key existed.
 */
export const grantCommand = async (
  ctx: OpsContext,
  grant: { userId: number; activity: string; awards: Award[]; key: string; expiresDays: number },
) => {
  if (grant.awards.length === 0)
    throw new UsageError('rewards grant needs --award <propId>:<count>');
  const settings = new SettingsService(ctx.db);
  const rules = await settings.get(REWARDS_RULES_KEY, RewardsRules);
  for (const { propId } of grant.awards) {
    const coupon = couponKindOf(propId) !== null;
    if (coupon && !rules.coupons[String(propId)])
      throw new UsageError(`coupon ${propId} is not defined in the rewards setting's coupons`);
    const plain = [PropId.Coin, PropId.Points, PropId.DrawChance] as number[];
    if (!coupon && !plain.includes(propId))
      throw new UsageError(
        `prop ${propId} cannot be granted (coin 2001, points 2002, coupons, draw chances 50000)`,
      );
  }
  const player = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', grant.userId)
    .executeTakeFirst();
  if (!player) throw new UsageError(`no player ${grant.userId}`);
  const id = await auditedChange(ctx.db, cliAuditBy(ctx.operator), async (trx) => {
    const now = await new AppClock(trx).now();
    const expiresAt = daysAfter(now, grant.expiresDays);
    const made = await makeGrant(trx, settings, {
      userId: grant.userId,
      activity: grant.activity,
      key: grant.key,
      awards: grant.awards,
      expiresAt,
    });
    return {
      result: made,
      // A grant of that key existed: nothing changed, nothing to record.
      audit:
        made === null
          ? null
          : {
              action: 'rewards.grant',
              target: `user:${grant.userId}`,
              after: {
                grantId: made,
                activity: grant.activity,
                key: grant.key,
                awards: grant.awards,
                expiresAt,
              },
            },
    };
  });
  const awards = grant.awards.map((a) => `${a.propId}×${a.count}`).join(' ');
  ctx.out(
    id === null
      ? `player ${grant.userId} already has the ${grant.activity} reward ${grant.key}: nothing granted`
      : `granted ${grant.activity} reward ${id} (${awards}) to player ${grant.userId}: it waits in their bonus centre`,
  );
  return id;
};

const DAY_MS = 86_400_000;

/**
 * A time of the command line: an ISO date (`2026-12-24`, UTC midnight; with `endOfDay` the
 * next midnight, so the day is included) or an ISO date-time with its zone.
 */
const timeOf = (value: string | undefined, name: string, endOfDay = false) => {
  if (value === undefined) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = dateOnly
    ? Date.parse(`${value}T00:00:00Z`)
    : /^\d{4}-\d{2}-\d{2}T/.test(value)
      ? Date.parse(value)
      : Number.NaN;
  if (Number.isNaN(time))
    throw new UsageError(`${name} ${value}: expected a date (2026-12-24) or an ISO date-time`);
  return new Date(dateOnly && endOfDay ? time + DAY_MS : time);
};

const levelOf = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d{1,3}$/.test(value) || n > 100)
    throw new UsageError(`${name} must be a VIP level from 0 to 100`);
  return n;
};

const segmentText = (segment: {
  vipMin: number | null;
  vipMax: number | null;
  registeredFrom: Date | null;
  registeredTo: Date | null;
  deposited: boolean | null;
}) =>
  [
    segment.vipMin !== null || segment.vipMax !== null
      ? `vip ${segment.vipMin ?? 0}–${segment.vipMax ?? 'any'}`
      : '',
    segment.registeredFrom ? `registered from ${time(segment.registeredFrom)}` : '',
    segment.registeredTo ? `registered before ${time(segment.registeredTo)}` : '',
    segment.deposited === null ? '' : segment.deposited ? 'deposited' : 'never deposited',
  ]
    .filter(Boolean)
    .join(', ') || 'everyone';

/**
 * Stores a broadcast (npm run ops -- mail broadcast): once, whatever the number of players; each
 * matching player's copy is made when they open their mail. Answers its id.
 */
export const mailBroadcastCommand = async (
  ctx: OpsContext,
  input: {
    title: string;
    body: string;
    awards: Award[];
    segment: BroadcastSegment;
    startsAt: Date | undefined;
    expiresAt: Date | undefined;
    expiresDays: number;
    openToNewPlayers: boolean;
  },
) => {
  const startsAt = input.startsAt ?? (await new AppClock(ctx.db).now());
  try {
    const made = await storeBroadcast(
      ctx.db,
      cliAuditBy(ctx.operator),
      {
        title: input.title,
        body: input.body,
        awards: input.awards,
        segment: input.segment,
        startsAt,
        expiresAt: input.expiresAt ?? daysAfter(startsAt, input.expiresDays),
        openToNewPlayers: input.openToNewPlayers,
      },
      ctx.operator,
    );
    const awards = input.awards.map((a) => `${a.propId}×${a.count}`).join(' ');
    ctx.out(
      `stored broadcast ${made.id} to ${segmentText({
        vipMin: made.segment.vipMin ?? null,
        vipMax: made.segment.vipMax ?? null,
        registeredFrom: made.segment.registeredFrom ?? null,
        registeredTo: made.segment.registeredTo ?? null,
        deposited: made.segment.deposited ?? null,
      })}${awards ? ` with ${awards}` : ''}, from ${time(made.startsAt)} until ${time(made.expiresAt)}: ` +
        'each player gets it when they open their mail',
    );
    return made.id;
  } catch (error) {
    if (error instanceof BroadcastInvalid) throw new UsageError(`broadcast: ${error.message}`);
    throw error;
  }
};

export const mailBroadcastsCommand = async (ctx: OpsContext, limit: number) => {
  const broadcasts = await listBroadcasts(ctx.db, limit);
  if (broadcasts.length === 0) ctx.out('no broadcasts');
  for (const b of broadcasts) {
    const awards = (b.awards ?? []).map((a) => `${a.propId}×${a.count}`).join(' ');
    ctx.out(
      [
        `${b.id}  ${b.title}`,
        `${time(b.startsAt)} → ${time(b.expiresAt)}${b.state === 'cancelled' ? ' cancelled' : ''}`,
        b.userId === null ? segmentText(b.segment) : `player ${b.userId}`,
        awards ? `awards ${awards}` : 'no attachment',
        `copies ${b.copies}  claimed ${b.claimed}`,
      ].join('  '),
    );
  }
  return broadcasts;
};

export const providersListCommand = async (ctx: OpsContext) => {
  const { settings, schema } = providerSettings(ctx);
  const { providers } = await settings.get(GAME_PROVIDERS_KEY, schema);
  if (providers.length === 0) ctx.out('no game providers');
  for (const provider of providers) ctx.out(providerLine(provider));
  return providers;
};

export const providerSwitchCommand = async (ctx: OpsContext, code: string, enabled: boolean) => {
  await auditedProvidersChange(
    ctx,
    enabled ? 'providers.enable' : 'providers.disable',
    `provider:${code}`,
    (providers) => {
      if (!providers.some((p) => p.code === code))
        throw new UsageError(`no provider ${code} (see: providers list)`);
      return providers.map((p) => (p.code === code ? { ...p, enabled } : p));
    },
  );
  ctx.out(
    `${code} ${enabled ? 'enabled: its games are in the lobby' : 'disabled: its games left the lobby'}`,
  );
};

export const providersSetCommand = async (ctx: OpsContext, file: string) => {
  const { schema } = providerSettings(ctx);
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(document);
  if (!parsed.success) throw new UsageError(`${file}: ${z.prettifyError(parsed.error)}`);
  await auditedProvidersChange(
    ctx,
    'providers.set',
    `setting:${GAME_PROVIDERS_KEY}`,
    () => parsed.data.providers,
  );
  ctx.out(`saved ${parsed.data.providers.length} game providers`);
  for (const provider of parsed.data.providers) ctx.out(providerLine(provider));
};

/** Runs one command line (without the program name); answers the exit code. */
export const runOps = async (ctx: OpsContext, argv: readonly string[]): Promise<number> => {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        user: { type: 'string' },
        limit: { type: 'string' },
        reason: { type: 'string' },
        reference: { type: 'string' },
        activity: { type: 'string' },
        award: { type: 'string', multiple: true },
        key: { type: 'string' },
        'expires-days': { type: 'string' },
        title: { type: 'string' },
        body: { type: 'string' },
        starts: { type: 'string' },
        expires: { type: 'string' },
        'vip-min': { type: 'string' },
        'vip-max': { type: 'string' },
        'registered-from': { type: 'string' },
        'registered-to': { type: 'string' },
        deposited: { type: 'string' },
        'new-players': { type: 'boolean' },
        by: { type: 'string' },
        force: { type: 'boolean' },
        close: { type: 'boolean' },
        role: { type: 'string' },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        actor: { type: 'string' },
        action: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const operator = values.by ?? ctx.operator;
    const run = { ...ctx, operator };
    const [command, action, arg] = positionals;
    if (values.help || command === undefined || command === 'help') {
      ctx.out(USAGE);
      return command === undefined && !values.help ? 2 : 0;
    }
    if (command === 'withdrawals' && action === 'list') {
      await listCommand(run, {
        status: values.status,
        userId: values.user === undefined ? undefined : positiveInt(values.user, '--user', 0),
        limit: positiveInt(values.limit, '--limit', 100),
      });
      return 0;
    }
    if (command === 'withdrawals' && action === 'approve' && arg) {
      await approveCommand(run, arg);
      return 0;
    }
    if (command === 'withdrawals' && action === 'reject' && arg) {
      await rejectCommand(run, arg, values.reason ?? null);
      return 0;
    }
    if (command === 'withdrawals' && action === 'mark-paid' && arg) {
      const reference = values.reference?.trim();
      if (!reference) throw new UsageError('mark-paid needs --reference <bank reference>');
      await markPaidCommand(run, arg, reference);
      return 0;
    }
    if (command === 'withdrawals' && action === 'mark-failed' && arg) {
      const reason = values.reason?.trim();
      if (!reason) throw new UsageError('mark-failed needs --reason <text>');
      await markFailedCommand(run, arg, reason);
      return 0;
    }
    if (command === 'promotions' && action === undefined) {
      await promotionsCommand(run);
      return 0;
    }
    if (command === 'rewards' && action === 'grant' && arg) {
      const activity = values.activity?.trim() ?? '';
      if (!/^[a-z0-9-]{1,32}$/.test(activity))
        throw new UsageError('rewards grant needs --activity <name> (a-z, 0-9, -; up to 32)');
      await grantCommand(run, {
        userId: positiveInt(arg, 'userId', 0),
        activity,
        awards: (values.award ?? []).map(awardOf),
        key: values.key ?? `ops:${new Date().toISOString()}`,
        expiresDays: positiveInt(values['expires-days'], '--expires-days', 7),
      });
      return 0;
    }
    if (command === 'mail' && action === 'broadcast' && arg === undefined) {
      const title = values.title?.trim();
      const body = values.body?.trim();
      if (!title || !body) throw new UsageError('mail broadcast needs --title and --body');
      const deposited = values.deposited;
      if (deposited !== undefined && deposited !== 'yes' && deposited !== 'no')
        throw new UsageError('--deposited is yes or no');
      await mailBroadcastCommand(run, {
        title,
        body,
        awards: (values.award ?? []).map(awardOf),
        segment: {
          vipMin: levelOf(values['vip-min'], '--vip-min'),
          vipMax: levelOf(values['vip-max'], '--vip-max'),
          registeredFrom: timeOf(values['registered-from'], '--registered-from'),
          registeredTo: timeOf(values['registered-to'], '--registered-to', true),
          deposited: deposited === undefined ? undefined : deposited === 'yes',
        },
        startsAt: timeOf(values.starts, '--starts'),
        expiresAt: timeOf(values.expires, '--expires'),
        expiresDays: positiveInt(values['expires-days'], '--expires-days', 7),
        openToNewPlayers: values['new-players'] === true,
      });
      return 0;
    }
    if (command === 'mail' && action === 'broadcasts' && arg === undefined) {
      await mailBroadcastsCommand(run, positiveInt(values.limit, '--limit', 20));
      return 0;
    }
    if (command === 'providers' && action === 'list') {
      await providersListCommand(run);
      return 0;
    }
    if (command === 'providers' && (action === 'enable' || action === 'disable') && arg) {
      await providerSwitchCommand(run, arg, action === 'enable');
      return 0;
    }
    if (command === 'providers' && action === 'set' && arg) {
      await providersSetCommand(run, arg);
      return 0;
    }
    if (command === 'feedback') {
      const id = arg === undefined ? undefined : positiveInt(arg, 'id', 0);
      if (action === 'list') {
        const status = FeedbackStatus.safeParse(values.status ?? 'open');
        if (!status.success) throw new UsageError(`unknown status ${values.status}`);
        await feedbackListCommand(run, {
          status: values.status === undefined ? undefined : status.data,
          limit: positiveInt(values.limit, '--limit', 100),
        });
        return 0;
      }
      if (action === 'show' && id) {
        await feedbackShowCommand(run, id);
        return 0;
      }
      if (action === 'reply' && id) {
        const text = positionals.slice(3).join(' ').trim();
        if (!text) throw new UsageError('feedback reply needs <id> <text>');
        await feedbackReplyCommand(run, id, text, values.close === true);
        return 0;
      }
      if (action === 'close' && id) {
        await feedbackCloseCommand(run, id);
        return 0;
      }
    }
    if (command === 'staff' && action === 'create' && arg) {
      if (!isStaffRole(values.role))
        throw new UsageError('staff create needs --role admin|finance|support|marketing|auditor');
      if (values['password-stdin'] && !ctx.readLine)
        throw new UsageError('--password-stdin: no standard input here');
      const password = values['password-stdin'] ? (await ctx.readLine!()).trim() : undefined;
      try {
        await staffCreateCommand(run, {
          email: arg,
          role: values.role,
          name: values.name,
          password,
        });
      } catch (error) {
        if (error instanceof Error && /^a staff/.test(error.message)) {
          ctx.out(`refused: ${error.message}`);
          return 1;
        }
        throw error;
      }
      return 0;
    }
    if (command === 'staff' && action === 'list') {
      await staffListCommand(run);
      return 0;
    }
    if (command === 'staff' && action === 'reset-totp' && arg)
      return (await staffResetTotpCommand(run, arg)) ? 0 : 1;
    if (command === 'staff' && action === 'disable' && arg)
      return (await staffDisableCommand(run, arg)) ? 0 : 1;
    if (command === 'audit' && action === 'list' && arg === undefined) {
      await auditListCommand(run, {
        limit: positiveInt(values.limit, '--limit', 50),
        actor: values.actor,
        action: values.action,
      });
      return 0;
    }
    if (command === 'audit' && action === 'verify' && arg === undefined)
      return auditVerifyCommand(run);
    if (command === 'ledger' && action) {
      await ledgerCommand(
        run,
        positiveInt(action, 'userId', 0),
        positiveInt(values.limit, '--limit', 20),
      );
      return 0;
    }
    throw new UsageError(`unknown command: ${positionals.join(' ')}`);
  } catch (error) {
    if (isAppError(error)) {
      const status = (error.details as { status?: string | null } | undefined)?.status;
      ctx.out(`refused: ${errorCatalogue[error.code].msg}${status ? ` (status: ${status})` : ''}`);
      return 1;
    }
    const code = (error as { code?: unknown }).code;
    if (
      error instanceof UsageError ||
      (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
    ) {
      ctx.out(`error: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
};
