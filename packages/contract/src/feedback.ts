import { z } from 'zod';
import { bodyOf, RequestId } from './common';
import { PageRequest, pageOf } from './pagination';
import {
  base64Length,
  FEEDBACK_IMAGE_KEY,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
} from './values/feedback';

/** Feedback and its thread with staff (docs/content.md "Feedback"). */

const EpochSeconds = z.number().int();

const Text = z
  .string()
  .trim()
  .min(FEEDBACK_TEXT_MIN)
  .max(FEEDBACK_TEXT_MAX)
  .describe(`${FEEDBACK_TEXT_MIN}–${FEEDBACK_TEXT_MAX} characters, trimmed.`);

/**
 * One image's bytes in base64 (no `data:` prefix). Its type is read from the bytes: JPEG, PNG or
 * WebP, at most 2 MiB (6 MiB for all of a submission) and 4096 px on a side.
 */
const ImageData = z
  .string()
  .min(4)
  .max(base64Length(FEEDBACK_IMAGES_MAX_TOTAL_BYTES))
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64');

/**
 * open: waiting for staff; replied: staff answered last; closed: staff closed it (the player
 * cannot add to it any more).
 */
export const FeedbackStatus = z.enum(['open', 'replied', 'closed']);
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

export const FeedbackImage = z.object({
  /** Unguessable; the bytes are at GET feedbackImagePath(key), for the owner's session only. */
  key: z.string().regex(FEEDBACK_IMAGE_KEY),
  type: z.enum(FEEDBACK_IMAGE_TYPES),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type FeedbackImage = z.infer<typeof FeedbackImage>;

export const FeedbackSubmitRequest = bodyOf({
  /** An id of appConfig feedbackConfig.types. */
  type: RequestId,
  text: Text,
  /** At most appConfig feedbackConfig.imagesLimit. */
  images: z.array(ImageData).max(FEEDBACK_IMAGES_MAX).default([]),
});
export type FeedbackSubmitRequest = z.input<typeof FeedbackSubmitRequest>;
export const FeedbackSubmitAnswer = z.object({ id: z.number().int().positive() });

export const FeedbackSummary = z.object({
  id: z.number().int().positive(),
  /** The type's name when it was sent (the config's names may change since). */
  typeName: z.string(),
  /** The start of the first message. */
  preview: z.string(),
  status: FeedbackStatus,
  messages: z.number().int().min(1),
  createdAt: EpochSeconds,
  updatedAt: EpochSeconds,
});
export type FeedbackSummary = z.infer<typeof FeedbackSummary>;

export const FeedbackListRequest = bodyOf({ ...PageRequest.shape });
/** The player's feedback, the latest activity first. */
export const FeedbackListAnswer = pageOf(FeedbackSummary);
export type FeedbackListAnswer = z.infer<typeof FeedbackListAnswer>;

export const FeedbackMessage = z.object({
  id: z.number().int().positive(),
  author: z.enum(['player', 'staff']),
  text: z.string(),
  images: z.array(FeedbackImage),
  createdAt: EpochSeconds,
});
export type FeedbackMessage = z.infer<typeof FeedbackMessage>;

export const FeedbackDetailRequest = bodyOf({ id: RequestId });
export const FeedbackDetailAnswer = FeedbackSummary.omit({ preview: true, messages: true }).extend({
  /** Oldest first. */
  messages: z.array(FeedbackMessage),
});
export type FeedbackDetailAnswer = z.infer<typeof FeedbackDetailAnswer>;

/** The player's follow-up in the thread (text only). */
export const FeedbackReplyRequest = bodyOf({ id: RequestId, text: Text });
export const FeedbackReplyAnswer = z.object({ messageId: z.number().int().positive() });
