import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ProtectionMarkersAnswer } from '@lobby/contract/console-calls/protection';
import { renderConsole, signedInAs, stubCalls, type CallStub } from '@/test/render-console';

const me = (role: string) => signedInAs({ id: 7, email: 'desk@lobby.test', name: 'Dee', role });

const markers: ProtectionMarkersAnswer = {
  thresholds: {
    raisedDays: 30,
    hitsAtLeast: 3,
    hitsDays: 7,
    playHours: 3,
    playDays: 7,
    nightLossOver: 10_000,
    nightEndHour: 6,
    nightDays: 1,
  },
  cap: 100,
  raisedLimits: [{ userId: 42, nickname: 'Pat', figure: 2, at: 1_781_085_600 }],
  limitHits: [{ userId: 9, nickname: 'Sam', figure: 5, at: 1_781_085_600 }],
  longPlay: [
    {
      userId: 11,
      nickname: 'Lou',
      figure: 4 * 3600 + 30 * 60,
      longestSession: 3 * 3600 + 60,
      at: 1_781_049_600,
    },
  ],
  nightDeposits: [
    { userId: 12, nickname: null, figure: 10_001, amount: 5_000, orderNo: 'R1', at: 1_781_110_800 },
  ],
};

const desk = (role: string, over: CallStub = {}): CallStub => ({
  staffMe: me(role),
  protectionMarkers: markers,
  ...over,
});

const seriousViolations = async () => {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('the Player protection page', () => {
  it('shows the four lists with their thresholds, each player linking to their page', async () => {
    stubCalls(desk('support'));
    renderConsole('/protection');
    const nav = await screen.findByRole('navigation', { name: 'Tools' });
    expect(within(nav).getByRole('link', { name: 'Player protection' })).toBeInTheDocument();
    const raised = await screen.findByTestId('protection-raised');
    expect(within(raised).getByRole('link', { name: '#42 Pat' })).toHaveAttribute(
      'href',
      '/players/42',
    );
    expect(raised).toHaveTextContent('in the last 30 days');
    const hits = screen.getByTestId('protection-hits');
    expect(hits).toHaveTextContent('at least 3 times in the last 7 days');
    expect(within(hits).getByRole('link', { name: '#9 Sam' })).toBeInTheDocument();
    const long = screen.getByTestId('protection-long-play');
    expect(long).toHaveTextContent('4 h 30 min');
    expect(long).toHaveTextContent('3 h 1 min');
    const night = screen.getByTestId('protection-night');
    expect(night).toHaveTextContent('between midnight and 6:00');
    expect(night).toHaveTextContent('in the last 1 day.');
    expect(night).toHaveTextContent('100.01');
    expect(within(night).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/players/12');
    expect(await seriousViolations()).toEqual([]);
  });

  it('mails a listed player and adds a note on one, through the existing calls', async () => {
    const calls = stubCalls(
      desk('support', { mailSend: { id: 1 } as never, playerAddNote: { errcode: 0 } }),
    );
    renderConsole('/protection');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('protection-hits-mail-9'));
    expect(screen.getByRole('heading', { name: 'Mail #9 Sam' })).toBeVisible();
    await user.type(screen.getByLabelText('Title'), 'Your play');
    await user.type(screen.getByLabelText('Message'), 'Can we help?');
    await user.click(screen.getByTestId('protection-action-submit'));
    expect(await screen.findByTestId('protection-action-done')).toHaveTextContent(
      'Mail sent to #9 Sam.',
    );
    expect(calls.filter((c) => c.name === 'mailSend').map((c) => c.body)).toEqual([
      { userId: 9, title: 'Your play', body: 'Can we help?' },
    ]);

    await user.click(screen.getByTestId('protection-night-note-12'));
    expect(screen.getByRole('heading', { name: 'Note on #12' })).toBeVisible();
    await user.type(screen.getByLabelText('Note'), 'Called, offered a limit');
    await user.click(screen.getByTestId('protection-action-submit'));
    expect(await screen.findByTestId('protection-action-done')).toHaveTextContent(
      'Note saved on #12.',
    );
    expect(calls.filter((c) => c.name === 'playerAddNote').map((c) => c.body)).toEqual([
      { id: 12, text: 'Called, offered a limit' },
    ]);
  });

  it('offers no action a role may not take (the auditor reads only)', async () => {
    stubCalls(desk('auditor'));
    renderConsole('/protection');
    await screen.findByTestId('protection-raised');
    expect(screen.queryByRole('button', { name: 'Mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('hides the tool from a role without protection.read', async () => {
    stubCalls(desk('marketing'));
    renderConsole('/protection');
    const nav = await screen.findByRole('navigation', { name: 'Tools' });
    expect(within(nav).queryByRole('link', { name: 'Player protection' })).toBeNull();
  });
});
