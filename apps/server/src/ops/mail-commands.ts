import { AppClock } from '../db/app-clock';
import { daysAfter } from '../core/days';
import { cliAuditBy } from '../modules/audit/audit-by';
import { storeBroadcast } from '../modules/mail/broadcast-changes';
import { segmentFacts } from '../modules/mail/segment-facts';
import {
  BroadcastInvalid,
  listBroadcasts,
  type BroadcastSegment,
} from '../modules/mail/broadcasts';
import type { Award } from '../modules/rewards/awards';
import { awardOf, levelOf, positiveInt, timeOf } from './ops-arguments';
import { UsageError, type OpsCommandGroup, type OpsContext } from './ops-command';
import { time } from './ops-format';

/** The mail commands of the ops CLI: broadcasts to every player or to a segment. */

const USAGE = `  mail broadcast --title <text> --body <text> [--award <propId>:<count> …]
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
      copies made and attachments claimed.`;

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
      segmentFacts,
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

export const mailCommands: OpsCommandGroup = {
  usage: USAGE,
  commands: [
    {
      matches: (words) => words[0] === 'mail' && words[1] === 'broadcast' && words[2] === undefined,
      run: async (ctx, { values }) => {
        const title = values.title?.trim();
        const body = values.body?.trim();
        if (!title || !body) throw new UsageError('mail broadcast needs --title and --body');
        const deposited = values.deposited;
        if (deposited !== undefined && deposited !== 'yes' && deposited !== 'no')
          throw new UsageError('--deposited is yes or no');
        await mailBroadcastCommand(ctx, {
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
      },
    },
    {
      matches: (words) =>
        words[0] === 'mail' && words[1] === 'broadcasts' && words[2] === undefined,
      run: async (ctx, { values }) => {
        await mailBroadcastsCommand(ctx, positiveInt(values.limit, '--limit', 20));
        return 0;
      },
    },
  ],
};
