import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@lobby/contract/app-config';
import type { FeedbackDetailAnswer, FeedbackListAnswer } from '@lobby/contract/feedback';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import {
  FEEDBACK_IMAGE_KEY,
  FEEDBACK_MESSAGES_PER_HOUR,
  FEEDBACK_SUBMITS_PER_HOUR,
  FEEDBACK_THREAD_MAX_MESSAGES,
  type FeedbackImageType,
} from '@lobby/contract/values/feedback';
import { inTransaction, type Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { newImageKey } from '@/storage/image-key';
import type { ImageStore } from '@/storage/image-store';
import { checkImages } from '@/storage/image-check';
import {
  findFeedback,
  findImage,
  insertFeedback,
  insertMessage,
  lockPlayerFeedback,
  messagesOf,
  pageOfFeedback,
  recentActivity,
  setStatus,
  type FeedbackRow,
  type NewImage,
} from './feedback.repo';

/** The rate limits' window: a rolling hour of real time (a technical limit, docs/rewards/README.md). */
const WINDOW_SECONDS = 3600;
/** A list's preview of a feedback: its first message's start. */
export const PREVIEW_CHARS = 80;

export interface FeedbackDeps {
  db: Db;
  config: () => AppConfig;
  store: ImageStore;
  log: FastifyBaseLogger;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Feedback (docs/content.md "Feedback"): a player sends a type, a text and images; staff reply
 * in its thread (the ops CLI today, the operator console later) and close it; the player reads
 * the thread and adds to it while it is open. A player sees only their own: another's id is
 * "not found", the same as no such id.
 */
export class FeedbackService {
  constructor(private readonly deps: FeedbackDeps) {}

  /**
   * Checked before anything is stored: the type, the rate limit, then every image (type by
   * content, size, pixels). Images are written to the store before the rows; if the rows are
   * not written, the images written are deleted again, so a refusal leaves nothing behind.
   */
  async submit(userId: number, input: { type: number; text: string; images: readonly string[] }) {
    const { feedbackConfig } = this.deps.config();
    const type = feedbackConfig.types.find((t) => t.id === input.type);
    if (!type) throw new AppError(ErrorCode.FEEDBACK_TYPE_UNKNOWN);
    // A cheap look first, so a player over the limit costs no image decoding.
    this.#refuseOverLimit(await recentActivity(this.deps.db, userId, WINDOW_SECONDS), 'submit');
    const checked = await checkImages(input.images, feedbackConfig.imagesLimit);
    const images: (NewImage & { data: Buffer })[] = checked.map((image) => ({
      key: newImageKey(),
      type: image.type,
      bytes: image.bytes.length,
      width: image.width,
      height: image.height,
      data: image.bytes,
    }));
    const written: string[] = [];
    try {
      for (const image of images) {
        await this.deps.store.put(image.key, image.data);
        written.push(image.key);
      }
      const id = await inTransaction(this.deps.db, async (trx) => {
        await lockPlayerFeedback(trx, userId);
        this.#refuseOverLimit(await recentActivity(trx, userId, WINDOW_SECONDS), 'submit');
        return insertFeedback(trx, {
          userId,
          typeId: type.id,
          typeName: type.name,
          text: input.text,
          images,
        });
      });
      return { id };
    } catch (error) {
      await this.#forget(written);
      throw error;
    }
  }

  async list(userId: number, page: PageRequest): Promise<FeedbackListAnswer> {
    const { rows, total } = await pageOfFeedback(this.deps.db, { userId }, page, PREVIEW_CHARS);
    // The player's own id is no part of their list.
    return pageAnswer(
      rows.map(({ userId: _own, ...row }) => row),
      total,
      page,
    );
  }

  async detail(userId: number, id: number): Promise<FeedbackDetailAnswer> {
    const feedback = await this.#own(this.deps.db, userId, id);
    const messages = await messagesOf(this.deps.db, id);
    return {
      id: feedback.id,
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

  /** The player's follow-up: the thread is open again for staff. */
  async reply(userId: number, id: number, text: string) {
    return inTransaction(this.deps.db, async (trx) => {
      await lockPlayerFeedback(trx, userId);
      const feedback = await this.#own(trx, userId, id, true);
      if (feedback.status === 'closed') throw new AppError(ErrorCode.FEEDBACK_CLOSED);
      if (feedback.messages >= FEEDBACK_THREAD_MAX_MESSAGES)
        throw new AppError(ErrorCode.FEEDBACK_THREAD_FULL);
      this.#refuseOverLimit(await recentActivity(trx, userId, WINDOW_SECONDS), 'message');
      const message = await insertMessage(trx, { feedbackId: id, author: 'player', text });
      await setStatus(trx, id, 'open');
      return { messageId: Number(message.id) };
    });
  }

  /**
   * An image's bytes and type for `userId`, or null when the key is unknown or the image is
   * another player's (the two look the same to the caller).
   */
  async image(
    userId: number,
    key: string,
  ): Promise<{ bytes: Buffer; type: FeedbackImageType } | null> {
    if (!FEEDBACK_IMAGE_KEY.test(key)) return null;
    const image = await findImage(this.deps.db, key);
    if (!image || Number(image.user_id) !== userId) return null;
    return this.#bytes(key, image.content_type);
  }

  /** An image's bytes and type for staff (any player's), or null when the key is unknown. */
  async staffImage(key: string): Promise<{ bytes: Buffer; type: FeedbackImageType } | null> {
    if (!FEEDBACK_IMAGE_KEY.test(key)) return null;
    const image = await findImage(this.deps.db, key);
    return image ? this.#bytes(key, image.content_type) : null;
  }

  async #bytes(key: string, type: FeedbackImageType) {
    const bytes = await this.deps.store.get(key);
    if (!bytes) {
      this.deps.log.warn({ key }, 'feedback image row without its bytes in the store');
      return null;
    }
    return { bytes, type };
  }

  async #own(db: Db, userId: number, id: number, lock = false): Promise<FeedbackRow> {
    const feedback = await findFeedback(db, id, lock);
    if (!feedback || feedback.userId !== userId) throw new AppError(ErrorCode.FEEDBACK_NOT_FOUND);
    return feedback;
  }

  #refuseOverLimit(recent: Awaited<ReturnType<typeof recentActivity>>, what: 'submit' | 'message') {
    const [count, max, oldest] =
      what === 'submit'
        ? [recent.submits, FEEDBACK_SUBMITS_PER_HOUR, recent.firstSubmit]
        : [recent.messages, FEEDBACK_MESSAGES_PER_HOUR, recent.firstMessage];
    if (count < max) return;
    const retryAfterSeconds = Math.max(1, (oldest ?? nowSeconds()) + WINDOW_SECONDS - nowSeconds());
    throw new AppError(ErrorCode.FEEDBACK_RATE_LIMITED, { retryAfterSeconds });
  }

  async #forget(keys: readonly string[]) {
    for (const key of keys) {
      await this.deps.store
        .delete(key)
        .catch((error: unknown) =>
          this.deps.log.error({ err: error, key }, 'could not delete a refused feedback image'),
        );
    }
  }
}
