import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { envelope, stubApi, type SeenRequest } from '../test/fetch-stub';
import { userFixture } from '../test/fixtures/user';
import { captureInviteVisit, keptInviteCode, spendKeptInviteCode } from './invite-link';

const callsTo = (seen: SeenRequest[], name: string) =>
  seen.filter((r) => r.url.endsWith(`/app/v1/${name}`));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('a visit through an invite link', () => {
  it('keeps the code (surviving a reload) and reports the click once', async () => {
    const { seen } = stubApi({ actInviteClickInvite: () => envelope({}) });
    expect(captureInviteVisit('?inviteCode=LINK42&x=1')).toBe('LINK42');
    expect(captureInviteVisit('?inviteCode=LINK42')).toBe('LINK42');
    expect(localStorage.getItem(storageKeys.inviteCode)).toBe('LINK42');
    expect(keptInviteCode()).toBe('LINK42');
    await Promise.resolve();
    const clicks = callsTo(seen, 'actInviteClickInvite');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.body).toMatchObject({ inviteCode: 'LINK42' });
    expect(clicks[0]?.headers.fingerprint).toBeTruthy();
  });

  it('ignores a malformed code and keeps the one it had', () => {
    const { seen } = stubApi({});
    localStorage.setItem(storageKeys.inviteCode, 'KEPT42');
    expect(captureInviteVisit('?inviteCode=%3Cscript%3E')).toBeNull();
    expect(captureInviteVisit('?other=1')).toBeNull();
    expect(keptInviteCode()).toBe('KEPT42');
    expect(callsTo(seen, 'actInviteClickInvite')).toHaveLength(0);
  });
});

describe('the first sign-in after it', () => {
  it('makes the code’s owner the inviter of an account without one, once, and forgets the code', async () => {
    const filled = userFixture({ pid: 77 });
    const { seen } = stubApi({ agentFill: () => envelope({ user: filled }) });
    localStorage.setItem(storageKeys.inviteCode, 'LINK42');
    expect(await spendKeptInviteCode(userFixture({ pid: 0 }))).toEqual(filled);
    expect(callsTo(seen, 'agentFill').map((r) => r.body)).toEqual([
      expect.objectContaining({ pid: 'LINK42' }),
    ]);
    expect(keptInviteCode()).toBeNull();
    // Nothing kept any more: the next sign-in asks nothing.
    await spendKeptInviteCode(userFixture({ pid: 0 }));
    expect(callsTo(seen, 'agentFill')).toHaveLength(1);
  });

  it('leaves an account with an inviter as it is, and forgets the code', async () => {
    const { seen } = stubApi({});
    localStorage.setItem(storageKeys.inviteCode, 'LINK42');
    const user = userFixture({ pid: 5 });
    expect(await spendKeptInviteCode(user)).toBe(user);
    expect(callsTo(seen, 'agentFill')).toHaveLength(0);
    expect(keptInviteCode()).toBeNull();
  });

  it('keeps the sign-in when agentFill is refused (the player’s own code)', async () => {
    stubApi({ agentFill: () => envelope(undefined, 200, 1103, 'not allowed') });
    localStorage.setItem(storageKeys.inviteCode, 'MINE42');
    const user = userFixture({ pid: 0 });
    expect(await spendKeptInviteCode(user)).toBe(user);
    expect(keptInviteCode()).toBeNull();
  });
});
