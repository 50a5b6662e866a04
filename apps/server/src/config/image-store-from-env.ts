import { join } from 'node:path';
import type { Env } from './env';
import { DiskImageStore } from '../storage/disk-image-store';
import type { ImageFolder, ImageStore } from '../storage/image-store';
import { S3ImageStore } from '../storage/s3-image-store';

export type StorageEnv = Pick<
  Env,
  | 'STORAGE'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The store the environment chooses for a folder's images: `<DATA_DIR>/uploads/<folder>` on disk
 * (STORAGE=disk, the default), or the keys `<folder>/…` in S3_BUCKET (STORAGE=s3).
 */
export const imageStoreFromEnv = (env: StorageEnv, folder: ImageFolder): ImageStore => {
  if (env.STORAGE === 'disk') return new DiskImageStore(join(env.DATA_DIR, 'uploads', folder));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  // env.ts refuses STORAGE=s3 without them; this is for an env made by hand.
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return new S3ImageStore({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: `${folder}/`,
  });
};
