import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
  sniffImageType,
  type FeedbackImageType,
} from '@lobby/contract/values/feedback';

/**
 * Images a player picks to send (feedback, the chat): checked in the browser as the server will
 * check them, so a refusal is rare, and read to base64 as the calls take them.
 */

/** Bytes in whole MB for the player's eyes (2 MiB → "2 MB"). */
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The contract's image limits as the pickers' words name them: `{{size}}` and `{{total}}`. */
export const imageLimitValues = {
  size: megabytes(FEEDBACK_IMAGE_MAX_BYTES),
  total: megabytes(FEEDBACK_IMAGES_MAX_TOTAL_BYTES),
} as const;

/** An image the player picked, checked and ready to send. */
export interface PickedImage {
  id: string;
  type: FeedbackImageType;
  bytes: number;
  /** Its bytes in base64, as feedbackSubmit and chatImageUpload take them. */
  base64: string;
  /** A data: URL of the same bytes, for its preview. */
  preview: string;
}

/** Why an image was not taken: the server's rules, checked before uploading. */
export type PickProblem = 'type' | 'size' | 'total' | 'count';

const readBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

let seq = 0;

/**
 * One file checked as the server will check it: FEEDBACK_IMAGE_MAX_BYTES at most, and a picture by its first bytes
 * (a renamed file is not a picture). Answers the image, or the problem met.
 */
export async function pickImage(file: File): Promise<PickedImage | 'type' | 'size'> {
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffImageType(head);
  if (!type) return 'type';
  const base64 = await readBase64(file);
  return {
    id: `img-${++seq}`,
    type,
    bytes: file.size,
    base64,
    preview: `data:${type};base64,${base64}`,
  };
}

/**
 * Adds `files` to `current`, each checked as the server will (pickImage), at most
 * FEEDBACK_IMAGES_MAX_TOTAL_BYTES in all, at most
 * `limit` images. Answers the images taken and the first problem met, if any (the rest are not
 * taken).
 */
export async function pickImages(
  current: readonly PickedImage[],
  files: readonly File[],
  limit: number,
): Promise<{ images: PickedImage[]; problem: PickProblem | null }> {
  const images = [...current];
  for (const file of files) {
    if (images.length >= limit) return { images, problem: 'count' };
    const total = images.reduce((sum, image) => sum + image.bytes, 0) + file.size;
    if (file.size <= FEEDBACK_IMAGE_MAX_BYTES && total > FEEDBACK_IMAGES_MAX_TOTAL_BYTES)
      return { images, problem: 'total' };
    const picked = await pickImage(file);
    if (typeof picked === 'string') return { images, problem: picked };
    images.push(picked);
  }
  return { images, problem: null };
}
