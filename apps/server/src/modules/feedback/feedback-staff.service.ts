import type { FeedbackQueueAnswer, FeedbackThreadAnswer } from '@lobby/contract/console';
import type { FeedbackStatus } from '@lobby/contract/feedback';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import { FEEDBACK_THREAD_MAX_MESSAGES } from '@lobby/contract/values/feedback';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import {
  findFeedback,
  insertMessage,
  messagesOf,
  pageOfFeedback,
  setStatus,
  staffList,
} from './feedback.repo';
import { PREVIEW_CHARS } from './feedback.service';
import { auditedChange, type AuditBy } from '../audit/audit-by';

/** A staff reply's longest text (the player's is the contract's). */
const STAFF_TEXT_MAX = 4000;

/**
 * What staff do with feedback (docs/content.md "Staff replies"): list what waits, read a thread,
 * reply, close. The ops CLI and the operator console's calls use it; it needs only the
 * database.
 */
export class FeedbackStaffService {
  constructor(private readonly db: Db) {}

  /**
   * A staff reply in the thread (`close`: and closes it); the player sees it as "replied".
   * A closed feedback takes no reply: the player sends a new one. Its audit entry (the status
   * before and after, the message's id; the text is the thread's) is written with it.
   */
  async staffReply(
    id: number,
    text: string,
    staffName: string,
    options: { close?: boolean; by: AuditBy },
  ) {
    const body = text.trim();
    if (body.length === 0 || body.length > STAFF_TEXT_MAX)
      throw new AppError(ErrorCode.BAD_REQUEST, { reason: `1–${STAFF_TEXT_MAX} characters` });
    return auditedChange(this.db, options.by, async (trx) => {
      const feedback = await findFeedback(trx, id, true);
      if (!feedback) throw new AppError(ErrorCode.FEEDBACK_NOT_FOUND);
      if (feedback.status === 'closed') throw new AppError(ErrorCode.FEEDBACK_CLOSED);
      if (feedback.messages >= FEEDBACK_THREAD_MAX_MESSAGES)
        throw new AppError(ErrorCode.FEEDBACK_THREAD_FULL);
      const message = await insertMessage(trx, {
        feedbackId: id,
        author: 'staff',
        text: body,
        staffName,
      });
      const status = options.close ? 'closed' : 'replied';
      await setStatus(trx, id, status);
      const messageId = Number(message.id);
      return {
        result: { messageId },
        audit: {
          action: 'feedbackAnswer',
          target: `feedback:${id}`,
          before: { status: feedback.status },
          after: { status, messageId },
        },
      };
    });
  }

  /** Closes a feedback: the player can read it and no longer add to it. */
  async close(id: number, by: AuditBy) {
    await auditedChange(this.db, by, async (trx) => {
      const feedback = await findFeedback(trx, id, true);
      if (!feedback) throw new AppError(ErrorCode.FEEDBACK_NOT_FOUND);
      if (feedback.status === 'closed') return { result: undefined, audit: null };
      await setStatus(trx, id, 'closed');
      return {
        result: undefined,
        audit: {
          action: 'feedbackClose',
          target: `feedback:${id}`,
          before: { status: feedback.status },
          after: { status: 'closed' },
        },
      };
    });
  }

  /** Feedback waiting for staff first (open, then replied), the longest waiting on top. */
  staffList(filter: { statuses?: readonly FeedbackStatus[]; limit?: number } = {}) {
    return staffList(this.db, {
      statuses: filter.statuses ?? ['open', 'replied'],
      limit: filter.limit ?? 100,
    });
  }

  /** A whole thread for staff: the feedback, its player and every message with its images. */
  async staffThread(id: number) {
    const feedback = await findFeedback(this.db, id);
    if (!feedback) throw new AppError(ErrorCode.FEEDBACK_NOT_FOUND);
    return { feedback, messages: await messagesOf(this.db, id) };
  }

  /** The console's queue: everyone's feedback of one status (or all), the latest activity first. */
  async queue(input: PageRequest & { status?: FeedbackStatus }): Promise<FeedbackQueueAnswer> {
    const { rows, total } = await pageOfFeedback(
      this.db,
      input.status ? { status: input.status } : {},
      input,
      PREVIEW_CHARS,
    );
    return pageAnswer(rows, total, input);
  }

  /** The console's thread: the player's view of it, and whose it is. */
  async thread(id: number): Promise<FeedbackThreadAnswer> {
    const { feedback, messages } = await this.staffThread(id);
    return {
      id: feedback.id,
      userId: feedback.userId,
      typeName: feedback.typeName,
      status: feedback.status,
      createdAt: feedback.createdAt,
      updatedAt: feedback.updatedAt,
      messages: messages.map((m) => ({
        id: m.id,
        author: m.author,
        text: m.text,
        images: m.images,
        createdAt: m.createdAt,
      })),
    };
  }
}
