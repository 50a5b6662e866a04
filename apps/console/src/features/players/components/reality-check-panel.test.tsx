import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerProfile } from '@lobby/contract/console-players';
import type { PlayerRealityCheckAnswer } from '@lobby/contract/reality-check';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

// The reality check on the console's player page (ADR 0072): read only.

const profile: PlayerProfile = {
  id: 42,
  nickname: 'Zephyr',
  account: 'zephyr_1',
  mobile: '+15550100001',
  inviteCode: 'ABCDEF1234',
  lockedAt: null,
  createdAt: 1_790_000_000,
  uuid: '00000000-0000-4000-8000-000000000042',
  mobileVerified: true,
  hasKyc: false,
  avatar: 'a1',
  inviterId: null,
  lockedReason: null,
  hasPassword: true,
};

const open = (answer: PlayerRealityCheckAnswer) => {
  const calls = stubCalls({
    staffMe: signedInAs({ id: 5, email: 'ida@lobby.test', name: 'Ida', role: 'support' }),
    playerProfile: () => profile,
    playerSessions: () => ({ list: [] }),
    playerRealityCheck: () => answer,
  });
  renderConsole('/players/42');
  return calls;
};

describe('the reality-check panel', () => {
  it('shows the interval the player chose, and when', async () => {
    const calls = open({ minutes: 15, chosen: true, chosenAt: 1_790_000_000 });
    const panel = await screen.findByRole('region', { name: 'Reality check' });
    expect(await within(panel).findByText('15 minutes')).toBeVisible();
    expect(within(panel).getByText(/^The player, /)).toBeVisible();
    expect(calls.find((c) => c.name === 'playerRealityCheck')?.body).toEqual({ id: 42 });
    // Staff read it; nothing on the panel changes it.
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('says when the lobby’s default applies', async () => {
    open({ minutes: 30, chosen: false, chosenAt: null });
    const panel = await screen.findByRole('region', { name: 'Reality check' });
    expect(await within(panel).findByText('30 minutes')).toBeVisible();
    expect(
      within(panel).getByText('The lobby’s default (the player has not chosen)'),
    ).toBeVisible();
  });
});
