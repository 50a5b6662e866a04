import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleRegistry,
  type ConsoleCallDef,
  type ConsoleCallEffect,
  type ConsoleCallName,
  type ConsoleRegistry,
  type ConsoleRequestOf,
} from '@lobby/contract/console';
import type { ConfigSectionState } from '@lobby/contract/console-config';
import { consolePath } from '@lobby/contract/values/console';
import { accountsClient } from '../../test/accounts-client';
import { consoleClient } from '../../test/console-client';
import { statementCounter, type SentStatement } from '../../test/statement-counter';
import { useTestApp, type Envelope } from '../../test/test-app';
import { auditPage } from '../modules/audit/audit.reads';
import { depositsClient } from '../modules/deposits/deposits-test-client';
import { totpCodeOf } from '../modules/staff/staff-totp';
import { withdrawalKit } from '../modules/withdrawals/withdrawal-test-kit';

/**
 * Every console call does what its registry entry's `effect` says (ConsoleCallEffect; docs/
 * console.md "What a call changes"), each made once, as it succeeds, on one database:
 * - `audited`: the call writes its audit entry, with the staff member who made it as actor, and
 *   every row it writes is written in a transaction that writes that entry (auditedChange's);
 * - `read`: the call writes no row;
 * - `pending`: the call writes rows of its pending tables only, and no audit entry.
 * The router's touch of the caller's own session (touchLiveStaffSession: its last use, on every
 * call, before the call's handler runs) is the one write no call answers for.
 *
 * `samples` holds a succeeding request for every call, typed by its effect: a new call does not
 * typecheck until it has one (and an audited one the action its entry names).
 */

type Caller = Awaited<ReturnType<ReturnType<typeof consoleClient>['signedInStaff']>>;
type EffectOf<N extends ConsoleCallName> = ConsoleRegistry[N]['effect'];

type Sample<N extends ConsoleCallName> = {
  /** A body with which the call succeeds, with whatever it needs set up first. */
  request: (caller: Caller) => Promise<ConsoleRequestOf<N>>;
} & (EffectOf<N> extends 'audited'
  ? /** The action of the entry the call writes. */
    { action: string }
  : EffectOf<N> extends 'pending'
    ? /** The tables it may write, and why they are pending. */
      { tables: readonly string[] }
    : unknown);

const counter = statementCounter();
let dataDir: string;
let kit: ReturnType<typeof withdrawalKit>;
/** The member who sets scenes up (so that what they write is never the call's). */
let stagehand: Caller;
/** The member who makes every read call. */
let reader: Caller;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-console-effects-'));
});
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(() => ({
  onStatement: counter.listener,
  env: { PAYOUT_PROVIDER: 'manual', DATA_DIR: dataDir },
}));
const client = consoleClient(t);
beforeAll(async () => {
  kit = withdrawalKit(t);
  // Every withdrawal waits for review.
  await kit.setRules({ autoApproveMax: 0, dailyTimes: 1_000 });
  stagehand = await client.signedInStaff('admin');
  reader = await client.signedInStaff('admin');
});

// ---- scenes ----

const ok = async (cookie: string, name: ConsoleCallName, payload: object = {}) => {
  const answer = await client.call(cookie, name, payload);
  expect(answer.body.errcode, `${name}: ${JSON.stringify(answer.body)}`).toBe(0);
  // Any call of the registry: its answer read as the loose envelope's.
  return answer.body.data as Envelope['data'];
};
const staged = (name: ConsoleCallName, payload: object = {}) => ok(stagehand.cookie, name, payload);

const seconds = (offset = 0) => Math.floor(Date.now() / 1000) + offset;
const today = () => new Date().toISOString().slice(0, 10);

const player = async () => {
  const made = await accountsClient(t).registerByAccount();
  return { ...made, id: made.user.id };
};

const conversation = async () => {
  const deviceId = `effects-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const { rows } = await sql<{ id: number }>`
    insert into chat_conversations (device_id) values (${deviceId}) returning id
  `.execute(t.database.db);
  return Number(rows[0]!.id);
};

const feedback = async () => {
  const { id: userId } = await player();
  const { rows } = await sql<{ id: number }>`
    insert into feedback (user_id, type_id, type_name) values (${userId}, 1, 'Bug') returning id
  `.execute(t.database.db);
  const id = Number(rows[0]!.id);
  await sql`
    insert into feedback_messages (feedback_id, author, text) values (${id}, 'player', 'It broke')
  `.execute(t.database.db);
  return id;
};

/** A tier-2 review waiting for staff, made through the player's calls. */
const kycReview = async () => {
  const made = await player();
  const call = (name: string, body: object) =>
    accountsClient(t).call(name, body, { token: made.token });
  await call('kycSubmitDetails', {
    fullName: 'Pat Player',
    dateOfBirth: '1990-05-01',
    country: 'GB',
    addressLine1: '1 Main Street',
    city: 'London',
  });
  const image = (
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
  ).toString('base64');
  for (const side of ['front', 'back', 'selfie']) await call('kycUploadDocument', { side, image });
  await call('kycSubmitReview', {});
  const { rows } = await sql<{ id: string }>`
    select id from kyc_reviews where user_id = ${made.id} and status = 'pending'
  `.execute(t.database.db);
  return { reviewId: Number(rows[0]!.id), userId: made.id };
};

/** A withdrawal waiting for review. */
const withdrawal = async () => {
  const made = await kit.playerWithAccount(100_000);
  const answer = kit.ok(await kit.exchange(made.token, 20_000, made.accountId));
  expect(answer.status).toBe('pending_review');
  return answer.orderNo as string;
};

/** An adjustment above the four-eyes threshold, waiting for another member. */
const pendingAdjustment = async () => {
  const { id } = await player();
  const made = await staged('playerAdjustBalance', {
    id,
    direction: 'credit',
    amount: 500_000,
    reason: 'large goodwill',
  });
  expect(made.status).toBe('pending');
  return made.id as number;
};

/** A broadcast open to new players with coin: its reach has no size, so it waits for approval. */
const pendingBroadcast = async () => {
  const made = await staged('mailBroadcastCreate', {
    title: 'Welcome week',
    body: 'A gift for every new player',
    awards: [{ propId: 2001, count: 100 }],
    openToNewPlayers: true,
    expiresAt: seconds(86_400),
  });
  expect(made.state).toBe('pending');
  return made.id as number;
};

/** A privileged member asked for, waiting for a second admin. */
const staffRequest = async () => {
  const made = await staged('staffCreate', {
    email: `effects-req-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lobby.test`,
    name: 'Finance member',
    role: 'finance',
  });
  expect(made.request.status).toBe('pending');
  return made.request.id as number;
};

const configSection = async (name: string) =>
  ((await staged('configSections')).sections as ConfigSectionState[]).find((s) => s.name === name)!;

/** The FAQ with its first answer changed, on the current revision. */
const faqEdit = async (answer: string) => {
  const faq = await configSection('faq');
  return {
    section: 'faq' as const,
    value: (faq.value as { answer: string }[]).map((f, i) => (i === 0 ? { ...f, answer } : f)),
    baseRevision: faq.revision,
  };
};

const signInStep = async (caller: Caller) => {
  const response = await t.app.inject({
    method: 'POST',
    url: consolePath('staffSignIn'),
    payload: { email: caller.email, password: caller.password },
  });
  expect(response.json().errcode, response.body).toBe(0);
  return response.json().data.pendingToken as string;
};

/** The caller's TOTP code of the next step (the sign-in spent this one's). */
const nextCode = (caller: Caller) => totpCodeOf(caller.totpSecret, Date.now() + 30_000);

const png = async () =>
  (
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c78c8' } })
      .png()
      .toBuffer()
  ).toString('base64');

// ---- a succeeding request for every call ----

const samples: { [N in ConsoleCallName]: Sample<N> } = {
  // staff and the caller's own account
  staffSignIn: {
    request: async (caller) => ({ email: caller.email, password: caller.password }),
    // The pending sign-in the second step takes; for a member not enrolled yet, the secret
    // waiting for its first code (staff.totp_secret, unconfirmed).
    tables: ['staff_pending_sign_ins', 'staff'],
  },
  staffSignInCode: {
    request: async (caller) => ({ pendingToken: await signInStep(caller), code: nextCode(caller) }),
    action: 'staffSignIn',
  },
  staffSignOut: { request: async () => ({}), action: 'staffSignOut' },
  staffMe: { request: async () => ({}) },
  myAccount: { request: async () => ({}) },
  mySessions: { request: async () => ({}) },
  myEndSession: {
    request: async (caller) => ({
      sessionId: (await ok(caller.cookie, 'mySessions')).list[0].id as number,
    }),
    action: 'myEndSession',
  },
  myPasswordChange: {
    request: async (caller) => ({ current: caller.password, next: 'a-new-correct-horse' }),
    action: 'myPasswordChange',
  },
  myRecoveryCodes: {
    request: async (caller) => ({ code: nextCode(caller) }),
    action: 'myRecoveryCodes',
  },
  staffList: { request: async () => ({}) },
  staffCreate: {
    request: async () => ({
      email: `effects-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lobby.test`,
      name: 'New member',
      role: 'support',
    }),
    action: 'staffCreate',
  },
  staffUpdate: {
    request: async () => ({ id: (await client.signedInStaff('support')).id, name: 'Renamed' }),
    action: 'staffUpdate',
  },
  staffResetTotp: {
    request: async () => ({ id: (await client.signedInStaff('support')).id }),
    action: 'staffResetTotp',
  },
  staffSessions: { request: async (caller) => ({ id: caller.id }) },
  staffRequests: { request: async () => ({}) },
  staffRequestApprove: {
    request: async () => ({ id: await staffRequest() }),
    action: 'staffRequestApprove',
  },
  staffRequestRefuse: {
    request: async () => ({ id: await staffRequest(), reason: 'not needed' }),
    action: 'staffRequestRefuse',
  },
  staffEndSession: {
    request: async () => {
      const other = await client.signedInStaff('support');
      return { sessionId: (await staged('staffSessions', { id: other.id })).list[0].id as number };
    },
    action: 'staffEndSession',
  },

  // the live chat and feedback
  chatInbox: { request: async () => ({}) },
  chatConversation: { request: async () => ({ id: await conversation() }) },
  chatAssign: { request: async () => ({ id: await conversation() }), action: 'chatAssign' },
  chatClose: {
    request: async (caller) => {
      const id = await conversation();
      await ok(caller.cookie, 'chatAssign', { id });
      return { id };
    },
    action: 'chatClose',
  },
  chatReopen: {
    request: async () => {
      const id = await conversation();
      await staged('chatAssign', { id });
      await staged('chatClose', { id });
      return { id };
    },
    action: 'chatReopen',
  },
  chatCannedReplies: { request: async () => ({}) },
  chatImageUpload: {
    request: async () => ({ image: await png() }),
    // An image no message names yet: pruned after a day unless a message sends it.
    tables: ['chat_images'],
  },
  feedbackQueue: { request: async () => ({}) },
  feedbackThread: { request: async () => ({ id: await feedback() }) },
  feedbackAnswer: {
    request: async () => ({ id: await feedback(), text: 'On it.' }),
    action: 'feedbackAnswer',
  },

  // the audit log
  auditLog: { request: async () => ({}) },
  auditVerify: { request: async () => ({}) },
  pendingApprovals: { request: async () => ({}) },

  // mail
  mailBroadcastCreate: {
    request: async () => ({ title: 'News', body: 'Hello all', expiresAt: seconds(86_400) }),
    action: 'mail.broadcast',
  },
  mailBroadcasts: { request: async () => ({}) },
  mailBroadcastCancel: {
    request: async () => {
      const made = await staged('mailBroadcastCreate', {
        title: 'Later',
        body: 'Not yet',
        startsAt: seconds(3_600),
        expiresAt: seconds(86_400),
      });
      return { id: made.id as number };
    },
    action: 'mail.cancel',
  },
  mailSegmentCount: { request: async () => ({}) },
  mailPending: { request: async () => ({}) },
  mailApprove: {
    request: async () => ({ id: await pendingBroadcast() }),
    action: 'mail.approve',
  },
  mailRefuse: {
    request: async () => ({ id: await pendingBroadcast(), reason: 'not agreed' }),
    action: 'mail.refuse',
  },
  mailSend: {
    request: async () => ({ userId: (await player()).id, title: 'Hi', body: 'Just you' }),
    action: 'mail.send',
  },

  // money
  dashboard: { request: async () => ({ days: 7 }) },
  withdrawalQueue: { request: async () => ({}) },
  withdrawalOrder: { request: async () => ({ orderNo: await withdrawal() }) },
  withdrawalApprove: {
    request: async () => ({ orderNo: await withdrawal() }),
    action: 'withdrawal.approve',
  },
  withdrawalRefuse: {
    request: async () => ({ orderNo: await withdrawal(), reason: 'name differs' }),
    action: 'withdrawal.reject',
  },
  withdrawalMarkPaid: {
    request: async () => {
      const orderNo = await withdrawal();
      await staged('withdrawalApprove', { orderNo });
      return { orderNo, reference: 'BANK-REF-1' };
    },
    action: 'withdrawal.markPaid',
  },
  depositSearch: { request: async () => ({}) },
  depositOrder: {
    request: async () => {
      const deposits = depositsClient(t);
      const { token } = await deposits.player();
      return { orderNo: await deposits.deposit(token, 10_000) };
    },
  },
  reconciliation: { request: async () => ({ day: today() }) },
  promotionsCost: { request: async () => ({ from: today(), to: today() }) },

  // players
  playerSearch: { request: async () => ({ q: (await player()).account }) },
  playerProfile: { request: async () => ({ id: (await player()).id }) },
  playerSessions: { request: async () => ({ id: (await player()).id }) },
  playerEndSession: {
    request: async () => ({ id: (await player()).id }),
    action: 'playerEndSession',
  },
  playerLock: {
    request: async () => ({ id: (await player()).id, reason: 'fraud check' }),
    action: 'playerLock',
  },
  playerUnlock: {
    request: async () => {
      const { id } = await player();
      await staged('playerLock', { id, reason: 'fraud check' });
      return { id, reason: 'cleared' };
    },
    action: 'playerUnlock',
  },
  playerDataRights: { request: async () => ({ id: (await player()).id }) },
  playerClose: {
    request: async () => ({ id: (await player()).id, reason: 'asked by mail' }),
    action: 'playerClose',
  },
  playerReopen: {
    request: async () => {
      const { id } = await player();
      await staged('playerClose', { id, reason: 'asked by mail' });
      return { id, reason: 'changed their mind' };
    },
    action: 'playerReopen',
  },
  playerErase: {
    request: async () => {
      const { id } = await player();
      await staged('playerClose', { id, reason: 'asked to be forgotten' });
      return { id };
    },
    action: 'playerErase',
  },
  playerPlayLimits: { request: async () => ({ id: (await player()).id }) },
  protectionMarkers: { request: async () => ({}) },
  playerAddPlayLimit: {
    request: async () => ({
      id: (await player()).id,
      kind: 'depositDay',
      value: 5_000,
      reason: 'Asked on the phone',
    }),
    action: 'playerAddPlayLimit',
  },
  playerNotes: { request: async () => ({ id: (await player()).id }) },
  playerAddNote: {
    request: async () => ({ id: (await player()).id, text: 'Called about a deposit.' }),
    action: 'playerAddNote',
  },
  playerBalances: { request: async () => ({ id: (await player()).id }) },
  playerLedger: { request: async () => ({ id: (await player()).id }) },
  playerDeposits: { request: async () => ({ id: (await player()).id }) },
  playerWithdrawals: { request: async () => ({ id: (await player()).id }) },
  playerRounds: { request: async () => ({ id: (await player()).id }) },
  playerRewards: { request: async () => ({ id: (await player()).id }) },
  playerReferrals: { request: async () => ({ id: (await player()).id }) },
  playerRealityCheck: { request: async () => ({ id: (await player()).id }) },
  playerAdjustBalance: {
    request: async () => ({
      id: (await player()).id,
      direction: 'credit',
      amount: 1_000,
      reason: 'goodwill',
    }),
    action: 'playerAdjustBalance',
  },
  balanceAdjustments: { request: async () => ({}) },
  adjustmentApprove: {
    request: async () => ({ id: await pendingAdjustment() }),
    action: 'adjustmentApprove',
  },
  adjustmentRefuse: {
    request: async () => ({ id: await pendingAdjustment(), reason: 'not agreed' }),
    action: 'adjustmentRefuse',
  },

  // the app config
  configSections: { request: async () => ({}) },
  configSave: { request: async () => faqEdit('Saved by the effects test'), action: 'configSave' },
  configRevisions: { request: async () => ({}) },
  configRevisionDiff: { request: async () => ({ revision: 1 }) },
  configRollback: {
    request: async () => {
      await staged('configSave', await faqEdit('Saved to be rolled back'));
      return { revision: 1, baseRevision: t.config.current().revision };
    },
    action: 'configRollback',
  },
  riskPlayers: { request: async () => ({}) },
  riskGraph: { request: async () => ({ id: (await player()).id }) },
  riskSettings: { request: async () => ({}) },
  riskSettingsSave: {
    request: async () => {
      const { settings } = (await staged('riskSettings')) as {
        settings: { key: string; revision: number; value: { reviewAbove: number } }[];
      };
      const risk = settings.find((s) => s.key === 'risk')!;
      return {
        key: 'risk',
        value: { reviewAbove: risk.value.reviewAbove + 1 },
        baseRevision: risk.revision,
      };
    },
    action: 'riskSettingsSave',
  },

  // know your customer
  kycQueue: { request: async () => ({}) },
  kycCase: { request: async () => ({ id: (await kycReview()).reviewId }) },
  kycDecide: {
    request: async () => ({ id: (await kycReview()).reviewId, decision: 'approve' as const }),
    action: 'kycDecide',
  },
  kycPlayer: { request: async () => ({ id: (await kycReview()).userId }) },
  playerBreaks: { request: async () => ({ id: (await player()).id }) },
  playerStartBreak: {
    request: async () => ({
      id: (await player()).id,
      kind: 'timeout',
      period: '24h',
      reason: 'asked by phone',
    }),
    action: 'playerStartBreak',
  },
};

// ---- what a call wrote ----

/** The router's note of the caller's session's last use (touchLiveStaffSession), every call's. */
const SESSION_TOUCH = /update staff_sessions s set last_seen_at = now\(\)/;

const WRITE =
  /\b(?:insert\s+into|delete\s+from)\s+"?(\w+)"?|(?<!\b(?:for|do|key|share)\s+)\bupdate\s+"?(\w+)"?\s/gi;

/** The tables a statement writes (an insert, update or delete, in a CTE too). */
const tablesWritten = (statement: string) =>
  [...statement.matchAll(WRITE)].map((m) => (m[1] ?? m[2]!).toLowerCase());

interface Write {
  sql: string;
  tables: string[];
  /** The index of its transaction in the call's statements, or null outside one. */
  transaction: number | null;
}

/** The call's writes, each with its transaction, the router's session touch left out. */
const writesOf = (sent: readonly SentStatement[]) => {
  const writes: Write[] = [];
  const auditedTransactions = new Set<number>();
  let transaction: number | null = null;
  sent.forEach(({ sql: statement }, index) => {
    if (/^\s*(begin|start transaction)\b/i.test(statement)) transaction = index;
    else if (/^\s*(commit|rollback)\b/i.test(statement)) transaction = null;
    else if (!SESSION_TOUCH.test(statement)) {
      const tables = tablesWritten(statement);
      if (tables.length === 0) return;
      writes.push({ sql: statement, tables, transaction });
      if (tables.includes('audit_log') && transaction !== null)
        auditedTransactions.add(transaction);
    }
  });
  return { writes, auditedTransactions };
};

const lastAuditId = async () =>
  (await auditPage(t.database.db, {}, { limit: 1, offset: 0, before: undefined, countCap: 1 }))
    .list[0]?.id ?? 0;

const auditEntriesAfter = async (id: number) =>
  (
    await auditPage(t.database.db, {}, { limit: 100, offset: 0, before: undefined, countCap: 100 })
  ).list.filter((entry) => entry.id > id);

const callsOf = (effect: ConsoleCallEffect) =>
  (Object.values(consoleRegistry) as ConsoleCallDef[])
    .filter((def) => def.effect === effect)
    .map((def) => def.name as ConsoleCallName);

/** Sets the call's scene up, then makes it alone, counting what it sends. */
const make = async (name: ConsoleCallName, caller: Caller) => {
  const sample = samples[name] as Sample<ConsoleCallName>;
  const request = await sample.request(caller);
  const before = await lastAuditId();
  const { result: answer, sent } = await counter.during(() =>
    client.call(caller.cookie, name, request as object),
  );
  expect(answer.body.errcode, `${name}: ${JSON.stringify(answer.body)}`).toBe(0);
  return { sample, sent, entries: await auditEntriesAfter(before), ...writesOf(sent) };
};

describe('the registry', () => {
  it('marks every call read, audited or pending, and has a sample of each', () => {
    for (const def of Object.values(consoleRegistry) as ConsoleCallDef[]) {
      expect(['read', 'audited', 'pending'], def.name).toContain(def.effect);
      expect(samples, def.name).toHaveProperty(def.name);
    }
    expect(Object.keys(samples).sort()).toEqual(Object.keys(consoleRegistry).sort());
  });
});

describe('an audited call writes its entry, by its caller, in the transaction of its change', () => {
  it.each(callsOf('audited'))('%s', async (name) => {
    // A member of their own: some calls end the caller's session or change their account.
    const caller = await client.signedInStaff('admin');
    const { sample, entries, writes, auditedTransactions } = await make(name, caller);
    const { action } = sample as unknown as { action: string };
    expect(entries, `${name}: its audit entry`).toContainEqual(
      expect.objectContaining({ action, actorKind: 'staff', actorId: caller.id }),
    );
    const outside = writes.filter(
      (w) => w.transaction === null || !auditedTransactions.has(w.transaction),
    );
    expect(
      outside.map((w) => w.sql),
      `${name}: writes outside its audited transaction`,
    ).toEqual([]);
  });
});

describe('a read call writes nothing', () => {
  it.each(callsOf('read'))('%s', async (name) => {
    const { writes, entries } = await make(name, reader);
    expect(
      writes.map((w) => w.sql),
      `${name} wrote`,
    ).toEqual([]);
    expect(entries).toEqual([]);
  });
});

describe('a pending call writes only its pending rows, and no audit entry', () => {
  it.each(callsOf('pending'))('%s', async (name) => {
    const caller = await client.signedInStaff('admin');
    const { sample, writes, entries } = await make(name, caller);
    const { tables } = sample as unknown as { tables: readonly string[] };
    const others = writes.filter((w) => w.tables.some((table) => !tables.includes(table)));
    expect(
      others.map((w) => w.sql),
      `${name} wrote`,
    ).toEqual([]);
    expect(writes.length, `${name} wrote nothing pending`).toBeGreaterThan(0);
    expect(entries).toEqual([]);
  });
});
