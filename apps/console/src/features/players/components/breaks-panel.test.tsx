import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlayBreak } from '@lobby/contract/breaks';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

// The player page's Breaks panel (ADR 0071): the break in force and the history, and support
// starting one on the player's behalf; nothing offers to lift one.

const profile = {
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

describe('the Breaks panel', () => {
  it('shows the history and starts a break on the player’s behalf', async () => {
    let history: PlayBreak[] = [
      {
        id: 1,
        kind: 'timeout',
        period: '24h',
        startedAt: 1_790_000_000,
        endsAt: 1_790_086_400,
        endRequestedAt: null,
        releasedAt: 1_790_086_400,
        staffId: null,
        active: false,
      },
    ];
    let current: { kind: 'timeout' | 'exclusion'; until: number | null } | null = null;
    const calls = stubCalls({
      staffMe: signedInAs({ id: 5, email: 'ida@lobby.test', name: 'Ida', role: 'support' }),
      playerProfile: () => profile,
      playerSessions: () => ({ list: [] }),
      playerBreaks: () => ({ current, history }),
      playerStartBreak: () => {
        current = { kind: 'exclusion', until: null };
        history = [
          {
            id: 2,
            kind: 'exclusion',
            period: 'permanent',
            startedAt: 1_790_100_000,
            endsAt: null,
            endRequestedAt: null,
            releasedAt: null,
            staffId: 5,
            active: true,
          },
          ...history,
        ];
        return current;
      },
    });
    renderConsole('/players/42');
    const user = userEvent.setup();
    const panel = await screen.findByTestId('player-breaks');
    expect(await within(panel).findByTestId('player-break-current')).toHaveTextContent(
      'No break in force.',
    );
    expect(within(panel).getAllByTestId('player-break-row')).toHaveLength(1);
    await user.selectOptions(within(panel).getByLabelText('Kind'), 'exclusion');
    await user.selectOptions(within(panel).getByLabelText('Period'), 'permanent');
    await user.type(within(panel).getByLabelText('Reason for the break'), 'asked by phone');
    await user.click(within(panel).getByTestId('player-break-submit'));
    expect(await within(panel).findByText('Self-excluded permanently.')).toBeVisible();
    expect(within(panel).getAllByTestId('player-break-row')).toHaveLength(2);
    expect(within(panel).getByText('Staff #5')).toBeVisible();
    expect(calls.find((c) => c.name === 'playerStartBreak')?.body).toEqual({
      id: 42,
      kind: 'exclusion',
      period: 'permanent',
      reason: 'asked by phone',
    });
    expect(within(panel).queryByRole('button', { name: /lift|end|remove/i })).toBeNull();
  });
});
