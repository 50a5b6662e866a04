import { describe, expect, it } from 'vitest';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@lobby/contract/values/feedback';
import { checkImage, readImage } from './pick-image';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

describe('picking an image', () => {
  it('takes JPEG, PNG and WebP by their first bytes, whatever the name says', async () => {
    expect(checkImage(new Uint8Array(JPEG), 100)).toEqual({ type: 'image/jpeg' });
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    expect(checkImage(webp, 100)).toEqual({ type: 'image/webp' });
    const renamed = new File([new TextEncoder().encode('GIF89a…')], 'cat.png', {
      type: 'image/png',
    });
    expect(await readImage(renamed)).toEqual({ problem: 'type' });
  });

  it('refuses a picture over 2 MiB before reading it', () => {
    expect(checkImage(new Uint8Array(PNG), FEEDBACK_IMAGE_MAX_BYTES + 1)).toEqual({
      problem: 'size',
    });
  });

  it('answers the bytes in base64 without a data: prefix', async () => {
    const file = new File([new Uint8Array(PNG)], 'shot.bin');
    const read = await readImage(file);
    expect(read).toEqual({ type: 'image/png', base64: btoa(String.fromCharCode(...PNG)) });
  });
});
