import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import type { ConfigSectionState } from '@lobby/contract/console-config';
import { ActivityClickType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../../test/accounts-client';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { verifyAuditChain } from '../audit/audit-verify';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { countConfigRevisions } from './config.repo';

/**
 * The console's config editors (docs/console.md "Configuration", ADR 0046): every save and
 * rollback is a new revision with its audit entry in the same transaction; a refused one
 * (permission, validation, stale base) saves nothing and writes no entry.
 */

let admin: string;
let marketing: string;
let auditor: string;
const t = useTestApp();
const client = consoleClient(t);
beforeAll(async () => {
  admin = (await client.signedInStaff('admin')).cookie;
  marketing = (await client.signedInStaff('marketing')).cookie;
  auditor = (await client.signedInStaff('auditor')).cookie;
});
afterAll(async () => {
  expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: true });
});

const sections = async (cookie = admin) => {
  const answer = await client.call(cookie, 'configSections');
  expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data.sections as ConfigSectionState[];
};
const section = async (name: string) => (await sections()).find((s) => s.name === name)!;

const save = (cookie: string, body: object) => client.call(cookie, 'configSave', body);

const served = async () => {
  const answer = await t.call('anonymous/appConfig');
  return answer.body.data as { version: string; config: AppConfig };
};

/** The transaction id that wrote a row: equal for rows written in one transaction. */
const xminOf = async (
  table: 'app_config' | 'audit_log' | 'operator_setting_revisions',
  where: string,
) => {
  const { rows } = await sql<{ xmin: string }>`
    select xmin::text as xmin from ${sql.table(table)} where ${sql.raw(where)}
  `.execute(t.database.db);
  return rows[0]!.xmin;
};

const entryCount = async () => (await auditEntries(t.database.db)).length;

describe('configSections', () => {
  it('lists every section with its value, document, permission and revision', async () => {
    const list = await sections(auditor);
    const config = t.config.current().config;
    const games = list.find((s) => s.name === 'games')!;
    expect(games).toMatchObject({ document: 'app', permission: 'config.games' });
    expect(games.revision).toBe(t.config.current().revision);
    expect(games.value).toEqual(config.games);
    expect(list.find((s) => s.name === 'banks')).toMatchObject({ permission: 'config' });
    expect(list.find((s) => s.name === 'activityBanners')).toMatchObject({
      permission: 'config.banners',
      value: config.activities.map(({ id, banner }) => ({ id, banner })),
    });
    const budgets = list.find((s) => s.name === 'activityBudgets')!;
    expect(budgets).toMatchObject({ document: 'rewards', permission: 'activities', revision: 0 });
    expect(budgets.value).toEqual(RewardsRules.parse({}).activities);
  });
});

describe('configSave', () => {
  it('saves a section as a new revision, served at once, audited in the same transaction', async () => {
    const games = await section('games');
    const list = games.value as AppConfig['games'];
    const [first, second] = list;
    const changed = list.map((g) =>
      g.id === first!.id
        ? { ...g, hot: !g.hot, name: 'Renamed game' }
        : g.id === second!.id
          ? { ...g, enabled: false }
          : g,
    );
    const answer = await save(marketing, {
      section: 'games',
      value: changed,
      baseRevision: games.revision,
      note: 'hot and off',
    });
    expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
    const revision = games.revision + 1;
    expect(answer.body.data).toEqual({ document: 'app', revision, changed: true });

    // The player app gets it at once: the renamed game, without the one switched off.
    const { config, version } = await served();
    expect(version.startsWith(`${revision}-`)).toBe(true);
    expect(config.games.find((g) => g.id === first!.id)).toMatchObject({ name: 'Renamed game' });
    expect(config.games.some((g) => g.id === second!.id)).toBe(false);
    expect(t.config.current().config.games.find((g) => g.id === second!.id)?.enabled).toBe(false);
    // …and it does not start.
    const start = await accountsClient(t).call('startGame', { gameId: second!.id, tryIt: true });
    expect(start.body.errcode).toBe(ErrorCode.GAME_NOT_FOUND);

    const [entry] = (await auditEntries(t.database.db, { action: 'configSave' })).slice(-1);
    expect(entry).toMatchObject({
      actorKind: 'staff',
      target: 'config:games',
      before: {
        revision: games.revision,
        values: { [`games.0.name`]: first!.name, [`games.0.hot`]: first!.hot },
      },
      after: {
        revision,
        values: { [`games.0.name`]: 'Renamed game', [`games.1.enabled`]: false },
      },
    });
    expect(await xminOf('app_config', `revision = ${revision}`)).toBe(
      await xminOf('audit_log', `id = ${entry!.id}`),
    );

    const [row] = (await client.call(auditor, 'configRevisions', { pageSize: 1 })).body.data.list;
    expect(row).toMatchObject({ revision, note: 'hot and off', sections: ['games'] });
    expect(row!.actor).toMatch(/marketing/);
  });

  it('checks the permission of the section saved: marketing may not save banks (1602)', async () => {
    const banks = await section('banks');
    const before = await countConfigRevisions(t.database.db);
    const entries = await entryCount();
    const answer = await save(marketing, {
      section: 'banks',
      value: [],
      baseRevision: banks.revision,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    const auditorAnswer = await save(auditor, {
      section: 'games',
      value: (await section('games')).value,
      baseRevision: banks.revision,
    });
    expect(auditorAnswer.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    expect(await countConfigRevisions(t.database.db)).toBe(before);
    expect(await entryCount()).toBe(entries);
  });

  it('refuses a value the contract refuses with the issues, saving nothing', async () => {
    const games = await section('games');
    const list = games.value as AppConfig['games'];
    const before = await countConfigRevisions(t.database.db);
    const entries = await entryCount();
    const bad = [{ ...list[0], name: 'x'.repeat(200), sort: 'first' }, ...list.slice(1)];
    const answer = await save(admin, {
      section: 'games',
      value: bad,
      baseRevision: games.revision,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errcode).toBe(ErrorCode.BAD_REQUEST);
    const paths = answer.body.data.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['value.0.name', 'value.0.sort']));
    expect(await countConfigRevisions(t.database.db)).toBe(before);
    expect(await entryCount()).toBe(entries);
  });

  it('refuses what the server would not pay (a task paying coin for a deposit), with its path', async () => {
    const tasks = await section('tasks');
    const list = tasks.value as AppConfig['tasks'];
    const before = await countConfigRevisions(t.database.db);
    const bad = list.map((task, i) =>
      i === 1 ? { ...task, goal: 'deposit', propId: 2001, count: 500 } : task,
    );
    const answer = await save(admin, {
      section: 'tasks',
      value: bad,
      baseRevision: tasks.revision,
    });
    expect(answer.body.errcode).toBe(ErrorCode.BAD_REQUEST);
    expect(answer.body.data.issues[0]).toMatchObject({ path: 'value.1' });
    expect(answer.body.data.issues[0]!.message).toMatch(/only a bet goal pays coin/);
    expect(await countConfigRevisions(t.database.db)).toBe(before);
  });

  it('takes https: links only (and pictures of this site): javascript:, http:, data: are a 400 naming the field', async () => {
    const before = await countConfigRevisions(t.database.db);
    const entries = await entryCount();
    const refusedPath = async (name: string, value: unknown) => {
      const answer = await save(admin, {
        section: name,
        value,
        baseRevision: (await section(name)).revision,
      });
      expect(answer.status, `${name} ${JSON.stringify(value)}`).toBe(400);
      expect(answer.body.errcode).toBe(ErrorCode.BAD_REQUEST);
      return answer.body.data.issues.map((i) => i.path);
    };
    const bad = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'http://example.com/x',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/\\evil.example/x',
      'https://',
    ];
    const social = (await section('socialMedia')).value as AppConfig['socialMedia'];
    const shares = (await section('shareConfigs')).value as AppConfig['shareConfigs'];
    const client = (await section('clientConfig')).value as AppConfig['clientConfig'];
    const activities = (await section('activities')).value as AppConfig['activities'];
    // The demo links to no blog of its own (an outside link is the operator's): the first
    // activity made one.
    const asOutLink = (url: string) =>
      activities.map((a, i) =>
        i === 0 ? { ...a, clickType: ActivityClickType.OutLink, clickAction: url } : a,
      );
    const banners = (await section('activityBanners')).value as { id: number; banner: string }[];
    for (const url of bad) {
      expect(
        await refusedPath(
          'socialMedia',
          social.map((s, i) => (i === 1 ? { ...s, url } : s)),
        ),
      ).toEqual(['value.1.url']);
      expect(
        await refusedPath(
          'shareConfigs',
          shares.map((s, i) => (i === 0 ? { ...s, url } : s)),
        ),
      ).toEqual(['value.0.url']);
      expect(await refusedPath('clientConfig', { ...client, customerServiceUrl: url })).toEqual([
        'value.customerServiceUrl',
      ]);
      expect(
        await refusedPath('clientConfig', { ...client, nativeApps: [{ platform: 'ios', url }] }),
      ).toEqual(['value.nativeApps.0.url']);
      expect(await refusedPath('activities', asOutLink(url))).toEqual(['value.0.clickAction']);
      expect(await refusedPath('activityBanners', [{ id: banners[0]!.id, banner: url }])).toEqual([
        'value.0.banner',
      ]);
    }
    // A page of the app is no outside link: social channels and share pages are https: only.
    expect(
      await refusedPath(
        'socialMedia',
        social.map((s, i) => (i === 0 ? { ...s, url: '/service' } : s)),
      ),
    ).toEqual(['value.0.url']);
    expect(await countConfigRevisions(t.database.db)).toBe(before);
    expect(await entryCount()).toBe(entries);

    // https: links, and pictures and pages of this site, are taken.
    const saved = await save(admin, {
      section: 'clientConfig',
      value: {
        ...client,
        customerServiceUrl: 'https://chat.example.com/lobby?x={y}',
        downloadUrl: '/download',
      },
      baseRevision: (await section('clientConfig')).revision,
    });
    expect(saved.body.errcode, JSON.stringify(saved.body)).toBe(0);
    expect(t.config.current().config.clientConfig.customerServiceUrl).toBe(
      'https://chat.example.com/lobby?x={y}',
    );
  });

  it('refuses a stale base (1650): of two editors, the second is told to reload', async () => {
    const faq = await section('faq');
    const list = faq.value as AppConfig['faq'];
    const edit = (answer: string) => ({
      section: 'faq',
      value: list.map((f, i) => (i === 0 ? { ...f, answer } : f)),
      baseRevision: faq.revision,
    });
    expect((await save(admin, edit('First editor'))).body.errcode).toBe(0);
    const entries = await entryCount();
    const late = await save(admin, edit('Second editor'));
    expect(late.body.errcode).toBe(ErrorCode.CONFIG_STALE_REVISION);
    expect(late.body.data).toEqual({ revision: faq.revision + 1 });
    expect(t.config.current().config.faq[0]!.answer).toBe('First editor');
    expect(await entryCount()).toBe(entries);
  });

  it('lets exactly one of many simultaneous saves on the same base through', async () => {
    const notices = await section('notices');
    const list = notices.value as AppConfig['notices'];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        save(admin, {
          section: 'notices',
          value: list.map((x, i) => (i === 0 ? { ...x, title: `Race ${n}` } : x)),
          baseRevision: notices.revision,
        }),
      ),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.CONFIG_STALE_REVISION)).toHaveLength(29);
    expect(t.config.current().revision).toBe(notices.revision + 1);
  });

  it('saves the activities’ banners by id (config.banners); an unknown id is an issue', async () => {
    const banners = await section('activityBanners');
    const list = banners.value as { id: number; banner: string | null }[];
    const value = [{ id: list[0]!.id, banner: '/art/banners/new.webp' }];
    const answer = await save(marketing, {
      section: 'activityBanners',
      value,
      baseRevision: banners.revision,
    });
    expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
    const activity = t.config.current().config.activities.find((a) => a.id === list[0]!.id);
    expect(activity?.banner).toBe('/art/banners/new.webp');
    const unknown = await save(marketing, {
      section: 'activityBanners',
      value: [{ id: 987_654, banner: null }],
      baseRevision: banners.revision + 1,
    });
    expect(unknown.body.errcode).toBe(ErrorCode.BAD_REQUEST);
    expect(unknown.body.data.issues).toEqual([
      { path: 'value.0.id', message: 'no activity 987654' },
    ]);
  });

  it('saves the same content again as no revision', async () => {
    const banks = await section('banks');
    const answer = await save(admin, {
      section: 'banks',
      value: banks.value,
      baseRevision: banks.revision,
    });
    expect(answer.body.data).toEqual({ document: 'app', revision: banks.revision, changed: false });
  });
});

describe('configRevisionDiff and configRollback', () => {
  it('diffs a revision against the one before, path by path', async () => {
    const redPacket = await section('redPacket');
    const value = redPacket.value as AppConfig['redPacket'];
    await save(admin, {
      section: 'redPacket',
      value: { ...value, maxAmount: value.maxAmount + 100, hours: [...value.hours, 23] },
      baseRevision: redPacket.revision,
    });
    const diff = await client.call(auditor, 'configRevisionDiff', {
      revision: redPacket.revision + 1,
    });
    expect(diff.body.data).toMatchObject({
      document: 'app',
      revision: redPacket.revision + 1,
      previous: redPacket.revision,
    });
    expect(diff.body.data.changes).toEqual(
      expect.arrayContaining([
        {
          kind: 'changed',
          path: ['redPacket', 'maxAmount'],
          before: value.maxAmount,
          after: value.maxAmount + 100,
        },
        { kind: 'added', path: ['redPacket', 'hours', value.hours.length], after: 23 },
      ]),
    );
    const missing = await client.call(auditor, 'configRevisionDiff', { revision: 99_999 });
    expect(missing.body.errcode).toBe(ErrorCode.CONFIG_REVISION_NOT_FOUND);
    const first = await client.call(auditor, 'configRevisionDiff', { revision: 1 });
    expect(first.body.data).toMatchObject({ previous: null, changes: [] });
  });

  it('rolls back to an earlier revision as a new one with its content, audited', async () => {
    const head = t.config.current().revision;
    const answer = await client.call(admin, 'configRollback', { revision: 1, baseRevision: head });
    expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
    expect(answer.body.data).toEqual({ document: 'app', revision: head + 1, changed: true });
    const hashes = await t.database.db
      .selectFrom('app_config')
      .select(['revision', 'content_hash as hash', 'note'])
      .where('revision', 'in', [1, head + 1])
      .orderBy('revision')
      .execute();
    expect(hashes[1]!.hash).toBe(hashes[0]!.hash);
    expect(hashes[1]!.note).toBe('rollback to revision 1');
    // Served at once: the game switched off is back.
    expect((await served()).config.games).toHaveLength(t.config.current().config.games.length);
    const [entry] = (await auditEntries(t.database.db, { action: 'configRollback' })).slice(-1);
    expect(entry).toMatchObject({ target: 'config:app@1', after: { revision: head + 1 } });
    expect(await xminOf('app_config', `revision = ${head + 1}`)).toBe(
      await xminOf('audit_log', `id = ${entry!.id}`),
    );
  });

  it('refuses a rollback on a stale base, or of sections the role may not save', async () => {
    const head = t.config.current().revision;
    const stale = await client.call(admin, 'configRollback', {
      revision: 2,
      baseRevision: head - 1,
    });
    expect(stale.body.errcode).toBe(ErrorCode.CONFIG_STALE_REVISION);
    // Revision 2 differs from now in games and more: marketing may save games, not faq.
    const forbidden = await client.call(marketing, 'configRollback', {
      revision: head - 1,
      baseRevision: head,
    });
    expect(forbidden.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    const unknown = await client.call(admin, 'configRollback', {
      revision: 99_999,
      baseRevision: head,
    });
    expect(unknown.body.errcode).toBe(ErrorCode.CONFIG_REVISION_NOT_FOUND);
    expect(t.config.current().revision).toBe(head);
  });
});

describe('the activities’ budgets (the rewards rules, an operator setting)', () => {
  it('saves them as revisions of the setting, audited, read by the engine at once', async () => {
    const budgets = await section('activityBudgets');
    const value = budgets.value as RewardsRules['activities'];
    const next = { ...value, 'rank-day': { budget: 123_400, perPlayerCap: 5_000 } };
    const answer = await save(marketing, {
      section: 'activityBudgets',
      value: next,
      baseRevision: budgets.revision,
      note: 'more for the daily board',
    });
    expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
    // Revision 1 keeps what was in force before, so a rollback can reach it.
    expect(answer.body.data).toEqual({ document: 'rewards', revision: 2, changed: true });
    const rules = await t.settings.get(REWARDS_RULES_KEY, RewardsRules);
    expect(rules.activities['rank-day']).toEqual({ budget: 123_400, perPlayerCap: 5_000 });

    const [entry] = (await auditEntries(t.database.db, { action: 'configSave' })).slice(-1);
    expect(entry).toMatchObject({
      target: 'config:activityBudgets',
      after: { revision: 2, values: { 'activities.rank-day.budget': 123_400 } },
    });
    expect(await xminOf('operator_setting_revisions', `key = 'rewards' and revision = 2`)).toBe(
      await xminOf('audit_log', `id = ${entry!.id}`),
    );

    const list = await client.call(auditor, 'configRevisions', { document: 'rewards' });
    expect(list.body.data.list.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(list.body.data.list[0]).toMatchObject({
      note: 'more for the daily board',
      sections: ['activities'],
    });
    const diff = await client.call(auditor, 'configRevisionDiff', {
      document: 'rewards',
      revision: 2,
    });
    expect(diff.body.data.changes).toEqual(
      expect.arrayContaining([
        {
          kind: 'changed',
          path: ['activities', 'rank-day', 'budget'],
          before: value['rank-day']!.budget,
          after: 123_400,
        },
      ]),
    );

    const rollback = await client.call(marketing, 'configRollback', {
      document: 'rewards',
      revision: 1,
      baseRevision: 2,
    });
    expect(rollback.body.data).toEqual({ document: 'rewards', revision: 3, changed: true });
    expect((await t.settings.get(REWARDS_RULES_KEY, RewardsRules)).activities).toEqual(value);
  });

  it('records a change made outside the console; a rollback restores only the budgets', async () => {
    const rules = await t.settings.getIn(t.database.db, REWARDS_RULES_KEY, RewardsRules);
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      ...rules,
      coinTerms: { ...rules.coinTerms, wageringMultiple: 12 },
    });
    const budgets = await section('activityBudgets');
    const value = budgets.value as RewardsRules['activities'];
    const answer = await save(admin, {
      section: 'activityBudgets',
      value: { ...value, 'slots-hack': { budget: 1_000, perPlayerCap: 100 } },
      baseRevision: budgets.revision,
    });
    const revision = budgets.revision + 2;
    expect(answer.body.data).toEqual({ document: 'rewards', revision, changed: true });
    const list = (await client.call(auditor, 'configRevisions', { document: 'rewards' })).body.data
      .list;
    expect(list.slice(0, 2)).toMatchObject([
      { revision, sections: ['activities'] },
      {
        revision: revision - 1,
        actor: null,
        note: 'as changed outside the console',
        sections: ['coinTerms'],
      },
    ]);

    const rollback = await client.call(admin, 'configRollback', {
      document: 'rewards',
      revision: 2,
      baseRevision: revision,
    });
    expect(rollback.body.errcode, JSON.stringify(rollback.body)).toBe(0);
    const now = await t.settings.get(REWARDS_RULES_KEY, RewardsRules);
    expect(now.activities['rank-day']).toEqual({ budget: 123_400, perPlayerCap: 5_000 });
    expect(now.coinTerms.wageringMultiple).toBe(12);
  });

  it('refuses a negative budget with its path, and a stale base, saving nothing', async () => {
    const budgets = await section('activityBudgets');
    const bad = await save(admin, {
      section: 'activityBudgets',
      value: { 'rank-day': { budget: -1, perPlayerCap: 0 } },
      baseRevision: budgets.revision,
    });
    expect(bad.body.errcode).toBe(ErrorCode.BAD_REQUEST);
    expect(bad.body.data.issues[0]!.path).toBe('value.rank-day.budget');
    const stale = await save(admin, {
      section: 'activityBudgets',
      value: budgets.value,
      baseRevision: budgets.revision - 1,
    });
    expect(stale.body.errcode).toBe(ErrorCode.CONFIG_STALE_REVISION);
    expect((await section('activityBudgets')).revision).toBe(budgets.revision);
  });
});
