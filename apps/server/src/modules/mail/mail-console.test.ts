import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MailBroadcastItem, MailBroadcastsAnswer } from '@lobby/contract/console-mail';
import { GetMail2Answer } from '@lobby/contract/mail';
import { ErrorCode } from '@lobby/contract/values/errors';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import type { TestApp } from '../../../test/test-app';
import { runOps } from '@/ops/ops-commands';
import { depositsClient } from '../deposits/deposits-test-client';
import { PropId } from '../rewards/awards';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';

let t: TestApp;
const kit = useRewardsTestApp((app) => {
  t = app;
});
const DAY = 86_400;
const HOUR = 3_600;

type Player = Awaited<ReturnType<typeof kit.player>>;

const nowSeconds = async () => Math.floor((await t.clock.now()).getTime() / 1000);
const staffApi = () => consoleClient(t);

/** Broadcasts of earlier tests end, so each test sees its own. */
const endBroadcasts = () =>
  sql`update mail_broadcasts set starts_at = '2000-01-01', expires_at = '2000-01-02'`.execute(
    t.database.db,
  );

const copies = async (p: Player) => {
  await kit.ok(p, 'getMail2', {});
  return (
    await t.database.db
      .selectFrom('mail')
      .select(['source_key', 'broadcast_id'])
      .where('user_id', '=', p.userId)
      .execute()
  ).map((m) => m.source_key);
};

const broadcastCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('mail_broadcasts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('mailBroadcastCreate', () => {
  it('stores the broadcast as the CLI does, audited, and a player of the segment gets it', async () => {
    await endBroadcasts();
    const { signedInStaff, call } = staffApi();
    const marketing = await signedInStaff('marketing');
    const player = await kit.player();
    const now = await nowSeconds();
    const answer = await call(marketing.cookie, 'mailBroadcastCreate', {
      title: '  Weekend gift ',
      body: 'A little something.',
      awards: [{ propId: PropId.Coin, count: 250 }],
      segment: { vipMax: 0, deposited: false },
      expiresAt: now + 3 * DAY,
    });
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    const made = MailBroadcastItem.parse(answer.body.data);
    expect(made).toMatchObject({
      title: 'Weekend gift',
      awards: [{ propId: PropId.Coin, count: 250 }],
      state: 'live',
      createdBy: marketing.email,
      userId: null,
      copies: 0,
      claimed: 0,
      cancelledAt: null,
    });
    // An attachment reaches only the players registered by now.
    expect(made.segment.registeredTo).toBeGreaterThanOrEqual(now - 5);
    expect(await copies(player)).toContain(`b:${made.id}`);

    const [entry] = (await auditEntries(t.database.db, { action: 'mail.broadcast' })).filter(
      (e) => e.target === `broadcast:${made.id}`,
    );
    expect(entry).toMatchObject({ actorKind: 'staff', actorName: marketing.email });
    expect(entry!.after).toMatchObject({ id: made.id, title: 'Weekend gift' });

    const listed = MailBroadcastsAnswer.parse(
      (await call(marketing.cookie, 'mailBroadcasts', {})).body.data,
    );
    expect(listed.list[0]).toMatchObject({ id: made.id, copies: 1, claimed: 0 });
  });

  it('refuses what the CLI refuses, in words, and stores nothing nor audits', async () => {
    const { signedInStaff, call } = staffApi();
    const admin = await signedInStaff('admin');
    const now = await nowSeconds();
    const before = await broadcastCount();
    const audited = (await auditEntries(t.database.db, { action: 'mail.broadcast' })).length;
    const base = { title: 'x', body: 'y', expiresAt: now + DAY };
    for (const [input, code] of [
      [{ ...base, awards: [{ propId: 4001, count: 1 }] }, ErrorCode.MAIL_BROADCAST_INVALID],
      [{ ...base, awards: [{ propId: 1099, count: 1 }] }, ErrorCode.MAIL_BROADCAST_INVALID],
      [{ ...base, segment: { vipMin: 3, vipMax: 1 } }, ErrorCode.MAIL_BROADCAST_INVALID],
      [{ ...base, expiresAt: now - HOUR }, ErrorCode.MAIL_BROADCAST_INVALID],
      [{ ...base, startsAt: now + 2 * DAY }, ErrorCode.MAIL_BROADCAST_INVALID],
      [{ ...base, title: '   ' }, ErrorCode.BAD_REQUEST],
      [{ ...base, segment: { vipMin: 101 } }, ErrorCode.BAD_REQUEST],
      [{ title: 'x', body: 'y' }, ErrorCode.BAD_REQUEST],
    ] as const) {
      const answer = await call(admin.cookie, 'mailBroadcastCreate', input);
      expect(answer.body.errcode, JSON.stringify(input)).toBe(code);
      expect(answer.status).toBeLessThan(500);
      if (code === ErrorCode.MAIL_BROADCAST_INVALID)
        expect(answer.body.data).toMatchObject({ reason: expect.any(String) });
    }
    expect(await broadcastCount()).toBe(before);
    expect((await auditEntries(t.database.db, { action: 'mail.broadcast' })).length).toBe(audited);
  });
});

describe('mailBroadcastCancel', () => {
  it('cancels a scheduled broadcast once however many ask at once: nobody gets it', async () => {
    await endBroadcasts();
    const { signedInStaff, call } = staffApi();
    const marketing = await signedInStaff('marketing');
    const player = await kit.player();
    const now = await nowSeconds();
    const made = MailBroadcastItem.parse(
      (
        await call(marketing.cookie, 'mailBroadcastCreate', {
          title: 'Tomorrow',
          body: 'Soon.',
          startsAt: now + DAY,
          expiresAt: now + 3 * DAY,
        })
      ).body.data,
    );
    expect(made.state).toBe('scheduled');

    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(marketing.cookie, 'mailBroadcastCancel', { id: made.id }),
      ),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.MAIL_BROADCAST_STARTED)).toHaveLength(29);
    const cancelled = MailBroadcastItem.parse(answers.find((a) => a.body.errcode === 0)!.body.data);
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledAt: expect.any(Number) });
    const entries = (await auditEntries(t.database.db, { action: 'mail.cancel' })).filter(
      (e) => e.target === `broadcast:${made.id}`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorName: marketing.email,
      before: { cancelled: false },
      after: { cancelled: true },
    });

    await kit.setClock(DAY + HOUR);
    expect(await copies(player)).not.toContain(`b:${made.id}`);
  });

  it('refuses a broadcast that started, and one that does not exist', async () => {
    await endBroadcasts();
    const { signedInStaff, call } = staffApi();
    const admin = await signedInStaff('admin');
    const now = await nowSeconds();
    const live = MailBroadcastItem.parse(
      (
        await call(admin.cookie, 'mailBroadcastCreate', {
          title: 'Now',
          body: 'Live.',
          expiresAt: now + DAY,
        })
      ).body.data,
    );
    const started = await call(admin.cookie, 'mailBroadcastCancel', { id: live.id });
    expect(started.body.errcode).toBe(ErrorCode.MAIL_BROADCAST_STARTED);
    const missing = await call(admin.cookie, 'mailBroadcastCancel', { id: 2_000_000_000 });
    expect(missing.body.errcode).toBe(ErrorCode.MAIL_BROADCAST_NOT_FOUND);
    const bad = await call(admin.cookie, 'mailBroadcastCancel', { id: 'one' });
    expect(bad.status).toBe(400);
    const row = await t.database.db
      .selectFrom('mail_broadcasts')
      .select('cancelled_at')
      .where('id', '=', live.id)
      .executeTakeFirstOrThrow();
    expect(row.cancelled_at).toBeNull();
  });
});

describe('mailSend', () => {
  it('mails one player at once, words only, audited; nobody else gets it', async () => {
    const { signedInStaff, call } = staffApi();
    const support = await signedInStaff('support');
    const player = await kit.player();
    const other = await kit.player();
    const answer = await call(support.cookie, 'mailSend', {
      userId: player.userId,
      title: 'About your question',
      body: 'We have looked into it.',
      // Not part of the call: a support member grants no coin.
      awards: [{ propId: PropId.Coin, count: 100_000 }],
    });
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    const id = answer.body.data.id as number;
    const rows = await t.database.db
      .selectFrom('mail')
      .select(['user_id', 'awards'])
      .where('broadcast_id', '=', id)
      .execute();
    expect(rows).toEqual([{ user_id: player.userId, awards: null }]);
    const box = GetMail2Answer.parse(await kit.ok(player, 'getMail2', {}));
    expect(box.list.find((m) => m.title === 'About your question')).toMatchObject({
      kind: 'broadcast',
      attachment: 'none',
    });
    expect(await copies(other)).not.toContain(`b:${id}`);
    const [entry] = (await auditEntries(t.database.db, { action: 'mail.send' })).filter(
      (e) => e.target === `user:${player.userId}`,
    );
    expect(entry).toMatchObject({ actorName: support.email, after: { broadcastId: id } });

    const listed = MailBroadcastsAnswer.parse(
      (await call(support.cookie, 'mailBroadcasts', {})).body.data,
    );
    expect(listed.list.find((b) => b.id === id)).toMatchObject({
      userId: player.userId,
      copies: 1,
    });
    // The ops CLI's list names the player.
    const lines: string[] = [];
    expect(
      await runOps({ db: t.database.db, out: (line) => lines.push(line), operator: 'ops@cli' }, [
        'mail',
        'broadcasts',
      ]),
    ).toBe(0);
    expect(lines.find((l) => l.startsWith(`${id}  `))).toContain(`player ${player.userId}`);
    // A mail to one player is not cancelled as a broadcast.
    const admin = await signedInStaff('admin');
    expect((await call(admin.cookie, 'mailBroadcastCancel', { id })).body.errcode).toBe(
      ErrorCode.MAIL_BROADCAST_NOT_FOUND,
    );
  });

  it('refuses a player who does not exist, and bad input, storing nothing', async () => {
    const { signedInStaff, call } = staffApi();
    const support = await signedInStaff('support');
    const before = await broadcastCount();
    const missing = await call(support.cookie, 'mailSend', {
      userId: 2_000_000_000,
      title: 'Hello',
      body: 'There.',
    });
    expect(missing.body.errcode).toBe(ErrorCode.PLAYER_NOT_FOUND);
    const empty = await call(support.cookie, 'mailSend', { userId: 1, title: '', body: 'x' });
    expect(empty.status).toBe(400);
    expect(await broadcastCount()).toBe(before);
  });
});

describe('mailSegmentCount', () => {
  it('counts the players a segment reaches, as the copying matches them', async () => {
    const { signedInStaff, call } = staffApi();
    const marketing = await signedInStaff('marketing');
    const players = [await kit.player(), await kit.player(), await kit.player()];
    const firstAt = await t.database.db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', players[0]!.userId)
      .executeTakeFirstOrThrow();
    const registeredFrom = Math.floor(new Date(firstAt.created_at).getTime() / 1000);
    await depositsClient(t).deposit(players[0]!.token, 5_000);
    const count = async (body: object) => {
      const answer = await call(marketing.cookie, 'mailSegmentCount', body);
      expect(answer.body.errcode, answer.body.msg).toBe(0);
      return answer.body.data.players as number;
    };
    const all = Number(
      (
        await t.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('created_at', '>=', new Date(registeredFrom * 1000))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(all).toBeGreaterThanOrEqual(3);
    expect(await count({ segment: { registeredFrom } })).toBe(all);
    expect(await count({ segment: { registeredFrom, deposited: true } })).toBe(1);
    expect(await count({ segment: { registeredFrom, deposited: false } })).toBe(all - 1);
    expect(await count({ segment: { registeredFrom, vipMin: 1 } })).toBe(0);
    // An attachment closed to new players counts those registered by now: the same players.
    expect(await count({ segment: { registeredFrom }, withAwards: true })).toBe(all);
    const bad = await call(marketing.cookie, 'mailSegmentCount', {
      segment: { vipMin: 5, vipMax: 1 },
    });
    expect(bad.body.errcode).toBe(ErrorCode.MAIL_BROADCAST_INVALID);
  });
});
