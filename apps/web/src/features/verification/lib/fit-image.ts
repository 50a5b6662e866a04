import { FEEDBACK_IMAGE_MAX_BYTES } from '@lobby/contract/values/feedback';

/** The longest side a shrunk photo keeps: sharp enough to read a document, well under 4096 px. */
const MAX_SIDE = 2048;
const QUALITIES = [0.85, 0.7];
/** Smaller again while no quality fits. */
const STEPS = [1, 0.7, 0.5];

const jpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** The bitmap drawn on a canvas at `scale`. */
function drawn(bitmap: ImageBitmap, scale: number): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * A photo larger than the server takes (a phone camera's often is) drawn again as a JPEG of at
 * most MAX_SIDE px, at the best quality under the limit (smaller again if none is). Anything else
 * is answered as it is, and the usual checks (lib/picked-images) judge it: a file the browser
 * cannot decode is no picture, and one that stays too large is said to be.
 */
export async function fitImage(file: File): Promise<File> {
  if (file.size <= FEEDBACK_IMAGE_MAX_BYTES || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const fit = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    for (const step of STEPS) {
      const canvas = drawn(bitmap, fit * step);
      if (!canvas) return file;
      for (const quality of QUALITIES) {
        const blob = await jpeg(canvas, quality);
        if (blob && blob.size <= FEEDBACK_IMAGE_MAX_BYTES)
          return new File([blob], 'photo.jpg', { type: 'image/jpeg' });
      }
    }
    return file;
  } finally {
    bitmap.close();
  }
}
