import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
  sniffImageType,
  type FeedbackImageType,
} from '@lobby/contract/values/feedback';

/** An image the player picked, checked and ready to send. */
export interface PickedImage {
  id: string;
  type: FeedbackImageType;
  bytes: number;
  /** Its bytes in base64, as feedbackSubmit takes them. */
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
 * Adds `files` to `current`, each checked as the server will: the type by its first bytes (a
 * renamed file is not a picture), 2 MB each, 6 MB in all, at most `limit` images. Answers the
 * images taken and the first problem met, if any (the rest are not taken).
 */
export async function pickImages(
  current: readonly PickedImage[],
  files: readonly File[],
  limit: number,
): Promise<{ images: PickedImage[]; problem: PickProblem | null }> {
  const images = [...current];
  for (const file of files) {
    if (images.length >= limit) return { images, problem: 'count' };
    if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return { images, problem: 'size' };
    const total = images.reduce((sum, image) => sum + image.bytes, 0) + file.size;
    if (total > FEEDBACK_IMAGES_MAX_TOTAL_BYTES) return { images, problem: 'total' };
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const type = sniffImageType(head);
    if (!type) return { images, problem: 'type' };
    const base64 = await readBase64(file);
    images.push({
      id: `img-${++seq}`,
      type,
      bytes: file.size,
      base64,
      preview: `data:${type};base64,${base64}`,
    });
  }
  return { images, problem: null };
}
