import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember, StaffRequest } from '@lobby/contract/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

const ada = { id: 1, email: 'ada@lobby.test', name: 'Ada', role: 'admin' as const };
const member = (over: Partial<StaffMember>): StaffMember => ({
  ...ada,
  disabled: false,
  totpEnabled: true,
  createdAt: 1_700_000_000,
  ...over,
});
const me = (staff: typeof ada | { id: number; email: string; name: string; role: string }) =>
  signedInAs(staff);

describe('the Staff page', () => {
  it('lists staff and creates a member with a generated password shown once', async () => {
    let list = [member({})];
    const calls = stubCalls({
      staffMe: me(ada),
      staffList: () => ({ errcode: 0, data: { list } }),
      staffRequests: { list: [] },
      staffCreate: (body) => {
        const created = member({
          id: 2,
          email: 'sam@lobby.test',
          name: 'Sam',
          role: 'support',
          totpEnabled: false,
        });
        list = [...list, created];
        expect(body).toEqual({ email: 'sam@lobby.test', name: 'Sam', role: 'support' });
        return {
          errcode: 0,
          data: { staff: created, request: null, password: 'generated-password-1' },
        };
      },
    });
    renderConsole('/staff');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Tools' });
    expect(within(nav).getByRole('link', { name: 'Staff' })).toBeInTheDocument();
    expect((await screen.findAllByTestId('staff-row')).map((r) => r.dataset.staffId)).toEqual([
      '1',
    ]);
    await user.type(screen.getByTestId('staff-create-email'), 'sam@lobby.test');
    await user.type(screen.getByTestId('staff-create-name'), 'Sam');
    await user.selectOptions(screen.getByTestId('staff-create-role'), 'support');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('staff-created-password')).toHaveTextContent(
      'generated-password-1',
    );
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Two-factor not set up');
    expect(calls.filter((c) => c.name === 'staffList').length).toBeGreaterThanOrEqual(2);
  });

  it('says why a change is refused', async () => {
    stubCalls({
      staffMe: me(ada),
      staffList: { errcode: 0, data: { list: [member({ id: 5, name: 'Bo' })] } },
      staffRequests: { list: [] },
      staffUpdate: { errcode: ErrorCode.STAFF_NOT_FOUND, msg: 'This staff member does not exist.' },
    });
    renderConsole('/staff');
    const user = userEvent.setup();
    await screen.findByTestId('staff-row');
    await user.click(screen.getByTestId('staff-toggle-disabled'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This staff member does not exist.');
  });

  it('asks a second admin for a privileged member, and decides others’ requests', async () => {
    const request = (over: Partial<StaffRequest>): StaffRequest => ({
      id: 7,
      kind: 'create',
      email: 'cash@lobby.test',
      name: 'Cash',
      role: 'finance',
      staffId: null,
      status: 'pending',
      requestedBy: 1,
      requestedByName: 'ada@lobby.test',
      decidedBy: null,
      decidedByName: null,
      refuseReason: null,
      createdAt: 1_700_000_000,
      decidedAt: null,
      ...over,
    });
    let pending = [
      request({ id: 8, email: 'mine@lobby.test' }),
      request({
        id: 9,
        email: 'theirs@lobby.test',
        requestedBy: 2,
        requestedByName: 'bo@lobby.test',
      }),
    ];
    const calls = stubCalls({
      staffMe: me(ada),
      staffList: { list: [member({})] },
      staffRequests: () => ({ errcode: 0, data: { list: pending } }),
      staffCreate: () => {
        const asked = request({ requestedBy: 1 });
        pending = [...pending, asked];
        return { staff: null, request: asked, password: 'generated-password-2' };
      },
      staffRequestApprove: { errcode: ErrorCode.STAFF_APPROVER_RELATED, msg: 'related' },
    });
    renderConsole('/staff');
    const user = userEvent.setup();
    await screen.findAllByTestId('staff-request');
    await user.type(screen.getByTestId('staff-create-email'), 'cash@lobby.test');
    await user.type(screen.getByTestId('staff-create-name'), 'Cash');
    await user.selectOptions(screen.getByTestId('staff-create-role'), 'finance');
    expect(screen.getByText(/another admin must approve the new member/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask a second admin' }));
    expect(await screen.findByTestId('staff-created')).toHaveTextContent(
      'cash@lobby.test waits for a second admin’s approval',
    );
    // My own requests are another admin's to decide.
    await waitFor(() => expect(screen.getAllByTestId('staff-request')).toHaveLength(3));
    const rows = screen.getAllByTestId('staff-request');
    const mine = rows.find((r) => r.dataset.requestId === '8')!;
    expect(within(mine).queryByTestId('staff-request-approve')).toBeNull();
    expect(mine).toHaveTextContent('Another admin decides');
    // Another admin's: approved, or refused with the server's reason.
    const theirs = rows.find((r) => r.dataset.requestId === '9')!;
    await user.click(within(theirs).getByTestId('staff-request-approve'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One of you made the other, or gave the other their role, too recently',
    );
    expect(calls.find((c) => c.name === 'staffRequestApprove')?.body).toEqual({ id: 9 });
  });

  it('is not in a support member’s nav, and refuses them', async () => {
    const calls = stubCalls({
      staffMe: me({ ...ada, role: 'support' }),
      chatInbox: { errcode: 0, data: { list: [], pages: 1, total: 0, pageNum: 1, pageSize: 50 } },
    });
    renderConsole('/staff');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    const nav = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(calls.some((c) => c.name === 'staffList')).toBe(false);
  });
});

describe('My account', () => {
  it('shows the two-factor state and my sessions, and ends another one', async () => {
    let ended: unknown = null;
    stubCalls({
      staffMe: me({ ...ada, role: 'auditor' }),
      myAccount: { errcode: 0, data: { staff: ada, totpEnabled: true, recoveryCodesLeft: 7 } },
      mySessions: {
        errcode: 0,
        data: {
          list: [
            {
              id: 10,
              ip: '10.0.0.1',
              userAgent: 'Firefox',
              createdAt: 1,
              lastSeenAt: 2,
              expiresAt: 3,
              current: true,
            },
            {
              id: 11,
              ip: null,
              userAgent: null,
              createdAt: 1,
              lastSeenAt: 2,
              expiresAt: 3,
              current: false,
            },
          ],
        },
      },
      myEndSession: (body) => {
        ended = body;
        return { errcode: 0, data: {} };
      },
    });
    renderConsole('/account');
    const user = userEvent.setup();
    expect(await screen.findByTestId('account-totp')).toHaveTextContent(
      'Two-factor sign-in is on. 7 recovery codes left.',
    );
    const rows = await screen.findAllByTestId('session-row');
    expect(rows[0]).toHaveTextContent('This session');
    await user.click(within(rows[1]!).getByRole('button', { name: 'End' }));
    await expect.poll(() => ended).toEqual({ sessionId: 11 });
  });
});
