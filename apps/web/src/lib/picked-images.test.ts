import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
} from '@lobby/contract/values/feedback';
import { imageLimitValues, pickImage } from './picked-images';

describe('the image limits the pickers name', () => {
  it('are the contract’s, in MB', () => {
    expect(imageLimitValues).toEqual({
      size: `${FEEDBACK_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
      total: `${FEEDBACK_IMAGES_MAX_TOTAL_BYTES / 1024 / 1024} MB`,
    });
  });

  it('refuse a file one byte over the contract’s size before reading it', async () => {
    const file = new File([new Uint8Array(FEEDBACK_IMAGE_MAX_BYTES + 1)], 'big.png');
    expect(await pickImage(file)).toBe('size');
  });
});
