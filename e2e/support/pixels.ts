import sharp from 'sharp';

/**
 * Two screenshots compared pixel by pixel, as pixelmatch does it (which the repository does not
 * carry; sharp, already a dev dependency, decodes and encodes the PNGs): a pixel differs when
 * its colours are further apart than `threshold` on pixelmatch's perceptual YIQ scale (0 equal,
 * 1 black against white). The diff image is the expected one faded to grey, with the differing
 * pixels in red.
 */

/** Pixelmatch's default: differences the eye hardly sees (anti-aliasing, a colour step) pass. */
export const PIXEL_THRESHOLD = 0.1;
/** YIQ's greatest squared distance (black against white), as pixelmatch scales its threshold. */
const MAX_YIQ_DELTA = 35215;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const rgba = async (png: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** A channel blended over white by its alpha, as pixelmatch does for translucent pixels. */
const blend = (channel: number, alpha: number) => 255 + ((channel - 255) * alpha) / 255;

/** Squared YIQ distance between pixel `i` of `a` and of `b` (byte offsets). */
const yiqDelta = (a: Buffer, b: Buffer, i: number) => {
  const [r1, g1, b1] = [0, 1, 2].map((c) => blend(a[i + c]!, a[i + 3]!));
  const [r2, g2, b2] = [0, 1, 2].map((c) => blend(b[i + c]!, b[i + 3]!));
  const y = (r1! - r2!) * 0.29889531 + (g1! - g2!) * 0.58662247 + (b1! - b2!) * 0.11448223;
  const iq = (r1! - r2!) * 0.59597799 - (g1! - g2!) * 0.2741761 - (b1! - b2!) * 0.32180189;
  const q = (r1! - r2!) * 0.21147017 - (g1! - g2!) * 0.52282419 + (b1! - b2!) * 0.31114436;
  return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q;
};

export interface PixelDiff {
  /** Whether the two images have the same width and height (if not, nothing else is compared). */
  sameSize: boolean;
  /** How many pixels differ beyond the threshold, and of how many. */
  differing: number;
  total: number;
  /** The diff image (PNG), when the sizes match. */
  diffPng?: Buffer;
}

/** Compares two PNGs pixel by pixel (see above). */
export const comparePngs = async (expectedPng: Buffer, actualPng: Buffer): Promise<PixelDiff> => {
  const [expected, actual] = await Promise.all([rgba(expectedPng), rgba(actualPng)]);
  const total = expected.width * expected.height;
  if (expected.width !== actual.width || expected.height !== actual.height)
    return { sameSize: false, differing: total, total };
  if (expected.data.equals(actual.data)) return { sameSize: true, differing: 0, total };
  const limit = MAX_YIQ_DELTA * PIXEL_THRESHOLD * PIXEL_THRESHOLD;
  const diff = Buffer.alloc(expected.data.length);
  let differing = 0;
  for (let i = 0; i < expected.data.length; i += 4) {
    const same = expected.data.readUInt32LE(i) === actual.data.readUInt32LE(i);
    if (!same && yiqDelta(expected.data, actual.data, i) > limit) {
      differing += 1;
      diff.set([255, 0, 0, 255], i);
    } else {
      const e = expected.data;
      const grey = blend(0.299 * e[i]! + 0.587 * e[i + 1]! + 0.114 * e[i + 2]!, e[i + 3]!);
      const faded = Math.round(255 + (grey - 255) * 0.1);
      diff.set([faded, faded, faded, 255], i);
    }
  }
  const diffPng = await sharp(diff, {
    raw: { width: expected.width, height: expected.height, channels: 4 },
  })
    .png()
    .toBuffer();
  return { sameSize: true, differing, total, diffPng };
};

/** A screenshot as a baseline is kept: PNG at zlib's highest compression, no metadata. */
export const compactPng = (png: Buffer): Promise<Buffer> =>
  sharp(png).png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 }).toBuffer();
