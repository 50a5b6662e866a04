import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackQueueAnswer, FeedbackThreadAnswer } from '@lobby/contract/console';
import { FeedbackDetailAnswer, FeedbackListAnswer } from '@lobby/contract/feedback';
import { ErrorCode } from '@lobby/contract/values/errors';
import {
  consoleFeedbackImagePath,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_SUBMITS_PER_HOUR,
  feedbackImagePath,
} from '@lobby/contract/values/feedback';
import { accountsClient } from '../../../test/accounts-client';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { runOps } from '@/ops/ops-commands';
import { cliAuditBy } from '../audit/audit-by';
import { FeedbackStaffService } from './feedback-staff.service';
import { SUBMIT_BODY_LIMIT } from './feedback.routes';

let dataDir: string;
let staff: FeedbackStaffService;
const by = cliAuditBy('ana@cli');
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-feedback-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));
const client = accountsClient(t);
beforeAll(() => {
  staff = new FeedbackStaffService(t.database.db);
});

/** The image files in the store: every one must belong to a row (no orphans). */
const storedFiles = () => {
  const root = join(dataDir, 'uploads', 'feedback');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const imageRows = async () =>
  (await t.database.db.selectFrom('feedback_images').select('key').execute()).map((r) => r.key);
const expectNoOrphans = async () =>
  expect(storedFiles().sort()).toEqual((await imageRows()).sort());

const png = (width = 40, height = 30) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
/** A JPEG carrying EXIF (a camera's make and an orientation), as a phone photo does. */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' } } })
    .toBuffer();
/** Random pixels do not compress: a PNG over 2 MiB. */
const noisyPng = async () => {
  const side = 1000;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};
/** The start of a Linux executable, and of a Windows one: what a renamed .png may really be. */
const elf = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(200, 1),
]);
const pe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(100, 2),
]);

const b64 = (bytes: Buffer) => bytes.toString('base64');
const text = 'The wheel froze after my spin and the page did not come back.';

const submit = (token: string, body: object) =>
  client.call('feedbackSubmit', { type: 2, text, images: [], ...body }, { token });

const detail = async (token: string, id: number) => {
  const answer = await client.call('feedbackDetail', { id }, { token });
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return FeedbackDetailAnswer.parse(answer.body.data);
};

const getImage = (key: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: feedbackImagePath(key),
    headers: token ? { authorization: token } : {},
  });

describe('feedbackSubmit', () => {
  it('takes a type, a text and images; the thread shows them, served to the owner only', async () => {
    const player = await client.registerByAccount();
    const [first, second] = [await png(), await jpegWithExif()];
    const answer = await submit(player.token, { images: [b64(first), b64(second)] });
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    const id = answer.body.data.id as number;

    const thread = await detail(player.token, id);
    expect(thread).toMatchObject({ id, typeName: 'Problem with a game', status: 'open' });
    expect(thread.messages).toHaveLength(1);
    const [message] = thread.messages;
    expect(message).toMatchObject({ author: 'player', text });
    // The JPEG's EXIF orientation 6 is applied: 64 × 48 becomes 48 × 64.
    expect(message!.images).toMatchObject([
      { type: 'image/png', width: 40, height: 30 },
      { type: 'image/jpeg', width: 48, height: 64 },
    ]);

    const [pngKey, jpegKey] = message!.images.map((i) => i.key);
    const served = await getImage(pngKey!, player.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="feedback-${pngKey}.png"`,
      'cache-control': 'private, max-age=3600',
    });
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    // Re-encoded: the camera's metadata is gone.
    const jpeg = await getImage(jpegKey!, player.token);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(jpeg.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(jpeg.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);

    // Another player, no session, a key that is no image's: nothing.
    const other = await client.registerByAccount();
    expect((await getImage(pngKey!, other.token)).statusCode).toBe(404);
    expect((await getImage(pngKey!)).statusCode).toBe(401);
    expect((await getImage('A'.repeat(22), player.token)).statusCode).toBe(404);
    expect((await getImage('../../etc/passwd', player.token)).statusCode).toBe(404);
    await expectNoOrphans();
  });

  it('refuses a renamed executable, whatever it claims to be, and stores nothing', async () => {
    const player = await client.registerByAccount();
    const before = storedFiles().length;
    for (const bytes of [elf, pe]) {
      const answer = await submit(player.token, { images: [b64(await png()), b64(bytes)] });
      expect(answer.body.errcode).toBe(ErrorCode.FEEDBACK_IMAGE_TYPE);
    }
    // A picture type we do not take (GIF), and a PNG cut short: refused the same way.
    const gif = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    const cut = (await png(300, 300)).subarray(0, 120);
    for (const bytes of [gif, cut]) {
      expect((await submit(player.token, { images: [b64(bytes)] })).body.errcode).toBe(
        ErrorCode.FEEDBACK_IMAGE_TYPE,
      );
    }
    expect(storedFiles()).toHaveLength(before);
    const list = await client.call('feedbackList', {}, { token: player.token });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses an oversized image, one too large in pixels and too many images', async () => {
    const player = await client.registerByAccount();
    const before = storedFiles().length;
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(FEEDBACK_IMAGE_MAX_BYTES);
    const tooLarge = await submit(player.token, { images: [b64(big)] });
    expect(tooLarge.body.errcode).toBe(ErrorCode.FEEDBACK_IMAGE_TOO_LARGE);
    expect(tooLarge.body.data).toMatchObject({ limit: FEEDBACK_IMAGE_MAX_BYTES });

    const wide = await submit(player.token, { images: [b64(await png(5000, 4))] });
    expect(wide.body.errcode).toBe(ErrorCode.FEEDBACK_IMAGE_DIMENSIONS);

    // The demo config allows 3.
    const four = await Promise.all([1, 2, 3, 4].map(() => png()));
    const tooMany = await submit(player.token, { images: four.map(b64) });
    expect(tooMany.body.errcode).toBe(ErrorCode.FEEDBACK_TOO_MANY_IMAGES);
    expect(tooMany.body.data).toMatchObject({ limit: 3 });

    expect(storedFiles()).toHaveLength(before);
    expect((await client.call('feedbackList', {}, { token: player.token })).body.data.total).toBe(
      0,
    );
  });

  it('refuses a type the config does not list, and bad input with a 400', async () => {
    const player = await client.registerByAccount();
    expect((await submit(player.token, { type: 99 })).body.errcode).toBe(
      ErrorCode.FEEDBACK_TYPE_UNKNOWN,
    );
    for (const body of [
      { text: 'hi' },
      { text: 'x'.repeat(1001) },
      { type: 0 },
      { images: ['not base64!'] },
      { images: new Array(10).fill('AAAA') },
    ]) {
      const answer = await submit(player.token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.errcode).toBe(400);
    }
    // A body past the call's own limit (base64 of 6 MiB and a little) is a 400 too.
    const huge = await submit(player.token, { images: ['A'.repeat(SUBMIT_BODY_LIMIT)] });
    expect(huge.status).toBe(400);
    expect((await client.call('feedbackList', {}, { token: player.token })).body.data.total).toBe(
      0,
    );
  });

  it('answers 401 without a session, before reading the body', async () => {
    for (const name of ['feedbackSubmit', 'feedbackList', 'feedbackDetail', 'feedbackReply']) {
      const answer = await client.call(name, { id: 1, type: 1, text });
      expect(answer.status).toBe(401);
    }
  });

  it('takes a few a player per hour: of 12 sent at once exactly 5 pass, and nothing is left of the rest', async () => {
    const player = await client.registerByAccount();
    const image = b64(await png());
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => submit(player.token, { images: [image] })),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(FEEDBACK_SUBMITS_PER_HOUR);
    expect(codes.filter((c) => c === ErrorCode.FEEDBACK_RATE_LIMITED)).toHaveLength(
      12 - FEEDBACK_SUBMITS_PER_HOUR,
    );
    const refused = answers.find((a) => a.body.errcode === ErrorCode.FEEDBACK_RATE_LIMITED)!;
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(3000);
    expect(refused.body.data.retryAfterSeconds).toBeLessThanOrEqual(3600);
    const list = await client.call('feedbackList', {}, { token: player.token });
    expect(list.body.data.total).toBe(FEEDBACK_SUBMITS_PER_HOUR);
    await expectNoOrphans();
  });
});

describe('the thread', () => {
  it('shows staff replies; the player adds to it until staff close it', async () => {
    const player = await client.registerByAccount();
    const id = (await submit(player.token, {})).body.data.id as number;

    await staff.staffReply(id, 'Thanks! We are looking into it.', 'ana', { by });
    let thread = await detail(player.token, id);
    expect(thread.status).toBe('replied');
    expect(thread.messages.map((m) => [m.author, m.text])).toEqual([
      ['player', text],
      ['staff', 'Thanks! We are looking into it.'],
    ]);
    // Staff names stay staff-side.
    expect(JSON.stringify(thread)).not.toContain('ana');

    const reply = await client.call(
      'feedbackReply',
      { id, text: 'It happened again just now.' },
      { token: player.token },
    );
    expect(reply.body.errcode, reply.body.msg).toBe(0);
    thread = await detail(player.token, id);
    expect(thread.status).toBe('open');
    expect(thread.messages).toHaveLength(3);

    await staff.staffReply(id, 'Fixed in today’s update.', 'ana', { close: true, by });
    expect((await detail(player.token, id)).status).toBe('closed');
    const late = await client.call(
      'feedbackReply',
      { id, text: 'Thank you very much!' },
      { token: player.token },
    );
    expect(late.body.errcode).toBe(ErrorCode.FEEDBACK_CLOSED);
    await expect(staff.staffReply(id, 'One more thing', 'ana', { by })).rejects.toMatchObject({
      code: ErrorCode.FEEDBACK_CLOSED,
    });

    const list = FeedbackListAnswer.parse(
      (await client.call('feedbackList', {}, { token: player.token })).body.data,
    );
    expect(list.list).toMatchObject([{ id, status: 'closed', messages: 4, preview: text }]);
  });

  it('is not found for another player, and for an id that does not exist', async () => {
    const owner = await client.registerByAccount();
    const other = await client.registerByAccount();
    const id = (await submit(owner.token, {})).body.data.id as number;
    for (const [name, body] of [
      ['feedbackDetail', { id }],
      ['feedbackReply', { id, text: 'Let me in, please.' }],
      ['feedbackDetail', { id: 2_000_000_000 }],
    ] as const) {
      const answer = await client.call(name, body, { token: other.token });
      expect(answer.body.errcode).toBe(ErrorCode.FEEDBACK_NOT_FOUND);
    }
    expect((await detail(owner.token, id)).messages).toHaveLength(1);
    expect((await client.call('feedbackList', {}, { token: other.token })).body.data.total).toBe(0);
  });
});

describe('npm run ops -- feedback', () => {
  it('lists what waits, shows a thread, replies and closes', async () => {
    const player = await client.registerByAccount();
    const id = (await submit(player.token, { images: [b64(await png())] })).body.data.id as number;
    const lines: string[] = [];
    const ctx = { db: t.database.db, out: (line: string) => lines.push(line), operator: 'op@cli' };

    expect(await runOps(ctx, ['feedback', 'list', '--status', 'open', '--limit', '500'])).toBe(0);
    expect(lines.some((l) => l.startsWith(`#${id}  user ${player.user.id}  open`))).toBe(true);
    lines.length = 0;
    expect(await runOps(ctx, ['feedback', 'show', String(id)])).toBe(0);
    expect(lines.join('\n')).toContain(text);
    expect(lines.join('\n')).toMatch(/image image\/png 40×30 {2}\/app\/files\/feedback\//);

    expect(await runOps(ctx, ['feedback', 'reply', String(id), 'We', 'fixed', 'it.'])).toBe(0);
    const thread = await detail(player.token, id);
    expect(thread.messages.at(-1)).toMatchObject({ author: 'staff', text: 'We fixed it.' });
    expect(thread.status).toBe('replied');

    expect(await runOps(ctx, ['feedback', 'close', String(id)])).toBe(0);
    expect((await detail(player.token, id)).status).toBe('closed');
    lines.length = 0;
    expect(await runOps(ctx, ['feedback', 'reply', String(id), 'again'])).toBe(1);
    expect(lines.join('')).toContain('refused: This feedback is closed');
    expect(await runOps(ctx, ['feedback', 'list', '--status', 'sleeping'])).toBe(2);
    expect(await runOps(ctx, ['feedback', 'reply', String(id)])).toBe(2);
  });
});

describe('the console’s feedback calls', () => {
  const staffApi = () => consoleClient(t);

  it('list the queue by status, the latest activity first, with the player and a preview', async () => {
    const { signedInStaff, call } = staffApi();
    const support = await signedInStaff('support');
    const player = await client.registerByAccount();
    const first = (await submit(player.token, {})).body.data.id as number;
    const second = (await submit(player.token, { text: 'The deposit page shows nothing.' })).body
      .data.id as number;
    await staff.staffReply(first, 'On it.', 'ana', { by });

    const open = await call(support.cookie, 'feedbackQueue', { status: 'open', pageSize: 100 });
    expect(open.status).toBe(200);
    const openPage = FeedbackQueueAnswer.parse(open.body.data);
    expect(openPage.list.every((f) => f.status === 'open')).toBe(true);
    expect(openPage.list.find((f) => f.id === second)).toMatchObject({
      userId: player.user.id,
      nickname: player.user.nickname,
      preview: 'The deposit page shows nothing.',
      messages: 1,
    });
    expect(openPage.list.some((f) => f.id === first)).toBe(false);

    const all = FeedbackQueueAnswer.parse(
      (await call(support.cookie, 'feedbackQueue', { pageSize: 100 })).body.data,
    );
    const ids = all.list.map((f) => f.id);
    // The reply made the first the latest activity.
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(all.total).toBeGreaterThanOrEqual(2);
    // Latest first (updatedAt is in seconds: ties keep the database's finer order).
    const times = all.list.map((f) => f.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const paged = FeedbackQueueAnswer.parse(
      (await call(support.cookie, 'feedbackQueue', { pageSize: 1, pageNum: 2 })).body.data,
    );
    expect(paged).toMatchObject({ pageNum: 2, pageSize: 1, total: all.total, pages: all.total });
    expect(paged.list.map((f) => f.id)).toEqual([ids[1]]);
  });

  it('show a thread with its images, served to staff by the console session', async () => {
    const { signedInStaff, call } = staffApi();
    const support = await signedInStaff('support');
    const player = await client.registerByAccount();
    const id = (await submit(player.token, { images: [b64(await png())] })).body.data.id as number;

    const answer = await call(support.cookie, 'feedbackThread', { id });
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    const thread = FeedbackThreadAnswer.parse(answer.body.data);
    expect(thread).toMatchObject({ id, userId: player.user.id, status: 'open' });
    const key = thread.messages[0]!.images[0]!.key;

    const image = await t.app.inject({
      url: consoleFeedbackImagePath(key),
      headers: { cookie: support.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
    const get = (headers: Record<string, string>, path = consoleFeedbackImagePath(key)) =>
      t.app.inject({ url: path, headers: { 'sec-fetch-site': 'same-origin', ...headers } });
    expect((await get({})).statusCode).toBe(401);
    const finance = await signedInStaff('finance');
    expect((await get({ cookie: finance.cookie })).statusCode).toBe(403);
    expect(
      (await get({ cookie: support.cookie, origin: 'https://elsewhere.example' })).statusCode,
    ).toBe(403);
    expect(
      (await get({ cookie: support.cookie }, consoleFeedbackImagePath('A'.repeat(22)))).statusCode,
    ).toBe(404);
    // The player's route does not take the console's cookie.
    expect((await get({ cookie: support.cookie }, feedbackImagePath(key))).statusCode).toBe(401);

    const missing = await call(support.cookie, 'feedbackThread', { id: 2_000_000_000 });
    expect(missing.body.errcode).toBe(ErrorCode.FEEDBACK_NOT_FOUND);
  });

  it('reply in the staff member’s name, and close with the reply', async () => {
    const { signedInStaff, call } = staffApi();
    const admin = await signedInStaff('admin');
    const player = await client.registerByAccount();
    const id = (await submit(player.token, {})).body.data.id as number;

    const reply = await call(admin.cookie, 'feedbackAnswer', { id, text: '  We are on it.  ' });
    expect(reply.body.errcode, reply.body.msg).toBe(0);
    expect(reply.body.data.messageId).toBeGreaterThan(0);
    let thread = await detail(player.token, id);
    expect(thread.status).toBe('replied');
    expect(thread.messages.at(-1)).toMatchObject({ author: 'staff', text: 'We are on it.' });
    const named = await t.database.db
      .selectFrom('feedback_messages')
      .select('staff_name')
      .where('id', '=', reply.body.data.messageId)
      .executeTakeFirstOrThrow();
    expect(named.staff_name).toBe(admin.name);

    const closing = await call(admin.cookie, 'feedbackAnswer', { id, text: 'Fixed.', close: true });
    expect(closing.body.errcode).toBe(0);
    thread = await detail(player.token, id);
    expect(thread.status).toBe('closed');
    const late = await call(admin.cookie, 'feedbackAnswer', { id, text: 'One more thing.' });
    expect(late.body.errcode).toBe(ErrorCode.FEEDBACK_CLOSED);
    const empty = await call(admin.cookie, 'feedbackAnswer', { id, text: '   ' });
    expect(empty.status).toBe(400);
  });

  it('let the auditor read the queue, a thread and its images, and answer nothing', async () => {
    const { signedInStaff, call } = staffApi();
    const auditor = await signedInStaff('auditor');
    const player = await client.registerByAccount();
    const id = (await submit(player.token, { images: [b64(await png())] })).body.data.id as number;

    const queue = await call(auditor.cookie, 'feedbackQueue', { status: 'open', pageSize: 100 });
    expect(queue.body.errcode, queue.body.msg).toBe(0);
    expect(FeedbackQueueAnswer.parse(queue.body.data).list.map((f) => f.id)).toContain(id);
    const thread = await call(auditor.cookie, 'feedbackThread', { id });
    expect(thread.body.errcode, thread.body.msg).toBe(0);
    const key = FeedbackThreadAnswer.parse(thread.body.data).messages[0]!.images[0]!.key;
    const image = await t.app.inject({
      url: consoleFeedbackImagePath(key),
      // As the console's <img> asks for it: same-origin (docs/security.md "Console CSRF").
      headers: { cookie: auditor.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(image.statusCode).toBe(200);

    const answer = await call(auditor.cookie, 'feedbackAnswer', { id, text: 'Noted.' });
    expect(answer.status).toBe(403);
    expect(answer.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    const closing = await call(auditor.cookie, 'feedbackAnswer', { id, text: 'x', close: true });
    expect(closing.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    const after = await detail(player.token, id);
    expect(after).toMatchObject({ status: 'open' });
    expect(after.messages).toHaveLength(1);
  });

  it('refuse a role without the feedback permission (1602) and a caller without a session (401)', async () => {
    const { signedInStaff, call } = staffApi();
    const player = await client.registerByAccount();
    const id = (await submit(player.token, {})).body.data.id as number;
    const calls = [
      ['feedbackQueue', {}],
      ['feedbackThread', { id }],
      ['feedbackAnswer', { id, text: 'Not mine to answer.' }],
    ] as const;
    for (const role of ['finance', 'marketing'] as const) {
      const other = await signedInStaff(role);
      for (const [name, body] of calls) {
        const answer = await call(other.cookie, name, body);
        expect(answer.status, `${role} ${name}`).toBe(403);
        expect(answer.body.errcode, `${role} ${name}`).toBe(ErrorCode.STAFF_FORBIDDEN);
      }
    }
    for (const [name, body] of calls) {
      for (const cookie of [null, 'console_session=nothing']) {
        const answer = await call(cookie, name, body);
        expect(answer.status, name).toBe(401);
        expect(answer.body.errcode, name).toBe(ErrorCode.UNAUTHORIZED);
      }
    }
    // A player's session is not a console session.
    const asPlayer = await call(null, 'feedbackQueue', {}, { authorization: player.token });
    expect(asPlayer.status).toBe(401);
    expect((await detail(player.token, id)).messages).toHaveLength(1);
  });
});
