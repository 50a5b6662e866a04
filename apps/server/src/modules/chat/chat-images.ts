import type { Db } from '@/db/database';
import { checkImages } from '@/storage/image-check';
import { newImageKey } from '@/storage/image-key';
import type { ImageStore } from '@/storage/image-store';
import { deleteUnusedImages, imageFor, insertImage } from './chat-images.repo';

/** How long an uploaded image no message names is kept. */
const UNUSED_IMAGE_HOURS = 24;

/** The images of the chat: uploaded and checked, read by who may see them, pruned unsent. */
export class ChatImages {
  constructor(private readonly deps: { readonly db: Db; readonly images: ImageStore }) {}

  /** Checks an image by content, re-encodes it and stores it for this uploader. */
  async upload(uploaderKey: string, base64: string) {
    const [image] = await checkImages([base64], 1);
    const key = newImageKey();
    await this.deps.images.put(key, image!.bytes);
    try {
      await insertImage(this.deps.db, {
        key,
        uploaderKey,
        type: image!.type,
        bytes: image!.bytes.length,
        width: image!.width,
        height: image!.height,
      });
    } catch (error) {
      await this.deps.images.delete(key);
      throw error;
    }
    return { key, type: image!.type, width: image!.width, height: image!.height };
  }

  /** An image's bytes for a player of its conversation, or for staff (`userId` null). */
  async read(key: string, userId: number | null) {
    const type = await imageFor(this.deps.db, key, userId);
    if (!type) return null;
    const bytes = await this.deps.images.get(key);
    return bytes ? { type, bytes } : null;
  }

  /** Deletes images uploaded a day ago that no message names (an upload never sent). */
  async prune() {
    const keys = await deleteUnusedImages(this.deps.db, UNUSED_IMAGE_HOURS);
    for (const key of keys) await this.deps.images.delete(key);
    return keys.length;
  }
}
