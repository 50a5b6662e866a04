import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppAgent5UserAnswer } from '@lobby/contract/agent';
import { PropId } from '@lobby/contract/values/enums';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { seriousViolations } from '@/test/axe';
import { configFixture } from '@/test/fixtures/app-config';
import { statusFlags } from '@/test/fixtures/status-flags';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());

const rates = [5, 4, 3, 2, 1];
const info = (claimable: number): AppAgent5UserAnswer => ({
  inviteCode: 'FRIEND42',
  invitePath: '/?inviteCode=FRIEND42',
  levels: rates.map((rebateBp, i) => ({
    level: i + 1,
    rebateBp,
    members: 5 - i,
    newToday: i === 0 ? 2 : 0,
    todayValidBets: 100_000,
    todayCommission: (100_000 * rebateBp) / 10_000,
    yesterdayValidBets: 200_000,
    yesterdayCommission: (200_000 * rebateBp) / 10_000,
  })),
  team: { members: 15, newToday: 2 },
  today: { validBets: 500_000, commission: 150 },
  yesterday: { validBets: 1_000_000, commission: 300 },
  totalEarned: 12_345,
  claimable,
  validInvites: { count: 1, claimable: 0, reward: 1_000, deposit: 10_000, validBets: 10_000 },
});

const around = {
  refreshData: () => envelope(userFixture()),
  activityGetStatusList: () => envelope(statusFlags()),
};

describe('/agent', () => {
  it('shows the invite link and figures, and claims the commission into the reward modal', async () => {
    let claimed = false;
    const { seen } = stubApi(
      {
        ...around,
        appAgent5User: () => envelope(info(claimed ? 0 : 300)),
        appAgent5UserReceive: () => {
          claimed = true;
          return envelope({
            claimed: [7],
            awards: [{ propId: PropId.Coin, count: 300 }],
            refused: [],
            money: { cash: 0, bonus: 300, wageringDone: 0, wageringRequired: 3_000 },
          });
        },
      },
      configFixture,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/agent');
    expect(await screen.findByTestId('agent-link')).toHaveTextContent('/?inviteCode=FRIEND42');
    expect(screen.getByText('FRIEND42')).toBeInTheDocument();
    expect(screen.getByText('123.45 coins')).toBeInTheDocument();
    const claim = within(
      screen.getByRole('heading', { name: 'Commission to claim' }).closest('section')!,
    ).getByRole('button', { name: 'Claim' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(claim);
    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveTextContent('+3.00');
    expect(calls(seen, 'appAgent5UserReceive')).toHaveLength(1);
  });

  it('shows the team per level and each level’s rate and yesterday’s commission', async () => {
    stubApi({ ...around, appAgent5User: () => envelope(info(0)) }, configFixture);
    signIn();
    renderApp('/agent?tabActive=team');
    expect(await screen.findByText('15 in your team, 2 new today')).toBeInTheDocument();
    expect(screen.getByText('5 members')).toBeInTheDocument();
    renderApp('/agent?tabActive=commission');
    expect(await screen.findByText('Level 1: 0.05%')).toBeInTheDocument();
  });

  it('asks a visitor to log in, without asking the server for a player’s figures', async () => {
    const calls: string[] = [];
    stubApi(
      {
        ...around,
        appAgent5User: () => {
          calls.push('appAgent5User');
          return envelope(info(0));
        },
      },
      configFixture,
    );
    renderApp('/agent?tabActive=team');
    expect(await screen.findByRole('link', { name: 'Log in to see your team' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/login'),
    );
    expect(calls).toEqual([]);
  });
});
