import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigSectionState } from '@lobby/contract/console-config';
import { CustomerServiceItemType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { verifyAuditChain } from '../audit/audit-verify';
import { CUSTOMER_SERVICE_KEY, CustomerServiceSettings } from '../chat/chat-settings';

/**
 * Customer service's outside channels, an operator setting edited in the config editor
 * (section `serviceChannels`, document `customerService`): none but the built-in chat until the
 * operator names them, https: (or, for e-mail, mailto:) links only, served to the player app by
 * getCustomerServices at once.
 */

const { Online, Telegram, Email } = CustomerServiceItemType;
let admin: string;
let marketing: string;
const t = useTestApp();
const client = consoleClient(t);
beforeAll(async () => {
  admin = (await client.signedInStaff('admin')).cookie;
  marketing = (await client.signedInStaff('marketing')).cookie;
});
afterAll(async () => {
  await t.settings.set(CUSTOMER_SERVICE_KEY, CustomerServiceSettings, {});
  expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: true });
});

const section = async () => {
  const answer = await client.call(admin, 'configSections');
  const sections = answer.body.data.sections as ConfigSectionState[];
  return sections.find((s) => s.name === 'serviceChannels')!;
};
const save = (cookie: string, value: unknown, baseRevision: number) =>
  client.call(cookie, 'configSave', { section: 'serviceChannels', value, baseRevision });
const served = async () =>
  (await t.call('getCustomerServices')).body.data.appCustomerServiceQueue as unknown[];

const live = { itemType: Online, param1: 'Live chat', param2: '' };
const telegram = { itemType: Telegram, param1: '@crown_help', param2: 'https://t.me/crown_help' };

describe('the customer-service channels (an operator setting)', () => {
  it('lists the built-in chat alone until the operator names a channel; a save serves it at once', async () => {
    const start = await section();
    expect(start).toMatchObject({ document: 'customerService', permission: 'config' });
    expect(start.value).toEqual([live]);
    expect(await served()).toEqual([live]);

    const answer = await save(admin, [live, telegram], start.revision);
    expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
    expect(answer.body.data).toMatchObject({ document: 'customerService', changed: true });
    expect(await served()).toEqual([live, telegram]);
    // The rest of the setting (hours, canned replies) stays as it was.
    const stored = await t.settings.get(CUSTOMER_SERVICE_KEY, CustomerServiceSettings);
    expect(stored.cannedReplies).toEqual(CustomerServiceSettings.parse({}).cannedReplies);
    const [entry] = (await auditEntries(t.database.db, { action: 'configSave' })).slice(-1);
    expect(entry).toMatchObject({ target: 'config:serviceChannels' });

    const list = await client.call(admin, 'configRevisions', { document: 'customerService' });
    expect(list.body.data.list[0]).toMatchObject({ sections: ['channels'] });
    const back = await client.call(admin, 'configRollback', {
      document: 'customerService',
      revision: (list.body.data.list[1] as { revision: number }).revision,
      baseRevision: answer.body.data.revision,
    });
    expect(back.body.errcode, JSON.stringify(back.body)).toBe(0);
    expect(await served()).toEqual([live]);
  });

  it('takes https: links only (mailto: for e-mail): anything else is a 400 naming the field, saving nothing', async () => {
    const { revision } = await section();
    const bad = [
      'http://t.me/crown_help',
      'javascript:alert(1)',
      'data:text/html,x',
      '//t.me/crown_help',
      'mailto:help@lobby.test',
      '',
    ];
    for (const param2 of bad) {
      const answer = await save(admin, [live, { ...telegram, param2 }], revision);
      expect(answer.status, param2).toBe(400);
      expect(answer.body.errcode, param2).toBe(ErrorCode.BAD_REQUEST);
      expect(answer.body.data.issues.map((i: { path: string }) => i.path)).toEqual([
        'value.1.param2',
      ]);
    }
    // Not a list, or a channel without its name: refused the same way.
    expect((await save(admin, 'https://t.me/x', revision)).status).toBe(400);
    expect(
      (await save(admin, [{ itemType: Telegram, param2: telegram.param2 }], revision)).status,
    ).toBe(400);
    const email = { itemType: Email, param1: 'help@lobby.test', param2: 'mailto:help@lobby.test' };
    expect((await save(admin, [live, email], revision)).body.errcode).toBe(0);
    expect(await served()).toEqual([live, email]);
    expect((await section()).revision).toBeGreaterThan(revision);
  });

  it('asks the config permission: marketing may not save it (1602)', async () => {
    const { revision, value } = await section();
    const answer = await save(marketing, [live, telegram], revision);
    expect(answer.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    expect((await section()).value).toEqual(value);
  });
});
