import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_MAX_SIDE,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
  type FeedbackImageType,
} from '@lobby/contract/values/feedback';
import { AppError, ErrorCode } from '../core/app-error';

/** An uploaded image as it will be stored: decoded, re-encoded without its metadata. */
export interface CheckedImage {
  bytes: Buffer;
  type: FeedbackImageType;
  width: number;
  height: number;
}

const isAllowed = (mime: string | undefined): mime is FeedbackImageType =>
  (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(mime ?? '');

/** sharp refuses to decode more pixels than this: a small file declaring a huge image. */
const MAX_PIXELS = FEEDBACK_IMAGE_MAX_SIDE * FEEDBACK_IMAGE_MAX_SIDE;

/**
 * Re-encoding drops what the bytes carry besides the picture (EXIF with a phone's location, ICC
 * profiles, comments, anything appended) and so any second meaning a crafted file may have
 * for another reader; `rotate()` first applies the EXIF orientation the output no longer has.
 */
const reencode = (bytes: Buffer, type: FeedbackImageType) => {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
    case 'image/png':
      return image.png().toBuffer({ resolveWithObject: true });
    case 'image/webp':
      return image.webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
  }
};

/** One image: its type read from its bytes, its size in pixels, then re-encoded. */
const checkImage = async (bytes: Buffer): Promise<CheckedImage> => {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!isAllowed(sniffed?.mime)) throw new AppError(ErrorCode.FEEDBACK_IMAGE_TYPE);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw new AppError(ErrorCode.FEEDBACK_IMAGE_TYPE);
  }
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) throw new AppError(ErrorCode.FEEDBACK_IMAGE_TYPE);
  if (width > FEEDBACK_IMAGE_MAX_SIDE || height > FEEDBACK_IMAGE_MAX_SIDE)
    throw new AppError(ErrorCode.FEEDBACK_IMAGE_DIMENSIONS, { limit: FEEDBACK_IMAGE_MAX_SIDE });
  try {
    const { data, info } = await reencode(bytes, sniffed.mime);
    return { bytes: data, type: sniffed.mime, width: info.width, height: info.height };
  } catch {
    // The header read well but the picture does not decode: a truncated or corrupt file.
    throw new AppError(ErrorCode.FEEDBACK_IMAGE_TYPE);
  }
};

/**
 * Checks a submission's images (base64, as the contract takes them) before anything is stored:
 * how many (`limit`, the config's), each one's and all their size, each one's type by content
 * (JPEG, PNG or WebP: never by name or declared type) and size in pixels. Answers them
 * re-encoded, or refuses the whole submission with the first problem found.
 */
export const checkImages = async (data: readonly string[], limit: number) => {
  if (data.length > limit) throw new AppError(ErrorCode.FEEDBACK_TOO_MANY_IMAGES, { limit });
  const decoded = data.map((text) => Buffer.from(text, 'base64'));
  const total = decoded.reduce((sum, bytes) => sum + bytes.length, 0);
  if (
    decoded.some((bytes) => bytes.length > FEEDBACK_IMAGE_MAX_BYTES) ||
    total > FEEDBACK_IMAGES_MAX_TOTAL_BYTES
  )
    throw new AppError(ErrorCode.FEEDBACK_IMAGE_TOO_LARGE, {
      limit: FEEDBACK_IMAGE_MAX_BYTES,
      totalLimit: FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
    });
  // One at a time: a submission's images share the server's image threads with everyone's.
  const checked: CheckedImage[] = [];
  for (const bytes of decoded) checked.push(await checkImage(bytes));
  return checked;
};
