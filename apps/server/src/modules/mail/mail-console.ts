import type { MailSegment } from '@lobby/contract/console-mail';
import type { AppClock } from '@/db/app-clock';
import { AppError, ErrorCode } from '@/core/app-error';
import { daysAfter } from '@/core/days';
import type { Db } from '@/db/database';
import type { ConsoleRoutes } from '@/core/console-routes';
import { playersByRef } from '../accounts/accounts.reads';
import { staffAuditBy } from '../audit/audit-by';
import type { SettingsService } from '../settings/settings.service';
import type { StaffFourEyes } from '../staff/staff-four-eyes';
import {
  cancelBroadcast,
  decideBroadcast,
  sendToPlayer,
  storeBroadcast,
} from './broadcast-changes';
import { AttachmentOverCap, BroadcastInvalid, countSegment, listBroadcasts } from './broadcasts';
import type { SegmentFacts } from './mail.repo';
import { MAIL_KEY, MailRules } from './mail.settings';

/** How long a mail to one player stays when the composer gives no expiry. */
const SEND_DAYS = 30;

const dateOf = (seconds: number | undefined) =>
  seconds === undefined ? undefined : new Date(seconds * 1000);
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null) => (date === null ? null : secondsOf(date));

const segmentOf = (s: MailSegment) => ({
  vipMin: s.vipMin,
  vipMax: s.vipMax,
  registeredFrom: dateOf(s.registeredFrom),
  registeredTo: dateOf(s.registeredTo),
  deposited: s.deposited,
});

/** A broadcast's own refusal (BroadcastInvalid) as the console's envelope says it, in words. */
const refusing = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AttachmentOverCap)
      throw new AppError(ErrorCode.MAIL_ATTACHMENT_OVER_CAP, {
        coin: error.coin,
        cap: error.cap,
      });
    if (error instanceof BroadcastInvalid)
      throw new AppError(ErrorCode.MAIL_BROADCAST_INVALID, { reason: error.message });
    throw error;
  }
};

/**
 * The one player a reference names (id, phone or account name), or the refusal saying none or
 * several do, with the reference given.
 */
const playerOf = async (db: Db, ref: string) => {
  const ids = await playersByRef(db, ref);
  if (ids.length === 0) throw new AppError(ErrorCode.MAIL_PLAYER_NOT_FOUND, { player: ref });
  if (ids.length > 1) throw new AppError(ErrorCode.MAIL_PLAYER_AMBIGUOUS, { player: ref });
  return ids[0]!;
};

type Listed = Awaited<ReturnType<typeof listBroadcasts>>[number];

const itemOf = (b: Listed) => ({
  id: b.id,
  title: b.title,
  body: b.body,
  awards: b.awards ?? [],
  segment: {
    vipMin: b.segment.vipMin,
    vipMax: b.segment.vipMax,
    registeredFrom: secondsOrNull(b.segment.registeredFrom),
    registeredTo: secondsOrNull(b.segment.registeredTo),
    deposited: b.segment.deposited,
  },
  userId: b.userId,
  startsAt: secondsOf(b.startsAt),
  expiresAt: secondsOf(b.expiresAt),
  createdBy: b.createdBy,
  createdAt: secondsOf(b.createdAt),
  cancelledAt: secondsOrNull(b.cancelledAt),
  state: b.state,
  requestedBy: b.requestedBy,
  coinTotal: b.coinTotal,
  decidedBy: b.decidedBy,
  refuseReason: b.refuseReason,
  copies: b.copies,
  claimed: b.claimed,
});

/**
 * The console's mail composer (docs/console.md "Mail composer"): the CLI's broadcast, checked
 * and audited by the same code (to a segment, or to one player named by id, phone or account
 * name, under the same four eyes), a cancel before the start, a mail to one player without
 * attachment (support's tool: granting coin is the broadcasts' and rewards' permission), a
 * segment's reach, and the four eyes on a broadcast past its sender's budget (the pending ones,
 * a second member's approval or refusal).
 */
export const mailConsoleRoutes = (deps: {
  db: Db;
  facts: SegmentFacts;
  clock: AppClock;
  settings: Pick<SettingsService, 'get'>;
  /** Who may approve whose mail (the staff module's rule of four eyes between people). */
  fourEyes: Pick<StaffFourEyes, 'requireMayApprove'>;
}): ConsoleRoutes => {
  const one = async (id: number) => {
    const [found] = await listBroadcasts(deps.db, 1, { id });
    if (!found) throw new AppError(ErrorCode.MAIL_BROADCAST_NOT_FOUND);
    return itemOf(found);
  };
  return {
    mailBroadcastCreate: async (input, ctx) => {
      const by = staffAuditBy(ctx);
      const userId = input.player === undefined ? null : await playerOf(deps.db, input.player);
      const made = await refusing(() =>
        storeBroadcast(
          deps.db,
          by,
          {
            title: input.title,
            body: input.body,
            awards: input.awards,
            segment: segmentOf(input.segment),
            startsAt: dateOf(input.startsAt),
            expiresAt: new Date(input.expiresAt * 1000),
            openToNewPlayers: input.openToNewPlayers,
          },
          by.actor.name,
          deps.facts,
          userId,
        ),
      );
      return one(made.id);
    },
    mailBroadcasts: async ({ limit }) => ({
      list: (await listBroadcasts(deps.db, limit)).map(itemOf),
      attachmentCap: (await deps.settings.get(MAIL_KEY, MailRules)).attachmentCap,
    }),
    mailPending: async ({ limit }) => ({
      list: (await listBroadcasts(deps.db, limit, { pending: true })).map(itemOf),
    }),
    mailApprove: async ({ id }, ctx) => {
      await decideBroadcast(
        deps.db,
        staffAuditBy(ctx),
        id,
        { approval: 'approved' },
        deps.fourEyes,
      );
      return one(id);
    },
    mailRefuse: async ({ id, reason }, ctx) => {
      await decideBroadcast(
        deps.db,
        staffAuditBy(ctx),
        id,
        { approval: 'refused', reason },
        deps.fourEyes,
      );
      return one(id);
    },
    mailBroadcastCancel: async ({ id }, ctx) => {
      const by = staffAuditBy(ctx);
      const refused = await cancelBroadcast(deps.db, by, id, by.actor.name);
      if (refused === 'notFound') throw new AppError(ErrorCode.MAIL_BROADCAST_NOT_FOUND);
      if (refused === 'started') throw new AppError(ErrorCode.MAIL_BROADCAST_STARTED);
      return one(id);
    },
    mailSegmentCount: async (input) => ({
      players: await refusing(() =>
        countSegment(deps.db, deps.facts, {
          segment: segmentOf(input.segment),
          withAwards: input.withAwards,
          openToNewPlayers: input.openToNewPlayers,
        }),
      ),
    }),
    mailSend: async (input, ctx) => {
      const by = staffAuditBy(ctx);
      const now = await deps.clock.now();
      const id = await refusing(() =>
        sendToPlayer(
          deps.db,
          by,
          {
            userId: input.userId,
            title: input.title,
            body: input.body,
            expiresAt: dateOf(input.expiresAt) ?? daysAfter(now, SEND_DAYS),
          },
          by.actor.name,
        ),
      );
      if (id === null) throw new AppError(ErrorCode.PLAYER_NOT_FOUND);
      return { id };
    },
  };
};
