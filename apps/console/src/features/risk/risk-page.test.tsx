import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleWithdrawal } from '@lobby/contract/console-money';
import type {
  RiskGraphAnswer,
  RiskPlayersAnswer,
  RiskSettingState,
} from '@lobby/contract/console-risk';
import { ErrorCode } from '@lobby/contract/values/errors';
import { renderConsole, signedInAs, stubCalls, type CallStub } from '@/test/render-console';

const me = (role: string) => signedInAs({ id: 7, email: 'desk@lobby.test', name: 'Dee', role });

const players: RiskPlayersAnswer = {
  list: [
    {
      userId: 42,
      nickname: 'Pat',
      score: 80,
      review: true,
      reasons: [
        { code: 'linkedAccounts', weight: 30, detail: '2 accounts by device, ip' },
        { code: 'sharedPayoutAccount', weight: 40, detail: 'with #9' },
        { code: 'noDevice', weight: 10, detail: 'no fingerprint sent' },
      ],
    },
    {
      userId: 9,
      nickname: 'Sam',
      score: 40,
      review: false,
      reasons: [{ code: 'sharedPayoutAccount', weight: 40, detail: 'with #42' }],
    },
  ],
  total: 2,
  pages: 1,
  pageNum: 1,
  pageSize: 25,
  reviewAbove: 50,
};

const graph: RiskGraphAnswer = {
  userId: 42,
  nodes: [
    { userId: 42, nickname: 'Pat', score: 80 },
    { userId: 7, nickname: 'Kim', score: 30 },
    { userId: 9, nickname: 'Sam', score: 40 },
  ],
  edges: [
    { from: 42, to: 7, kind: 'device', value: 'abc…yz' },
    { from: 42, to: 7, kind: 'ip', value: '203.0.113.x' },
    { from: 42, to: 7, kind: 'ip', value: '198.51.100.x' },
    { from: 42, to: 9, kind: 'payoutAccount', value: '1:****2233' },
    { from: 7, to: 9, kind: 'ip24', value: '203.0.113.0/24' },
  ],
};

const held = (over: Partial<ConsoleWithdrawal> = {}): ConsoleWithdrawal => ({
  orderNo: 'W1',
  userId: 42,
  nickname: 'Pat',
  vip: 0,
  amount: 5_000,
  fee: 0,
  status: 'pending_review',
  bankCode: 'B1',
  bankName: 'First Bank',
  accountName: 'Pat Player',
  accountNo: '****2233',
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
  provider: null,
  providerRef: null,
  failureReason: null,
  createdAt: 1_700_000_000,
  settledAt: null,
  holdReasons: [
    { code: 'no_deposit', detail: 'no credited deposit' },
    { code: 'risk.linkedAccounts', detail: '+30: device shared with #7' },
  ],
  ...over,
});
const page = <T,>(list: T[]) => ({ list, pages: 1, total: list.length, pageNum: 1, pageSize: 20 });

const riskSetting = (revision = 3, reviewAbove = 50): RiskSettingState => ({
  key: 'risk',
  revision,
  value: { ipWindowSeconds: 86_400, weightNoDevice: 10, reviewAbove },
  fields: [
    { name: 'ipWindowSeconds', kind: 'integer', min: 0, max: 7_776_000 },
    { name: 'weightNoDevice', kind: 'integer', min: 0, max: 1_000 },
    { name: 'reviewAbove', kind: 'integer', min: 0, max: 100_000 },
  ],
  revisions:
    revision === 0
      ? []
      : [
          {
            revision,
            at: 1_700_000_000,
            actor: 'ann@lobby.test',
            note: 'tighter',
            sections: ['reviewAbove'],
          },
        ],
});
const withdrawalsSetting: RiskSettingState = {
  key: 'withdrawals',
  revision: 0,
  value: {
    autoApproveMax: 100_000,
    requireDepositForAuto: true,
    firstWithdrawalReview: true,
    sharedAccount: 'refuse',
  },
  fields: [
    { name: 'autoApproveMax', kind: 'integer', min: 0, max: null },
    { name: 'requireDepositForAuto', kind: 'boolean' },
    { name: 'firstWithdrawalReview', kind: 'boolean' },
    { name: 'sharedAccount', kind: 'choice', options: ['refuse', 'review'] },
  ],
  revisions: [],
};

const desk = (role: string, over: CallStub = {}): CallStub => ({
  staffMe: me(role),
  riskPlayers: players,
  riskGraph: graph,
  withdrawalQueue: page([held()]),
  riskSettings: { settings: [riskSetting(), withdrawalsSetting] },
  ...over,
});

/** axe-core's serious and critical findings in the page (contrast left to the browser's e2e). */
const seriousViolations = async () => {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('the Risk page', () => {
  it('lists players by score with their reasons, and a row opens that player’s graph, drawn', async () => {
    stubCalls(desk('admin'));
    renderConsole('/risk');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Tools' });
    expect(within(nav).getByRole('link', { name: 'Risk' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('risk-player-row');
    expect(rows.map((r) => r.dataset.userId)).toEqual(['42', '9']);
    expect(rows[0]).toHaveTextContent('80review');
    expect(within(rows[0]!).getByTestId('risk-reasons')).toHaveTextContent(
      'Shared payout account (+40): with #9',
    );
    expect(screen.getByText(/Above 50, a player’s withdrawals wait/)).toBeInTheDocument();
    expect(screen.getByText('Choose a player to see who shares what with them.')).toBeVisible();

    await user.click(within(rows[0]!).getByRole('link', { name: '#42 Pat' }));
    const drawing = await screen.findByRole('img', { name: /accounts linked to player #42/ });
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    expect(drawing.querySelector('title')).toHaveTextContent('The accounts linked to player #42');
    expect(drawing.querySelector('desc')).toHaveTextContent('2 linked players around');
    const nodes = within(drawing as unknown as HTMLElement).getAllByTestId('risk-graph-node');
    expect(nodes).toHaveLength(3);
    expect(nodes.filter((n) => n.dataset.centre === 'true').map((n) => n.dataset.userId)).toEqual([
      '42',
    ]);
    const edges = within(drawing as unknown as HTMLElement).getAllByTestId('risk-graph-edge');
    expect(edges.map((e) => e.dataset.kind)).toEqual(['device', 'ip', 'payoutAccount', 'ip24']);
    expect(edges.map((e) => e.textContent)).toEqual(['device', 'IP', 'payout account', 'network']);
    // Two lines between the same two players bow apart: neither is the straight one.
    const paths = edges.slice(0, 2).map((e) => e.querySelector('path')!.getAttribute('d'));
    expect(paths[0]).not.toEqual(paths[1]);
    expect(paths.every((d) => d!.includes(' Q '))).toBe(true);
    // Lines of a kind look alike (colour and dash), named in the legend.
    expect(
      within(screen.getByRole('list', { name: 'The kinds of lines' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['device', 'IP', 'payout account', 'network']);
    // The same graph, as tables, for screen readers: every value shared.
    const links = screen.getAllByTestId('risk-link-row');
    expect(links).toHaveLength(5);
    expect(links[2]).toHaveTextContent('198.51.100.x');
    expect(links[3]).toHaveTextContent('#42 Patpayout account1:****2233#9 Sam');
    expect(screen.getByRole('heading', { name: 'Linked accounts of #42 Pat' })).toBeVisible();
    expect(screen.getByRole('link', { name: '#7 Kim' })).toHaveAttribute('href', '/risk/7');
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists the held withdrawals with their reasons; approve and refuse call the withdrawal desk', async () => {
    let current = [held(), held({ orderNo: 'W2', userId: 9, nickname: 'Sam', holdReasons: [] })];
    const calls = stubCalls(
      desk('finance', {
        withdrawalQueue: () => page(current),
        withdrawalApprove: (body) => {
          const { orderNo } = body as { orderNo: string };
          const order = held({ orderNo, status: 'approved' });
          current = current.filter((o) => o.orderNo !== orderNo);
          return { order };
        },
        withdrawalRefuse: (body) => {
          const { orderNo } = body as { orderNo: string };
          current = current.filter((o) => o.orderNo !== orderNo);
          return { order: held({ orderNo, status: 'rejected' }) };
        },
      }),
    );
    renderConsole('/risk');
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('held-row');
    expect(rows).toHaveLength(2);
    const reasons = within(rows[0]!).getByTestId('hold-reasons');
    expect(reasons).toHaveTextContent('Player never deposited: no credited deposit');
    expect(reasons).toHaveTextContent('Risk reason linkedAccounts: +30: device shared with #7');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Approve withdrawal W1' }));
    expect(await screen.findByTestId('held-done')).toHaveTextContent(
      'Withdrawal W1 is now approved.',
    );
    expect(calls.filter((c) => c.name === 'withdrawalApprove').map((c) => c.body)).toEqual([
      { orderNo: 'W1' },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('held-row')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Refuse withdrawal W2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse withdrawal W2' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'linked to a farm');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse withdrawal' }));
    expect(await screen.findByTestId('held-done')).toHaveTextContent(
      'Withdrawal W2 is now refused.',
    );
    expect(calls.filter((c) => c.name === 'withdrawalRefuse').map((c) => c.body)).toEqual([
      { orderNo: 'W2', reason: 'linked to a farm' },
    ]);
    expect(await screen.findByText('No withdrawal waits for review.')).toBeInTheDocument();
    // Finance decides withdrawals but not the rules: the settings are read only.
    expect(screen.queryByTestId('risk-setting-save')).toBeNull();
    expect(screen.getByText('Your role may read these settings, not change them.')).toBeVisible();
    expect(screen.getByLabelText('Withdrawals wait for review above this score')).toBeDisabled();
  });

  it('saves the changed fields of a setting against its revision, and shows its revisions', async () => {
    let setting = riskSetting(3, 50);
    const calls = stubCalls(
      desk('admin', {
        riskSettings: () => ({ settings: [setting, withdrawalsSetting] }),
        riskSettingsSave: () => {
          setting = riskSetting(4, 70);
          return { key: 'risk', revision: 4, changed: true };
        },
      }),
    );
    renderConsole('/risk');
    const user = userEvent.setup();
    const risk = (await screen.findAllByTestId('risk-setting'))[0]!;
    expect(within(risk).getByTestId('risk-setting-revision')).toHaveTextContent('tighter');
    const field = within(risk).getByLabelText('Withdrawals wait for review above this score');
    await user.clear(field);
    await user.type(field, '70');
    await user.type(within(risk).getByLabelText('Note (why)'), 'fewer reviews');
    await user.click(within(risk).getByRole('button', { name: 'Save Risk desk' }));
    expect(await within(risk).findByTestId('risk-setting-saved')).toHaveTextContent(
      'Saved: revision 4.',
    );
    expect(calls.filter((c) => c.name === 'riskSettingsSave').map((c) => c.body)).toEqual([
      { key: 'risk', value: { reviewAbove: 70 }, baseRevision: 3, note: 'fewer reviews' },
    ]);
    await waitFor(() => expect(risk.dataset.revision).toBe('4'));
    expect(within(risk).getByLabelText('Withdrawals wait for review above this score')).toHaveValue(
      70,
    );

    const withdrawals = screen.getAllByTestId('risk-setting')[1]!;
    expect(within(withdrawals).getByText('= 1,000.00 coins')).toBeInTheDocument();
    expect(
      within(withdrawals).getByLabelText('A receiving account another player holds'),
    ).toHaveValue('refuse');
    expect(
      within(withdrawals).getByText('No revision yet: the defaults are in force.'),
    ).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a stale revision is refused: the newer values are loaded and the member told', async () => {
    let setting = riskSetting(3, 50);
    stubCalls(
      desk('admin', {
        riskSettings: () => ({ settings: [setting, withdrawalsSetting] }),
        riskSettingsSave: () => {
          setting = riskSetting(5, 90);
          return { errcode: ErrorCode.RISK_SETTINGS_STALE, data: { revision: 5 } };
        },
      }),
    );
    renderConsole('/risk');
    const user = userEvent.setup();
    const risk = (await screen.findAllByTestId('risk-setting'))[0]!;
    await user.click(within(risk).getByLabelText('Weight: no device'));
    await user.keyboard('{Backspace}{Backspace}5');
    await user.click(within(risk).getByRole('button', { name: 'Save Risk desk' }));
    expect(await within(risk).findByRole('alert')).toHaveTextContent(
      'These settings were changed by someone else',
    );
    await waitFor(() => expect(risk.dataset.revision).toBe('5'));
    expect(within(risk).getByLabelText('Withdrawals wait for review above this score')).toHaveValue(
      90,
    );
  });

  it('shows a 400’s issue beside its field', async () => {
    stubCalls(
      desk('admin', {
        riskSettingsSave: {
          errcode: ErrorCode.BAD_REQUEST,
          status: 400,
          data: { issues: [{ path: 'value.reviewAbove', message: 'Too big' }] },
        },
      }),
    );
    renderConsole('/risk');
    const user = userEvent.setup();
    const risk = (await screen.findAllByTestId('risk-setting'))[0]!;
    const field = within(risk).getByLabelText('Withdrawals wait for review above this score');
    await user.clear(field);
    await user.type(field, '77');
    await user.click(within(risk).getByRole('button', { name: 'Save Risk desk' }));
    expect(await within(risk).findByTestId('risk-setting-issue')).toHaveTextContent('Too big');
    expect(field).toHaveAccessibleDescription('Too big');
  });

  it('is refused to roles without risk.read, and out of their nav', async () => {
    stubCalls(desk('support'));
    renderConsole('/risk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(
      within(screen.getByRole('navigation', { name: 'Tools' })).queryByRole('link', {
        name: 'Risk',
      }),
    ).toBeNull();
  });

  it('the auditor reads the graph, the queue and the settings, without their buttons', async () => {
    stubCalls(desk('auditor'));
    renderConsole('/risk/42');
    expect(await screen.findByTestId('risk-graph')).toBeInTheDocument();
    expect(await screen.findAllByTestId('held-row')).toHaveLength(1);
    expect(screen.queryByTestId('held-approve')).toBeNull();
    expect(await screen.findAllByTestId('risk-setting')).toHaveLength(2);
    expect(screen.queryByTestId('risk-setting-save')).toBeNull();
  });
});
