/**
 * Where uploaded images' bytes live, by key (docs/content.md "Storage"). The database holds
 * what they are and whose; the store only bytes. Every store refuses a key that is not an image
 * key's shape (image-key.ts).
 */
export interface ImageStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key's bytes; a key with none is no error. */
  delete(key: string): Promise<void>;
}

/** Each module's images apart: a folder under DATA_DIR, a key prefix in the bucket. */
export type ImageFolder = 'feedback' | 'chat' | 'kyc';
