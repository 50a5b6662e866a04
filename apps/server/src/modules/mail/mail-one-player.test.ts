import { afterEach, describe, expect, it } from 'vitest';
import { MailBroadcastItem, MailPendingAnswer } from '@lobby/contract/console-mail';
import { GetMail2Answer } from '@lobby/contract/mail';
import { ErrorCode } from '@lobby/contract/values/errors';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import type { TestApp } from '../../../test/test-app';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules } from '../players/players.settings';
import { PropId } from '../rewards/awards';
import { pendingMailApprovals } from './mail.reads';

/**
 * The composer's mail to one player (docs/console.md "Mail composer"): the player named by id,
 * phone or account name, and a mail that carries coin under the same four eyes and budget as a
 * broadcast, so no member alone sends a friend money past their budget.
 */

let t: TestApp;
const kit = useRewardsTestApp((app) => {
  t = app;
});
const DAY = 86_400;

type Player = Awaited<ReturnType<typeof kit.player>>;
type Staff = Awaited<ReturnType<ReturnType<typeof consoleClient>['signedInStaff']>>;

const staff = () => consoleClient(t);
const nowSeconds = async () => Math.floor((await t.clock.now()).getTime() / 1000);
const coin = (count: number) => ({ propId: PropId.Coin, count });
const setBudget = (fourEyesAbove: number) =>
  t.settings.set(BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules, { fourEyesAbove });

afterEach(async () => {
  await t.settings.set(BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules, {});
});

let seq = 0;
/** A player with a phone and an account name of this test's own. */
const namedPlayer = async () => {
  const p = await kit.player();
  seq += 1;
  const mobile = `+1555${String(process.pid).slice(-3).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
  const account = `friend_${process.pid}_${seq}`;
  await t.database.db
    .updateTable('users')
    .set({ mobile, account })
    .where('id', '=', p.userId)
    .execute();
  return { ...p, mobile, account };
};

const send = async (by: Staff, player: string, awards: object[], extra: object = {}) =>
  staff().call(by.cookie, 'mailBroadcastCreate', {
    title: 'For you',
    body: 'A gift',
    awards,
    player,
    expiresAt: (await nowSeconds()) + 3 * DAY,
    ...extra,
  });

const sent = async (by: Staff, player: string, awards: object[]) => {
  const answer = await send(by, player, awards);
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return MailBroadcastItem.parse(answer.body.data);
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

/** The player's copies of a broadcast, after opening the inbox (which makes what is due). */
const copiesOf = async (p: Player, broadcastId: number) => {
  await kit.ok(p, 'getMail2', {});
  return t.database.db
    .selectFrom('mail')
    .select(['id', 'awards'])
    .where('user_id', '=', p.userId)
    .where('broadcast_id', '=', broadcastId)
    .execute();
};

/** Claims the player's mail of a broadcast `times` times at once; answers the coin it paid. */
const claimRacing = async (p: Player, broadcastId: number, times: number) => {
  const inbox = GetMail2Answer.parse(await kit.ok(p, 'getMail2', {}));
  const [copy] = await copiesOf(p, broadcastId);
  const mail = inbox.list.find((m) => m.id === Number(copy!.id))!;
  expect(mail.attachment).toBe('unclaimed');
  const before = await kit.bonusOf(p.userId);
  await Promise.all(
    Array.from({ length: times }, () => kit.call(p, 'receiveMail', { id: mail.id })),
  );
  return (await kit.bonusOf(p.userId)) - before;
};

describe('the one player a mail goes to', () => {
  it('is named by id, phone or account name, and only they get it', async () => {
    await setBudget(10 ** 9);
    const { signedInStaff, call } = staff();
    const sender = await signedInStaff('marketing');
    const friend = await namedPlayer();
    const other = await namedPlayer();
    for (const ref of [
      String(friend.userId),
      friend.mobile,
      // A phone as staff type it, spaced.
      `${friend.mobile.slice(0, 5)} ${friend.mobile.slice(5)}`,
      ` ${friend.account} `,
    ]) {
      const made = await sent(sender, ref, [coin(100)]);
      expect([ref, made.userId, made.state, made.coinTotal]).toEqual([
        ref,
        friend.userId,
        'live',
        100,
      ]);
      expect(await copiesOf(friend, made.id)).toHaveLength(1);
      expect(await copiesOf(other, made.id)).toEqual([]);
    }
    const entries = await auditEntries(t.database.db, { action: 'mail.broadcast' });
    expect(entries.at(-1)).toMatchObject({
      actorName: sender.email,
      after: { userId: friend.userId, approval: 'alone', coinTotal: 100, players: 1 },
    });
    // Words only go to one player just the same.
    const words = await sent(sender, friend.account, []);
    expect(words).toMatchObject({ state: 'live', coinTotal: 0, userId: friend.userId });
    // A support member mails words (mailSend), and not with this call.
    const support = await signedInStaff('support');
    expect((await send(support, friend.account, [])).body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    expect((await call(sender.cookie, 'mailBroadcasts', {})).body.errcode).toBe(0);
  });

  it('refuses a reference that names nobody, or several players, or comes with a segment, storing nothing', async () => {
    const { signedInStaff } = staff();
    const sender = await signedInStaff('marketing');
    const a = await namedPlayer();
    const b = await namedPlayer();
    // b's account name is a's id: the reference names two players.
    await t.database.db
      .updateTable('users')
      .set({ account: String(a.userId) })
      .where('id', '=', b.userId)
      .execute();
    const before = await broadcastCount();
    const audited = (await auditEntries(t.database.db, { action: 'mail.broadcast' })).length;

    const nobody = await send(sender, 'no_such_account_anywhere', [coin(100)]);
    expect([nobody.status, nobody.body.errcode, nobody.body.data]).toEqual([
      200,
      ErrorCode.MAIL_PLAYER_NOT_FOUND,
      { player: 'no_such_account_anywhere' },
    ]);
    expect((await send(sender, '+19999999999999', [])).body.errcode).toBe(
      ErrorCode.MAIL_PLAYER_NOT_FOUND,
    );
    const two = await send(sender, String(a.userId), [coin(100)]);
    expect([two.status, two.body.errcode, two.body.data]).toEqual([
      200,
      ErrorCode.MAIL_PLAYER_AMBIGUOUS,
      { player: String(a.userId) },
    ]);
    // Its phone still names a alone.
    expect((await sent(sender, a.mobile, [])).userId).toBe(a.userId);

    for (const extra of [{ segment: { vipMin: 1 } }, { openToNewPlayers: true }]) {
      const both = await send(sender, a.mobile, [coin(100)], extra);
      expect([both.status, both.body.errcode]).toEqual([400, 400]);
    }
    expect((await send(sender, '   ', [])).status).toBe(400);
    expect((await send(sender, 'x'.repeat(65), [])).status).toBe(400);
    expect(await broadcastCount()).toBe(before + 1);
    expect((await auditEntries(t.database.db, { action: 'mail.broadcast' })).length).toBe(
      audited + 1,
    );
  });
});

describe('four eyes on coin mailed to one player', () => {
  it('holds a mail past its sender’s budget, copied to nobody, which its sender may not approve', async () => {
    await setBudget(500);
    const { signedInStaff, call } = staff();
    const sender = await signedInStaff('marketing');
    const friend = await namedPlayer();

    // Within the budget it goes alone; the next one past what is left waits.
    const first = await sent(sender, friend.account, [coin(400)]);
    expect(first.state).toBe('live');
    const held = await sent(sender, friend.account, [coin(200)]);
    expect(held).toMatchObject({ state: 'pending', coinTotal: 200, userId: friend.userId });
    expect(await copiesOf(friend, held.id)).toEqual([]);
    expect(await pendingMailApprovals(t.database.db)).toContainEqual(
      expect.objectContaining({ id: held.id, requestedBy: sender.id, userId: friend.userId }),
    );
    const listed = MailPendingAnswer.parse(
      (await call(sender.cookie, 'mailPending', {})).body.data,
    );
    expect(listed.list.find((b) => b.id === held.id)).toMatchObject({ userId: friend.userId });

    // Its sender approves it: refused, and it stays held and uncopied, paying nothing.
    const own = await call(sender.cookie, 'mailApprove', { id: held.id });
    expect(own.body.errcode).toBe(ErrorCode.MAIL_APPROVE_OWN);
    const ownAgain = await Promise.all(
      Array.from({ length: 5 }, () => call(sender.cookie, 'mailApprove', { id: held.id })),
    );
    expect(ownAgain.map((a) => a.body.errcode)).toEqual(Array(5).fill(ErrorCode.MAIL_APPROVE_OWN));
    expect(await copiesOf(friend, held.id)).toEqual([]);
    expect(
      (await auditEntries(t.database.db, { action: 'mail.approve' })).filter(
        (e) => e.target === `broadcast:${held.id}`,
      ),
    ).toEqual([]);
    // Only the mail sent alone pays.
    expect(await claimRacing(friend, first.id, 5)).toBe(400);

    // A refusal by another member: nobody ever gets it.
    const other = await signedInStaff('marketing');
    expect((await call(other.cookie, 'mailRefuse', { id: held.id })).body.data).toMatchObject({
      state: 'refused',
    });
    expect(await copiesOf(friend, held.id)).toEqual([]);
  });

  it('holds every mail past the budget whatever the mails sent at once: they add up under the member’s lock', async () => {
    await setBudget(300);
    const { signedInStaff } = staff();
    const sender = await signedInStaff('marketing');
    const friend = await namedPlayer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(sender, friend.account, [coin(100)])),
    );
    const states = answers.map((a) => MailBroadcastItem.parse(a.body.data).state);
    expect(states.filter((s) => s === 'live')).toHaveLength(3);
    expect(states.filter((s) => s === 'pending')).toHaveLength(5);
  });

  it('delivers an approved mail once and pays it once, however the approval is replayed', async () => {
    await setBudget(0);
    const { signedInStaff, call } = staff();
    const sender = await signedInStaff('marketing');
    const approver = await signedInStaff('marketing');
    const friend = await namedPlayer();
    const held = await sent(sender, friend.mobile, [coin(700)]);
    expect(held.state).toBe('pending');

    const approved = await call(approver.cookie, 'mailApprove', { id: held.id });
    expect(approved.body.errcode).toBe(0);
    expect(approved.body.data).toMatchObject({ state: 'live', decidedBy: approver.email });
    // The same approval again, by the same member and by another: refused, changing nothing.
    for (const again of [approver, await signedInStaff('admin')])
      expect((await call(again.cookie, 'mailApprove', { id: held.id })).body.errcode).toBe(
        ErrorCode.MAIL_NOT_PENDING,
      );
    expect(await copiesOf(friend, held.id)).toHaveLength(1);
    expect(await copiesOf(friend, held.id)).toHaveLength(1);
    expect(await claimRacing(friend, held.id, 10)).toBe(700);
    expect(
      (await auditEntries(t.database.db, { action: 'mail.approve' })).filter(
        (e) => e.target === `broadcast:${held.id}`,
      ),
    ).toHaveLength(1);
  });

  it('approves one held mail once for 20 approvals at once', async () => {
    await setBudget(0);
    const { signedInStaff, call } = staff();
    const sender = await signedInStaff('marketing');
    const approvers = [await signedInStaff('marketing'), await signedInStaff('admin')];
    const friend = await namedPlayer();
    const held = await sent(sender, String(friend.userId), [coin(300)]);
    expect(held.state).toBe('pending');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(approvers[i % 2]!.cookie, 'mailApprove', { id: held.id }),
      ),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.MAIL_NOT_PENDING)).toHaveLength(19);
    // The player's opens race too: one copy, one credit.
    await Promise.all(Array.from({ length: 5 }, () => kit.ok(friend, 'getMail2', {})));
    expect(await copiesOf(friend, held.id)).toHaveLength(1);
    expect(await claimRacing(friend, held.id, 10)).toBe(300);
  });
});
