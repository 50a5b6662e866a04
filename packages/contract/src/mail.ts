import { z } from 'zod';
import { bodyOf, RequestId } from './common';
import { CursorPageRequest, cursorPageOf } from './pagination';
import { AwardItem, awardItemFields, MoneySummary } from './rewards';
import { withRewardUnit } from './reward-unit';

/**
 * Mail (docs/rewards/mail.md): system mails from the outbox's events and operator broadcasts,
 * newest first; an attachment is an award list claimed once through the rewards engine.
 */

const EpochSeconds = z.number().int();

/**
 * The system mails. The server stores a template and its params, never prose: the app words
 * each from its own en-US strings. Amounts are hundredths.
 */
export const MailTemplateValue = z.enum([
  /** `{}` */
  'welcome',
  /** `{ orderNo, amount, bonus }` */
  'depositPaid',
  /** `{ orderNo, amount, fee }`: `amount` was requested, `amount − fee` sent. */
  'withdrawalPaid',
  /** `{ orderNo, amount, reason }`: the amount is back in the balance; `reason` may be ''. */
  'withdrawalRefused',
  /** `{ level, bonus }`: the level reached and the level-up bonus waiting in the bonus centre. */
  'vipLevelUp',
  /** `{ board: 'day' | 'week', period, rank, coin, points }`: the prize waits in the bonus centre. */
  'rankPrize',
]);
export type MailTemplateValue = z.infer<typeof MailTemplateValue>;

/** An attachment's state: none, to claim, claimed, or past its expiry unclaimed. */
export const MailAttachmentValue = z.enum(['none', 'unclaimed', 'claimed', 'expired']);
export type MailAttachmentValue = z.infer<typeof MailAttachmentValue>;

/**
 * An attachment's award as stored: a read answers whatever count was stored (a row written
 * before the console's bound, or by hand, may hold one past 2^53, which reads rounded) rather
 * than failing its answer with a 500. New attachments are bounded where they are written
 * (MAIL_AWARD_COUNT_MAX, console-mail.ts).
 */
const StoredAwardItem = withRewardUnit({ ...awardItemFields, count: z.number().positive() });

export const MailItem = z.object({
  id: z.number().int(),
  /** `system`: worded by the app from `template` and `params`; `broadcast`: the operator's `title`. */
  kind: z.enum(['system', 'broadcast']),
  template: MailTemplateValue.nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** A broadcast's title, as the operator wrote it (null for a system mail). */
  title: z.string().nullable(),
  /** The attachment's awards (empty: none). */
  awards: z.array(StoredAwardItem),
  attachment: MailAttachmentValue,
  read: z.boolean(),
  sentAt: EpochSeconds,
  /** Null: it does not expire. Past it, an attachment can no longer be claimed. */
  expiresAt: EpochSeconds.nullable(),
  claimedAt: EpochSeconds.nullable(),
});
export type MailItem = z.infer<typeof MailItem>;

export const GetMail2Request = bodyOf({ ...CursorPageRequest.shape });
/** The inbox, newest first, and how many mails are unread and how many have an attachment to claim. */
export const GetMail2Answer = cursorPageOf(MailItem).extend({
  unread: z.number().int().min(0),
  unclaimed: z.number().int().min(0),
});
export type GetMail2Answer = z.infer<typeof GetMail2Answer>;

export const GetMailDetailRequest = bodyOf({ id: RequestId });
/** A mail, marked read: with its body (a broadcast's text; null for a system mail). */
export const GetMailDetailAnswer = MailItem.extend({ body: z.string().nullable() });
export type GetMailDetailAnswer = z.infer<typeof GetMailDetailAnswer>;

/** The most mails one call names. */
export const MAIL_IDS_MAX = 100;
const MailIds = z.array(RequestId).min(1).max(MAIL_IDS_MAX);

/**
 * One mail's attachment (`id`: a refusal is the call's errcode), several (`ids`) or every one
 * that can be claimed now (`all`): refusals of those are answered in `refused`.
 */
export const ReceiveMailRequest = bodyOf({
  id: RequestId.optional(),
  ids: MailIds.optional(),
  all: z.literal(true).optional(),
}).refine((body) => [body.id, body.ids, body.all].filter((v) => v !== undefined).length === 1, {
  message: 'name one of id, ids or all',
});
export const ReceiveMailAnswer = z.object({
  /** The mails whose attachment this call paid (a repeat of a paid one answers it again). */
  claimed: z.array(z.number().int()),
  /** What they paid, one line per prop, for the reward modal. */
  awards: z.array(AwardItem),
  /** Mails left unpaid: their errcode (expired, budget spent …). */
  refused: z.array(z.object({ id: z.number().int(), errcode: z.number().int() })),
  money: MoneySummary,
});
export type ReceiveMailAnswer = z.infer<typeof ReceiveMailAnswer>;

/**
 * Deletes mails. A mail whose attachment can still be claimed is not deleted unless
 * `claimFirst`: without it the call is refused (1514, `data.ids`) and deletes nothing; with it
 * the attachment is claimed, then the mail deleted.
 */
export const DelMailRequest = bodyOf({
  ids: MailIds,
  claimFirst: z.boolean().default(false),
});
export const DelMailAnswer = ReceiveMailAnswer.extend({
  /** The mails deleted (a mail deleted before is answered again). */
  deleted: z.array(z.number().int()),
});
export type DelMailAnswer = z.infer<typeof DelMailAnswer>;
