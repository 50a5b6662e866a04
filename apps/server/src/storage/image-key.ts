import { randomBytes } from 'node:crypto';
import { FEEDBACK_IMAGE_KEY } from '@lobby/contract/values/feedback';

/** 128 random bits in base64url: an image's key, which nobody can guess. */
export const newImageKey = () => randomBytes(16).toString('base64url');

/**
 * The key, checked against its shape (22 base64url characters, the wire's for feedback and chat
 * alike) before it becomes a path or an object name: no store can be made to name anything else.
 */
export const checkedImageKey = (key: string) => {
  if (!FEEDBACK_IMAGE_KEY.test(key)) throw new Error('not an image key');
  return key;
};
