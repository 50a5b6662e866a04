import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlayerProfile } from '@lobby/contract/console-players';
import type { PlayerDataRightsState } from '@lobby/contract/data-rights';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

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

const open: PlayerDataRightsState = {
  id: 42,
  closedAt: null,
  closedReason: null,
  closedBy: null,
  erasedAt: null,
  heldMoney: 0,
};

describe('the player page’s closure and erasure', () => {
  it('support closes the account with a reason and has no erase', async () => {
    let state = open;
    const calls = stubCalls({
      staffMe: signedInAs({ id: 5, email: 'ida@lobby.test', name: 'Ida', role: 'support' }),
      playerProfile: profile,
      playerSessions: { list: [] },
      playerDataRights: () => state,
      playerClose: () => {
        state = { ...open, closedAt: 1_790_000_300, closedReason: 'asked', closedBy: 'Ida' };
        return state;
      },
    });
    renderConsole('/players/42');
    const user = userEvent.setup();
    expect(await screen.findByTestId('player-data-rights-state')).toHaveTextContent(
      'The account is open.',
    );
    await user.type(screen.getByLabelText('Reason for closing or reopening'), 'asked');
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    expect(await screen.findByTestId('player-data-rights-state')).toHaveTextContent(
      /Closed .* by Ida: asked/,
    );
    expect(calls.find((c) => c.name === 'playerClose')?.body).toEqual({ id: 42, reason: 'asked' });
    expect(screen.getByRole('button', { name: 'Reopen account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
  });

  it('an admin erases a closed account once they confirm the player asked', async () => {
    let state: PlayerDataRightsState = {
      ...open,
      closedAt: 1_790_000_300,
      closedReason: 'asked',
      closedBy: 'Ida',
    };
    const calls = stubCalls({
      staffMe: signedInAs({ id: 6, email: 'ann@lobby.test', name: 'Ann', role: 'admin' }),
      playerProfile: profile,
      playerSessions: { list: [] },
      playerDataRights: () => state,
      playerErase: () => {
        state = { ...state, erasedAt: 1_790_000_400 };
        return state;
      },
    });
    renderConsole('/players/42');
    const user = userEvent.setup();
    const erase = await screen.findByRole('button', { name: 'Erase personal data' });
    expect(erase).toBeDisabled();
    await user.click(screen.getByLabelText('The player asked for their data to be erased'));
    await user.click(erase);
    expect(await screen.findByText(/Personal data erased/)).toBeVisible();
    expect(calls.find((c) => c.name === 'playerErase')?.body).toEqual({ id: 42 });
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
  });
});
