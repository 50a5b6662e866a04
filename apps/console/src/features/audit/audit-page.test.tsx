import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditLogItem } from '@lobby/contract/console';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

const staff = (role: 'auditor' | 'support') =>
  signedInAs({ id: 5, email: 'ida@lobby.test', name: 'Ida', role });

const entry = (over: Partial<AuditLogItem>): AuditLogItem => ({
  id: 1,
  at: '2026-11-30T12:00:00.123456Z',
  actorKind: 'staff',
  actorId: 3,
  actorName: 'ann@lobby.test',
  ip: '203.0.113.7',
  action: 'chatAssign',
  target: 'conversation:12',
  before: { status: 'queued', staffId: null },
  after: { status: 'open', staffId: 3 },
  hash: 'ab'.repeat(32),
  ...over,
});

const page = (list: AuditLogItem[], nextCursor: string | null = null) => ({
  list,
  pages: 1,
  total: list.length,
  pageNum: 1,
  pageSize: 50,
  nextCursor,
  totalCapped: false,
});

describe('the audit page', () => {
  it('lists entries, filters them, pages to older ones and verifies the chain', async () => {
    const calls = stubCalls({
      staffMe: staff('auditor'),
      auditLog: (body) =>
        (body as { cursor?: string }).cursor === '2'
          ? page([entry({ id: 1, actorKind: 'cli', actorName: 'bob@cli', ip: null })])
          : page(
              [
                entry({ id: 3, action: 'chatClose' }),
                entry({ id: 2, action: 'withdrawal.approve', before: null }),
              ],
              '2',
            ),
      auditVerify: { ok: false, entries: 1, firstBadId: 2, reason: 'the entry was edited' },
      pendingApprovals: { list: [], counts: { balanceAdjustment: 0, staffRequest: 0 } },
    });
    renderConsole('/audit');
    const user = userEvent.setup();
    // What waits for a second approval shows above the log.
    expect(
      await screen.findByText('Nothing is waiting for a second approval.'),
    ).toBeInTheDocument();
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((r) => r.dataset.auditId)).toEqual(['3', '2']);
    expect(rows[0]).toHaveTextContent('ann@lobby.test');
    expect(rows[0]).toHaveTextContent('Console · 203.0.113.7');
    expect(rows[0]).toHaveTextContent('conversation:12');
    // The change reads field by field, not as JSON.
    const diff = within(rows[0]!).getAllByTestId('audit-diff-row');
    expect(diff.map((r) => [r.dataset.kind, r.textContent])).toEqual([
      ['changed', 'status queued → open'],
      ['changed', 'staffId null → 3'],
    ]);
    expect(rows[0]).not.toHaveTextContent('{"status"');
    // Nothing before: every field is added.
    expect(
      within(rows[1]!)
        .getAllByTestId('audit-diff-row')
        .map((r) => [r.dataset.kind, r.textContent]),
    ).toEqual([
      ['added', 'status added open'],
      ['added', 'staffId added 3'],
    ]);
    expect(within(rows[1]!).getByText('withdrawal.approve')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    expect((await screen.findAllByTestId('audit-row')).map((r) => r.dataset.auditId)).toEqual([
      '1',
    ]);
    expect(screen.getByTestId('audit-row')).toHaveTextContent('Ops CLI');
    await user.click(screen.getByRole('button', { name: 'Newer entries' }));
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(2);

    await user.type(screen.getByLabelText('Actor'), 'ann@lobby.test');
    await user.type(screen.getByLabelText('Action'), 'chatClose');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findAllByTestId('audit-row');
    expect(calls.findLast((c) => c.name === 'auditLog')?.body).toEqual({
      pageSize: 50,
      actor: 'ann@lobby.test',
      action: 'chatClose',
    });

    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByTestId('audit-verdict')).toHaveTextContent(
      'The chain is broken at entry #2: the entry was edited.',
    );
  });

  it('says the chain holds', async () => {
    stubCalls({
      staffMe: staff('auditor'),
      auditLog: page([entry({})]),
      auditVerify: { ok: true, entries: 1, headId: 1, headHash: 'ab'.repeat(32) },
      pendingApprovals: { list: [], counts: {} },
    });
    renderConsole('/audit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByTestId('audit-verdict')).toHaveTextContent(
      `The chain holds: 1 entry, the newest #1 (hash ${'ab'.repeat(32)}).`,
    );
  });

  it('is not offered to support, and refused if opened', async () => {
    stubCalls({ staffMe: staff('support') });
    renderConsole('/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('link', { name: 'Audit' })).toBeNull();
  });
});
