import { MAIL_AWARD_COUNT_MAX } from '@lobby/contract/console-mail';
import type { CursorPageRequest } from '@lobby/contract/pagination';
import { cursorPageAnswer } from '@lobby/contract/pagination';
import { AppError, ErrorCode, isAppError } from '@/core/app-error';
import type { Db } from '@/db/database';
import { keysetWindow } from '@/core/keyset-paging';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { Award } from '../rewards/awards';
import type { BonusCentre } from '../rewards/bonus-centre';
import type { ClaimAnswer, ClaimTerms, GrantsService } from '../rewards/grants.service';
import type { SettingsService } from '../settings/settings.service';
import { createBroadcast, type NewBroadcast } from './broadcasts';
import {
  claimableMailIds,
  copyBroadcasts,
  deleteMails,
  flagRows,
  inboxPage,
  lockMail,
  mailStates,
  markClaimed,
  openMail,
  type SegmentFacts,
} from './mail.repo';

/** The rewards activity of mail attachments: its budget, cap and cost (`npm run ops -- promotions`). */
export const MAIL_ACTIVITY = 'mail';
/** The most attachments one "claim all" pays (the rest wait for the next). */
const CLAIM_ALL_MAX = 100;

/** Awards added up per prop, in the order the props first appear. */
const summed = (awards: readonly Award[]) => {
  const byProp = new Map<number, number>();
  for (const a of awards) byProp.set(a.propId, (byProp.get(a.propId) ?? 0) + a.count);
  return [...byProp].map(([propId, count]) => ({ propId, count }));
};

/**
 * The inbox (docs/rewards/mail.md): system mails the engine's rule writes, and operator
 * broadcasts stored once and copied to a player when they first open the inbox while it is live
 * and they match its segment (ADR 0036). An attachment is a grant of the rewards engine, made and
 * claimed with the mail's row locked, so it pays once however many claims race.
 */
export class MailService {
  constructor(
    private readonly deps: {
      db: Db;
      settings: SettingsService;
      grants: GrantsService;
      centre: BonusCentre;
      facts: SegmentFacts;
    },
  ) {}

  /** The inbox, newest first: the broadcasts the player matches copied to it first. */
  async inbox(userId: number, request: CursorPageRequest) {
    const window = keysetWindow(request);
    await copyBroadcasts(this.deps.db, userId, this.deps.facts);
    const page = await inboxPage(this.deps.db, userId, window);
    return {
      ...cursorPageAnswer(page.list, page.counted, request, (item) => String(item.id)),
      unread: page.unread,
      unclaimed: page.unclaimed,
    };
  }

  /** A mail with its body, marked read. */
  async detail(userId: number, id: number) {
    const mail = await openMail(this.deps.db, userId, id);
    if (!mail) throw new AppError(ErrorCode.MAIL_NOT_FOUND);
    return mail;
  }

  /**
   * Claims one mail's attachment (`id`: a refusal is the call's), several (`ids`) or every one
   * claimable now (`all`), each in a transaction of its own: a refusal of one of several leaves
   * the others paid and is answered in `refused`.
   */
  async receive(
    userId: number,
    input: { id?: number | undefined; ids?: readonly number[] | undefined; all?: boolean },
  ) {
    const outcome =
      input.id !== undefined
        ? await this.claimEach(userId, [input.id], true)
        : await this.claimEach(userId, input.ids ?? (await this.claimableIds(userId)), false);
    return { ...outcome, money: await this.deps.centre.money(userId) };
  }

  private async claimableIds(userId: number) {
    // A broadcast the player has not opened yet is claimable too.
    await copyBroadcasts(this.deps.db, userId, this.deps.facts);
    return claimableMailIds(this.deps.db, userId, CLAIM_ALL_MAX);
  }

  private async claimEach(userId: number, ids: readonly number[], byId: boolean) {
    const terms = await this.deps.grants.claimTerms();
    const claimed: number[] = [];
    const awards: Award[] = [];
    const refused: { id: number; errcode: number }[] = [];
    for (const id of new Set(ids)) {
      try {
        const answer = await this.claim(userId, id, terms);
        claimed.push(id);
        awards.push(...answer.awards);
      } catch (error) {
        if (!isAppError(error) || byId) throw error;
        refused.push({ id, errcode: error.code });
      }
    }
    return { claimed, awards: summed(awards), refused };
  }

  /**
   * One attachment, in one transaction with the mail's row locked: granted under the mail's
   * source key (activity `mail`), claimed, and the mail marked claimed; one past the attachments'
   * bound is refused (REWARD_PLAYER_CAP). A repeat, or a claim
   * that waited for the lock, finds the mail claimed and answers its grant's first answer.
   */
  private claim(userId: number, id: number, terms: ClaimTerms): Promise<ClaimAnswer> {
    return withTransactionRetry(this.deps.db, async (trx) => {
      const mail = await lockMail(trx, userId, id);
      if (!mail) throw new AppError(ErrorCode.MAIL_NOT_FOUND);
      if (mail.awards === null) throw new AppError(ErrorCode.MAIL_NO_ATTACHMENT);
      if (mail.grantId !== null) return this.deps.grants.claimIn(trx, userId, mail.grantId, terms);
      if (mail.expired) throw new AppError(ErrorCode.MAIL_EXPIRED);
      // A count past the bound every attachment is written within (a row written before it, or
      // by hand) is more than any claim pays: refused as a cap, and it stays unclaimed.
      if (mail.awards.some((a) => !(a.count <= MAIL_AWARD_COUNT_MAX)))
        throw new AppError(ErrorCode.REWARD_PLAYER_CAP);
      const grantId = await this.deps.grants.grantOrFind(trx, {
        userId,
        activity: MAIL_ACTIVITY,
        key: mail.sourceKey,
        awards: mail.awards,
        expiresAt: mail.expiresAt,
      });
      const answer = await this.deps.grants.claimIn(trx, userId, grantId, terms);
      await markClaimed(trx, id, grantId);
      return answer;
    });
  }

  /**
   * Deletes the player's mails. A mail whose attachment can still be claimed is never deleted
   * unclaimed: without `claimFirst` the call is refused (MAIL_UNCLAIMED, `data.ids`) and deletes
   * nothing; with it each such attachment is claimed first, and a mail whose claim is refused
   * (budget spent …) stays, answered in `refused`. Another player's mail (or none) refuses the
   * call (MAIL_NOT_FOUND); a mail deleted before is answered as deleted.
   */
  async delete(userId: number, input: { ids: readonly number[]; claimFirst: boolean }) {
    const ids = [...new Set(input.ids)];
    const states = await mailStates(this.deps.db, userId, ids);
    const missing = ids.filter((id) => !states.some((s) => s.id === id));
    if (missing.length > 0) throw new AppError(ErrorCode.MAIL_NOT_FOUND, { ids: missing });
    const pending = states.filter((s) => !s.deleted && s.claimable).map((s) => s.id);
    if (pending.length > 0 && !input.claimFirst)
      throw new AppError(ErrorCode.MAIL_UNCLAIMED, { ids: pending });
    const claims =
      pending.length > 0
        ? await this.claimEach(userId, pending, false)
        : { claimed: [], awards: [], refused: [] };
    // A mail that expired meanwhile has nothing left to claim, and one deleted meanwhile (by a
    // call beside this one) is gone already: those go too.
    const kept = new Set(
      claims.refused
        .filter(
          (r) => r.errcode !== ErrorCode.MAIL_EXPIRED && r.errcode !== ErrorCode.MAIL_NOT_FOUND,
        )
        .map((r) => r.id),
    );
    await deleteMails(
      this.deps.db,
      userId,
      ids.filter((id) => !kept.has(id)),
    );
    // What is deleted now, whichever call deleted it: a call racing this one answers the same.
    const deleted = new Set(
      (await mailStates(this.deps.db, userId, ids)).filter((s) => s.deleted).map((s) => s.id),
    );
    return {
      deleted: ids.filter((id) => deleted.has(id)),
      claimed: claims.claimed,
      awards: claims.awards,
      refused: claims.refused.filter((r) => !deleted.has(r.id)),
      money: await this.deps.centre.money(userId),
    };
  }

  /** The red dots' rows for the bonus centre's one statement (flag:mail, flag:mailAward). */
  flagRows(userId: number) {
    return Promise.resolve(flagRows(userId, this.deps.facts));
  }

  /** Stores an operator's broadcast once (the CLI and the console call this). */
  broadcast(input: NewBroadcast, createdBy: string) {
    return createBroadcast(this.deps, input, createdBy);
  }
}
