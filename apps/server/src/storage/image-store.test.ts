import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { parseEnv } from '../config/env';
import { DiskImageStore } from './disk-image-store';
import { newImageKey } from './image-key';
import type { ImageStore } from './image-store';
import { imageStoreFromEnv } from '../config/image-store-from-env';
import { bucketUrl, S3ImageStore } from './s3-image-store';

let s3: S3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-images-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const bytesOf = (text: string) => Buffer.from(text);

/** Each store, made afresh for a test; every behaviour below holds for both. */
const stores: [string, () => ImageStore][] = [
  ['DiskImageStore', () => new DiskImageStore(mkdtempSync(join(dataDir, 'disk-')))],
  [
    'S3ImageStore',
    () => new S3ImageStore({ ...s3.options, prefix: `t${newImageKey().slice(0, 8)}/` }),
  ],
];

describe.each(stores)('%s', (_name, open) => {
  it('gives back the bytes put under a key, and the last ones put', async () => {
    const store = open();
    const key = newImageKey();
    await store.put(key, bytesOf('first'));
    expect(await store.get(key)).toEqual(bytesOf('first'));
    await store.put(key, bytesOf('second'));
    expect(await store.get(key)).toEqual(bytesOf('second'));
    // Every byte value survives the trip.
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await store.put(key, all);
    expect(await store.get(key)).toEqual(all);
  });

  it('answers null for a key with nothing under it', async () => {
    expect(await open().get(newImageKey())).toBeNull();
  });

  it('deletes a key, and deleting it again or a key never put is no error', async () => {
    const store = open();
    const key = newImageKey();
    await store.put(key, bytesOf('gone soon'));
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(newImageKey())).resolves.toBeUndefined();
  });

  it.each(['../../etc/passwd', 'A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}/`, ''])(
    'refuses the key %j for put, get and delete',
    async (key) => {
      const store = open();
      await expect(store.put(key, bytesOf('x'))).rejects.toThrow('not an image key');
      await expect(store.get(key)).rejects.toThrow('not an image key');
      await expect(store.delete(key)).rejects.toThrow('not an image key');
    },
  );

  it('keeps concurrent puts of different keys apart', async () => {
    const store = open();
    const images = Array.from({ length: 16 }, (_, i) => ({
      key: newImageKey(),
      bytes: Buffer.alloc(20_000 + i, i),
    }));
    await Promise.all(images.map(({ key, bytes }) => store.put(key, bytes)));
    const read = await Promise.all(images.map(({ key }) => store.get(key)));
    expect(read).toEqual(images.map(({ bytes }) => bytes));
  });
});

describe('S3ImageStore', () => {
  it('writes octet-stream objects under its prefix, with no ACL and the payload hash signed', async () => {
    const store = new S3ImageStore({ ...s3.options, prefix: 'feedback/' });
    const key = newImageKey();
    const bytes = bytesOf('an image, re-encoded');
    const from = s3.requests.length;
    await store.put(key, bytes);
    expect(await s3.object(`feedback/${key}`)).toEqual({
      bytes,
      type: 'application/octet-stream',
    });
    const [put] = s3.requests.slice(from);
    expect(put).toMatchObject({ method: 'PUT', url: `/${s3.bucket}/feedback/${key}` });
    expect(Object.keys(put!.headers).filter((name) => name.startsWith('x-amz-acl'))).toEqual([]);
    expect(put!.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(put!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    expect(put!.headers.authorization).toContain('x-amz-content-sha256');
  });

  it('fails, never reads as missing, when the server refuses the keys or has no such bucket', async () => {
    const key = newImageKey();
    const wrongSecret = new S3ImageStore({
      ...s3.options,
      secretAccessKey: 'not-the-secret',
      prefix: 'feedback/',
    });
    // The whole message: it names neither the secret nor the request.
    const refused = await wrongSecret.put(key, bytesOf('x')).then(
      () => null,
      (error: Error) => error,
    );
    expect(refused?.message).toBe('S3 PUT answered 403 SignatureDoesNotMatch');
    await expect(wrongSecret.get(key)).rejects.toThrow('S3 GET answered 403');
    await expect(wrongSecret.delete(key)).rejects.toThrow('S3 DELETE answered 403');
    const noBucket = new S3ImageStore({ ...s3.options, bucket: 'no-such-bucket', prefix: 'x/' });
    await expect(noBucket.get(key)).rejects.toThrow('S3 GET answered 404 NoSuchBucket');
  });

  it.each([
    [{ forcePathStyle: false }, 'https://lobby.s3.eu-west-1.amazonaws.com/chat/'],
    [{ forcePathStyle: true }, 'https://s3.eu-west-1.amazonaws.com/lobby/chat/'],
    [{ bucket: 'lobby.images' }, 'https://s3.eu-west-1.amazonaws.com/lobby.images/chat/'],
    [{ endpoint: 'https://acct.r2.example' }, 'https://lobby.acct.r2.example/chat/'],
    [
      { endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true },
      'http://127.0.0.1:9000/lobby/chat/',
    ],
    [
      { endpoint: 'https://gw.example/s3/', forcePathStyle: true },
      'https://gw.example/s3/lobby/chat/',
    ],
  ])('puts objects of %j under %s', (options, url) => {
    const base = { region: 'eu-west-1', bucket: 'lobby', forcePathStyle: false, prefix: 'chat/' };
    expect(bucketUrl({ ...base, ...options })).toBe(url);
  });
});

describe('imageStoreFromEnv', () => {
  it('keeps a folder under DATA_DIR/uploads by default', async () => {
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(env.STORAGE).toBe('disk');
    const key = newImageKey();
    await imageStoreFromEnv(env, 'chat').put(key, bytesOf('on disk'));
    const path = join(dataDir, 'uploads', 'chat', key.slice(0, 2), key);
    expect(readFileSync(path, 'utf8')).toBe('on disk');
  });

  it('keeps a folder as a key prefix in the bucket with STORAGE=s3', async () => {
    const env = parseEnv({ DATA_DIR: dataDir, ...s3.env });
    const key = newImageKey();
    await imageStoreFromEnv(env, 'chat').put(key, bytesOf('in the bucket'));
    expect((await s3.object(`chat/${key}`))?.bytes).toEqual(bytesOf('in the bucket'));
    expect(existsSync(join(dataDir, 'uploads', 'chat', key.slice(0, 2), key))).toBe(false);
    expect(await imageStoreFromEnv(env, 'feedback').get(key)).toBeNull();
  });
});
