/**
 * Feedback's limits and the image check the browser mirrors (docs/content.md "Feedback"). The
 * server enforces every number here; the app checks the same numbers before it uploads, so a
 * refusal is rare and its words match.
 */

/** The image types taken, by content (never by name or declared type). */
export const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];

/** One image's largest size, in bytes (2 MiB). */
export const FEEDBACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** All images of one submission together (6 MiB): what bounds the call's body. */
export const FEEDBACK_IMAGES_MAX_TOTAL_BYTES = 6 * 1024 * 1024;
/** An image's longest side, in pixels. */
export const FEEDBACK_IMAGE_MAX_SIDE = 4096;
/** The most images any config may allow (appConfig feedbackConfig.imagesLimit is 0–9). */
export const FEEDBACK_IMAGES_MAX = 9;

export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 1000;

/** Submissions a player may make per rolling hour, and follow-up messages. */
export const FEEDBACK_SUBMITS_PER_HOUR = 5;
export const FEEDBACK_MESSAGES_PER_HOUR = 20;
/** A thread's most messages, the player's and staff's together. */
export const FEEDBACK_THREAD_MAX_MESSAGES = 100;

/** Base64 characters of `bytes` bytes (padded). */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * The image type of `bytes` by their magic numbers, or null: the browser's mirror of the
 * server's sniffing (which uses file-type and then decodes the image).
 */
export const sniffImageType = (bytes: Uint8Array): FeedbackImageType | null => {
  const at = (offset: number, signature: readonly number[]) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
};

/** Where a stored feedback image is served (GET), by its unguessable key. */
export const feedbackImagePath = (key: string) => `/app/files/feedback/${key}`;
/** The same bytes for staff whose role has the 'feedback' permission (a console session). */
export const consoleFeedbackImagePath = (key: string) => `/console/api/v1/feedback/image/${key}`;

/** The shape of an image key: 22 base64url characters (128 random bits). */
export const FEEDBACK_IMAGE_KEY = /^[A-Za-z0-9_-]{22}$/;
