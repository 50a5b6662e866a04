import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { FEEDBACK_SUBMITS_PER_HOUR, feedbackImagePath } from '@lobby/contract/values/feedback';
import { accountsClient } from '../../../test/accounts-client';
import { startS3Server, type S3Server } from '../../../test/s3-server';
import { useTestApp } from '../../../test/test-app';

/** Feedback with STORAGE=s3: the app built from the environment, against a real S3 server. */
let s3: S3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-feedback-s3-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(() => ({ env: { DATA_DIR: dataDir, ...s3.env } }));
const client = accountsClient(t);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c81e3c' } })
    .png()
    .toBuffer();
const b64 = (bytes: Buffer) => bytes.toString('base64');

const submit = (token: string, images: Buffer[]) =>
  client.call(
    'feedbackSubmit',
    { type: 2, text: 'The wheel froze after my spin.', images: images.map(b64) },
    { token },
  );

const imageRows = async () =>
  (await t.database.db.selectFrom('feedback_images').select('key').execute()).map((r) => r.key);
/** Every object in the bucket belongs to a row, and every row has its object. */
const expectBucketMatchesRows = async () =>
  expect((await s3.keys('feedback/')).sort()).toEqual(
    (await imageRows()).map((key) => `feedback/${key}`).sort(),
  );

describe('feedback with STORAGE=s3', () => {
  it('keeps the images in the bucket under feedback/ and serves them to their owner', async () => {
    const player = await client.registerByAccount();
    const answer = await submit(player.token, [await png(40, 30), await png(20, 10)]);
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    // This file's first submission: the only rows yet.
    const rows = await t.database.db
      .selectFrom('feedback_images')
      .select(['key', 'width'])
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.width)).toEqual([40, 20]);
    await expectBucketMatchesRows();

    const key = rows[0]!.key;
    const object = await s3.object(`feedback/${key}`);
    expect(object?.type).toBe('application/octet-stream');
    const served = await t.app.inject({
      method: 'GET',
      url: feedbackImagePath(key),
      headers: { authorization: player.token },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(object?.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
    // Nothing went to the disk.
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  });

  it('leaves nothing in the bucket of the submissions it refuses', async () => {
    const player = await client.registerByAccount();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200, 1)]);
    const executable = await submit(player.token, [await png(8, 8), elf]);
    expect(executable.body.errcode).toBe(ErrorCode.FEEDBACK_IMAGE_TYPE);
    // Sent at once, some pass the first look at the hourly limit, store their image, then find
    // the limit reached when they write their rows: their objects are deleted again.
    const image = await png(12, 12);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit(player.token, [image])),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(FEEDBACK_SUBMITS_PER_HOUR);
    expect(codes.filter((c) => c === ErrorCode.FEEDBACK_RATE_LIMITED)).toHaveLength(
      8 - FEEDBACK_SUBMITS_PER_HOUR,
    );
    await expectBucketMatchesRows();
  });
});
