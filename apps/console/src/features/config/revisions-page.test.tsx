import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigRevisionItem, ConfigSectionsAnswer } from '@lobby/contract/console-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

const staff = (role: 'admin' | 'auditor') =>
  signedInAs({ id: 5, email: 'ann@lobby.test', name: 'Ann', role });

const item = (revision: number, over: Partial<ConfigRevisionItem> = {}): ConfigRevisionItem => ({
  revision,
  at: 1_796_000_000 + revision * 60,
  actor: 'ann@lobby.test',
  note: `change ${revision}`,
  sections: ['games'],
  ...over,
});

const page = (list: ConfigRevisionItem[]) => ({
  list,
  pages: 1,
  total: list.length,
  pageNum: 1,
  pageSize: 20,
});

const sections = (app: number, rewards = 0): ConfigSectionsAnswer => ({
  sections: [
    {
      name: 'games',
      document: 'app',
      permission: 'config.games',
      revision: app,
      value: [],
      jsonSchema: {},
    },
    {
      name: 'activityBudgets',
      document: 'rewards',
      permission: 'activities',
      revision: rewards,
      value: {},
      jsonSchema: {},
    },
  ],
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the config revisions page', () => {
  it('lists revisions, shows a diff and rolls back after confirmation', async () => {
    let head = 3;
    const calls = stubCalls({
      staffMe: staff('admin'),
      configSections: () => sections(head),
      configRevisions: () =>
        page([
          ...(head === 4 ? [item(4, { note: 'rollback to revision 2', sections: ['faq'] })] : []),
          item(3, { sections: ['games', 'faq'] }),
          item(2),
          item(1, { actor: null, note: 'seeded', sections: [] }),
        ]),
      configRevisionDiff: {
        document: 'app',
        revision: 3,
        previous: 2,
        changes: [
          { kind: 'changed', path: ['games', 0, 'hot'], before: false, after: true },
          { kind: 'added', path: ['faq', 4], after: { id: 5, question: 'Why?' } },
          { kind: 'removed', path: ['faq', 5], before: { id: 6 } },
        ],
      },
      configRollback: () => {
        head = 4;
        return { document: 'app', revision: 4, changed: true };
      },
    });
    renderConsole('/config/revisions');
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('config-revision-row');
    expect(rows.map((r) => r.dataset.revision)).toEqual(['3', '2', '1']);
    expect(rows[0]).toHaveTextContent('current');
    expect(rows[0]).toHaveTextContent('games, faq');
    expect(rows[2]).toHaveTextContent('seed');
    expect(within(rows[0]!).queryByRole('button', { name: 'Roll back to 3' })).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Changes of 3' }));
    const diff = await screen.findByTestId('config-diff');
    expect(within(diff).getByRole('heading')).toHaveTextContent('Revision 3 against 2');
    const changes = within(diff).getAllByTestId('config-change');
    expect(changes.map((c) => c.dataset.kind)).toEqual(['changed', 'added', 'removed']);
    expect(changes[0]).toHaveTextContent('games.0.hot');
    expect(changes[0]).toHaveTextContent('false → true');
    expect(changes[1]).toHaveTextContent('— → {"id":5,"question":"Why?"}');

    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    await user.click(within(rows[1]!).getByRole('button', { name: 'Roll back to 2' }));
    expect(calls.some((c) => c.name === 'configRollback')).toBe(false);
    await user.click(within(rows[1]!).getByRole('button', { name: 'Roll back to 2' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Roll back to revision 2? This saves a new revision with its content, served at once.',
    );
    expect(await screen.findByTestId('config-rolled-back')).toHaveTextContent(
      'Saved revision 4 with the content of revision 2.',
    );
    expect(calls.find((c) => c.name === 'configRollback')?.body).toEqual({
      document: 'app',
      revision: 2,
      baseRevision: 3,
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('config-revision-row').map((r) => r.dataset.revision)).toEqual([
        '4',
        '3',
        '2',
        '1',
      ]),
    );
  });

  it('shows the rewards rules’ revisions, and a refused rollback', async () => {
    const calls = stubCalls({
      staffMe: staff('admin'),
      configSections: sections(9, 2),
      configRevisions: (body) =>
        (body as { document: string }).document === 'rewards'
          ? page([item(2, { sections: ['activities'] }), item(1, { actor: null })])
          : page([item(9)]),
      configRollback: { errcode: ErrorCode.CONFIG_STALE_REVISION },
    });
    renderConsole('/config/revisions');
    const user = userEvent.setup();
    await screen.findAllByTestId('config-revision-row');
    await user.click(screen.getByRole('tab', { name: 'Rewards rules' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('config-revision-row').map((r) => r.dataset.revision)).toEqual([
        '2',
        '1',
      ]),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Roll back to 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this config since you opened it.',
    );
    expect(calls.find((c) => c.name === 'configRollback')?.body).toEqual({
      document: 'rewards',
      revision: 1,
      baseRevision: 2,
    });
  });
});
