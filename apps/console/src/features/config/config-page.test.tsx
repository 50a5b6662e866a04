import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Game } from '@lobby/contract/app-config';
import type { ConfigSectionState } from '@lobby/contract/console-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

const staff = (role: 'admin' | 'marketing' | 'auditor') =>
  signedInAs({ id: 5, email: 'mia@lobby.test', name: 'Mia', role });

const game = (over: Partial<Game>): Game => ({
  id: 1,
  name: 'Lucky Fruits',
  typeId: 1,
  brandId: 1,
  icon: '/art/games/fruits.webp',
  hot: false,
  new: false,
  sort: 1,
  provider: 'builtin',
  code: 'fruits',
  supportsTryIt: true,
  wagerWeightBp: 10_000,
  maxBet: 0,
  maxWin: 0,
  ...over,
});

const games: Game[] = [game({}), game({ id: 2, name: 'Dragon Dice', code: 'dice', sort: 2 })];

const bankSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0 },
      code: { type: 'string', maxLength: 32 },
      name: { type: 'string', maxLength: 128 },
      icon: { type: 'string', maxLength: 2048 },
      sort: { type: 'integer' },
    },
    required: ['id', 'code', 'name', 'icon', 'sort'],
  },
};

const sections = (revision = 7): { sections: ConfigSectionState[] } => ({
  sections: [
    {
      name: 'games',
      document: 'app',
      permission: 'config.games',
      revision,
      value: games,
      jsonSchema: {},
    },
    {
      name: 'banks',
      document: 'app',
      permission: 'config',
      revision,
      value: [{ id: 1, code: 'BDO', name: 'BDO Unibank', icon: '/art/banks/bdo.webp', sort: 1 }],
      jsonSchema: bankSchema,
    },
  ],
});

/** The editor at `path` as `role` sees it, where a save is stored as the app's revision 8. */
const openEditor = (role: Parameters<typeof staff>[0], path: string) => {
  const calls = stubCalls({
    staffMe: staff(role),
    configSections: sections(),
    configSave: { document: 'app', revision: 8, changed: true },
  });
  renderConsole(path);
  return { calls, user: userEvent.setup() };
};

describe('the config editors', () => {
  it('edits the games as a table and saves them on the revision it opened', async () => {
    const { calls, user } = openEditor('marketing', '/config/games');
    const rows = await screen.findAllByTestId('config-game-row');
    expect(rows.map((r) => r.dataset.gameId)).toEqual(['1', '2']);
    expect(within(rows[0]!).getByRole('img', { name: 'Art of Lucky Fruits' })).toHaveAttribute(
      'src',
      '/art/games/fruits.webp',
    );
    await user.click(screen.getByLabelText('Dragon Dice on'));
    await user.click(screen.getByLabelText('Lucky Fruits hot'));
    fireEvent.change(screen.getByLabelText('Order of Dragon Dice'), { target: { value: '0' } });
    await user.type(screen.getByLabelText('Note (what and why)'), 'dice off');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('config-saved')).toHaveTextContent(
      'Saved as revision 8: the app serves it now.',
    );
    const body = calls.find((c) => c.name === 'configSave')?.body as {
      value: Game[];
      baseRevision: number;
      note: string;
      section: string;
    };
    expect(body).toMatchObject({ section: 'games', baseRevision: 7, note: 'dice off' });
    expect(body.value[0]).toMatchObject({ id: 1, hot: true });
    expect(body.value[1]).toMatchObject({ id: 2, enabled: false, sort: 0 });
    expect(screen.getByRole('link', { name: 'Config' })).toBeInTheDocument();
  });

  it('shows the server’s issues beside their fields, and checks with the contract first', async () => {
    const calls = stubCalls({
      staffMe: staff('admin'),
      configSections: sections(),
      configSave: {
        errcode: ErrorCode.BAD_REQUEST,
        status: 400,
        msg: 'The request is not valid.',
        data: { issues: [{ path: 'value.1.icon', message: 'Not an image we serve' }] },
      },
    });
    renderConsole('/config/games');
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('config-game-row');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(rows[1]!).findByTestId('config-field-error')).toHaveTextContent(
      'Not an image we serve',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved');

    // Too long for the contract: refused here, beside the field, without a call.
    const saves = calls.filter((c) => c.name === 'configSave').length;
    fireEvent.change(screen.getByLabelText('Name of game 1'), {
      target: { value: 'x'.repeat(129) },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(rows[0]!).findByTestId('config-field-error')).toHaveTextContent(/128/);
    expect(calls.filter((c) => c.name === 'configSave')).toHaveLength(saves);
  });

  it('says when someone else saved first, and reloads the newest revision', async () => {
    let revision = 7;
    const calls = stubCalls({
      staffMe: staff('admin'),
      configSections: () => sections(revision),
      configSave: () => {
        revision = 8;
        return { errcode: ErrorCode.CONFIG_STALE_REVISION, data: { revision: 8 } };
      },
    });
    renderConsole('/config/games');
    const user = userEvent.setup();
    await screen.findAllByTestId('config-game-row');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const stale = await screen.findByTestId('config-stale');
    expect(stale).toHaveTextContent('Someone else saved this config since you opened it.');
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('revision 8', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('config-stale')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'configSave').at(-1)?.body).toMatchObject({
        baseRevision: 8,
      }),
    );
  });

  it('edits any other section in a form generated from its schema', async () => {
    const { calls, user } = openEditor('admin', '/config/banks');
    const name = await screen.findByDisplayValue('BDO Unibank');
    await user.clear(name);
    await user.type(name, 'BDO');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('config-saved');
    expect(calls.find((c) => c.name === 'configSave')?.body).toMatchObject({
      section: 'banks',
      value: [{ id: 1, code: 'BDO', name: 'BDO', icon: '/art/banks/bdo.webp', sort: 1 }],
    });
  });

  it('shows a generated form’s issues beside their fields: the contract’s, then the server’s', async () => {
    const calls = stubCalls({
      staffMe: staff('admin'),
      configSections: sections(),
      configSave: {
        errcode: ErrorCode.BAD_REQUEST,
        status: 400,
        data: { issues: [{ path: 'value.0.code', message: 'Code taken by bank 9' }] },
      },
    });
    renderConsole('/config/banks');
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('BDO Unibank');
    fireEvent.change(name, { target: { value: 'x'.repeat(129) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/128/)).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'configSave')).toBe(false);

    fireEvent.change(name, { target: { value: 'BDO' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code taken by bank 9')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved');
  });

  it('checks the budgets, whose schema is the server’s, on the JSON Schema it sends', async () => {
    const budgets: ConfigSectionState = {
      name: 'activityBudgets',
      document: 'rewards',
      permission: 'activities',
      revision: 0,
      value: { 'rank-day': { budget: 4_562_500, perPlayerCap: 0 } },
      jsonSchema: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          properties: {
            budget: { type: 'integer', minimum: 0 },
            perPlayerCap: { type: 'integer', minimum: 0 },
          },
        },
      },
    };
    const calls = stubCalls({
      staffMe: staff('marketing'),
      configSections: { sections: [...sections().sections, budgets] },
      configSave: { document: 'rewards', revision: 2, changed: true },
    });
    renderConsole('/config/activityBudgets');
    const user = userEvent.setup();
    const budget = await screen.findByDisplayValue('4562500');
    fireEvent.change(budget, { target: { value: '-1' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('-1 is less than 0.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'configSave')).toBe(false);
    fireEvent.change(budget, { target: { value: '5000000' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('config-saved')).toHaveTextContent('revision 2');
    expect(calls.find((c) => c.name === 'configSave')?.body).toMatchObject({
      section: 'activityBudgets',
      baseRevision: 0,
      value: { 'rank-day': { budget: 5_000_000, perPlayerCap: 0 } },
    });
  });

  it('lets marketing read the sections it may not change', async () => {
    stubCalls({ staffMe: staff('marketing'), configSections: sections() });
    renderConsole('/config/banks');
    expect(
      await screen.findByText('Your role may read this section, not change it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const links = screen.getAllByTestId('config-section-link');
    expect(links.map((l) => l.textContent)).toEqual(['Games', 'Banksread only']);
  });
});
