import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { startTestApp, useTestApp } from '../../../../test/test-app';
import { productionEnv } from '../../../../test/production-env';
import { EnvError, parseEnv } from '@/config/env';
import { httpSmsProvider } from './http-sms-provider';
import { listOutbox, sandboxSmsProvider } from './sandbox-sms-provider';
import type { SmsMessage } from './sms-provider';
import { smsProviderFromEnv } from '@/config/sms-provider-from-env';

const ALICE = '+15550001234';
const BOB = '+447700900123';

const message = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  mobile: ALICE,
  text: 'Your code is 123456',
  code: '123456',
  purpose: SmsPurpose.Register,
  ...overrides,
});

const t = useTestApp();
beforeEach(async () => {
  await t.database.db.deleteFrom('sms_outbox').execute();
});

describe('sandbox SMS provider', () => {
  it('keeps every message and lists a number’s newest first, each number apart', async () => {
    const sandbox = sandboxSmsProvider(t.database.db);
    expect(sandbox.name).toBe('sandbox');
    await sandbox.send(message({ text: 'first 111111', code: '111111' }));
    await sandbox.send(message({ mobile: BOB, text: 'bob 999999', code: '999999' }));
    await sandbox.send(
      message({ text: 'second 222222', code: '222222', purpose: SmsPurpose.Forget }),
    );
    await sandbox.send(
      message({ text: 'third 333333', code: '333333', purpose: SmsPurpose.LoginAndRegister }),
    );

    const list = await listOutbox(t.database.db, ALICE);
    expect(list.map(({ text, code, purpose }) => ({ text, code, purpose }))).toEqual([
      { text: 'third 333333', code: '333333', purpose: 3 },
      { text: 'second 222222', code: '222222', purpose: 2 },
      { text: 'first 111111', code: '111111', purpose: 0 },
    ]);
    for (const entry of list) {
      expect(entry.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Math.abs(Date.parse(entry.createdAt) - Date.now())).toBeLessThan(60_000);
    }
    expect(Object.keys(list[0]!).sort()).toEqual(['code', 'createdAt', 'purpose', 'text']);

    expect((await listOutbox(t.database.db, BOB)).map((e) => e.code)).toEqual(['999999']);
    expect(await listOutbox(t.database.db, '+15550009999')).toEqual([]);
    expect((await listOutbox(t.database.db, ALICE, 2)).map((e) => e.code)).toEqual([
      '333333',
      '222222',
    ]);
  });

  it('orders messages stored in the same transaction (same now()) by arrival', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      const sandbox = sandboxSmsProvider(trx);
      await sandbox.send(message({ code: '000001' }));
      await sandbox.send(message({ code: '000002' }));
    });
    expect((await listOutbox(t.database.db, ALICE)).map((e) => e.code)).toEqual([
      '000002',
      '000001',
    ]);
  });
});

describe('POST /dev/v1/smsOutbox', () => {
  const outbox = (payload: unknown, app = t) =>
    app.app.inject({ method: 'POST', url: '/dev/v1/smsOutbox', payload: payload as object });

  it('answers the number’s messages, newest first, in the envelope', async () => {
    const sandbox = sandboxSmsProvider(t.database.db);
    await sandbox.send(message({ text: 'old 111111', code: '111111' }));
    await sandbox.send(message({ text: 'new 222222', code: '222222', purpose: SmsPurpose.Bind }));
    await sandbox.send(message({ mobile: BOB }));

    const response = await outbox({ mobile: ALICE });
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body);
    expect(body).toEqual({
      code: 200,
      errcode: 0,
      msg: 'ok',
      data: {
        list: [
          { text: 'new 222222', code: '222222', purpose: 1, createdAt: expect.any(String) },
          { text: 'old 111111', code: '111111', purpose: 0, createdAt: expect.any(String) },
        ],
      },
    });
    expect(new Date(body.data.list[0].createdAt).toISOString()).toBe(body.data.list[0].createdAt);
  });

  it('answers an empty list for a number that got nothing', async () => {
    const response = await outbox({ mobile: '+15550009999' });
    expect(JSON.parse(response.body)).toEqual({
      code: 200,
      errcode: 0,
      msg: 'ok',
      data: { list: [] },
    });
  });

  it.each([[{}], [{ mobile: 15550001234 }], [{ mobile: '5550001234' }]])(
    'refuses the body %j with the 400 envelope',
    async (payload) => {
      const response = await outbox(payload);
      expect(response.statusCode).toBe(400);
      const body = JSON.parse(response.body);
      expect(body).toMatchObject({ code: 400, errcode: 400 });
      expect(body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['mobile']);
    },
  );

  it('is a 404 envelope in production', async () => {
    await sandboxSmsProvider(t.database.db).send(message());
    const production = await startTestApp({
      database: t.database,
      env: productionEnv,
    });
    try {
      const response = await outbox({ mobile: ALICE }, production);
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ code: 404, errcode: 404 });
      expect(response.body).not.toContain('123456');
    } finally {
      await production.close();
    }
  });
});

/** A fake Twilio-shaped SMS API on a free local port. */
interface FakeSmsApi {
  url: string;
  requests: { method: string; path: string; authorization: string; form: URLSearchParams }[];
  answer: (response: ServerResponse) => void;
  close(): Promise<void>;
}

const startFakeSmsApi = async (): Promise<FakeSmsApi> => {
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      api.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      api.answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const api: FakeSmsApi = {
    url: `http://127.0.0.1:${port}/2010-04-01`,
    requests: [],
    answer: (response) => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
};

describe('HTTP SMS provider', () => {
  const TOKEN = 'tok_s3cret_value';
  let api: FakeSmsApi;

  beforeEach(async () => {
    api = await startFakeSmsApi();
  });
  afterEach(async () => {
    await api.close();
  });

  const provider = (timeoutMs?: number) =>
    httpSmsProvider({
      baseUrl: `${api.url}/`,
      accountSid: 'AC42',
      authToken: TOKEN,
      from: '+15005550006',
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('posts To, From and Body form-encoded with Basic auth to the account’s Messages.json', async () => {
    const sms = provider();
    expect(sms.name).toBe('http');
    await sms.send(message({ text: 'Your code is 123456 & welcome' }));

    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`AC42:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      To: ALICE,
      From: '+15005550006',
      Body: 'Your code is 123456 & welcome',
    });
  });

  it('throws on a refusal, naming the status and never the token', async () => {
    api.answer = (response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 21211, message: 'Invalid To number', status: 400 }));
    };
    const error = await provider()
      .send(message())
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toBe('SMS provider answered HTTP 400 (provider code 21211)');
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(TOKEN);
  });

  it('throws on a server error', async () => {
    api.answer = (response) => {
      response.writeHead(503);
      response.end('down');
    };
    await expect(provider().send(message())).rejects.toThrow(/^SMS provider answered HTTP 503$/);
  });

  it('gives up after its timeout when the API hangs', async () => {
    api.answer = () => {
      // never answers
    };
    const started = Date.now();
    const error = await provider(200)
      .send(message())
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error!.message).toBe('SMS provider request timed out after 200 ms');
    expect(String(error!.cause)).not.toContain(TOKEN);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('throws when the API cannot be reached', async () => {
    await api.close();
    await expect(provider().send(message())).rejects.toThrow(/^SMS provider request failed$/);
  });
});

describe('SMS provider from env', () => {
  const httpEnv = {
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://api.twilio.com/2010-04-01',
    SMS_HTTP_ACCOUNT: 'AC42',
    SMS_HTTP_TOKEN: 'tok',
    SMS_HTTP_FROM: '+15005550006',
  };

  it('is the sandbox by default and the HTTP adapter with SMS_PROVIDER=http', () => {
    expect(smsProviderFromEnv(parseEnv({}), t.database.db).name).toBe('sandbox');
    expect(smsProviderFromEnv(parseEnv({ SMS_PROVIDER: 'sandbox' }), t.database.db).name).toBe(
      'sandbox',
    );
    expect(smsProviderFromEnv(parseEnv(httpEnv), t.database.db).name).toBe('http');
  });

  it.each(['SMS_HTTP_URL', 'SMS_HTTP_ACCOUNT', 'SMS_HTTP_TOKEN', 'SMS_HTTP_FROM'])(
    'refuses SMS_PROVIDER=http without %s, naming it',
    (name) => {
      const error = (() => {
        try {
          parseEnv({ ...httpEnv, [name]: '' });
          return null;
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).variables).toEqual([name]);
      expect((error as EnvError).message).toContain(`${name} is required when SMS_PROVIDER=http`);
    },
  );

  it('names every missing variable, and never echoes the token', () => {
    expect(() => parseEnv({ SMS_PROVIDER: 'http' })).toThrow(EnvError);
    try {
      parseEnv({ SMS_PROVIDER: 'http' });
    } catch (error) {
      expect((error as EnvError).variables).toEqual([
        'SMS_HTTP_URL',
        'SMS_HTTP_ACCOUNT',
        'SMS_HTTP_TOKEN',
        'SMS_HTTP_FROM',
      ]);
    }
    try {
      parseEnv({ ...httpEnv, SMS_HTTP_URL: 'ftp://sms.example', SMS_HTTP_TOKEN: 'tok_abc' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).variables).toEqual(['SMS_HTTP_URL']);
      expect((error as EnvError).message).not.toContain('tok_abc');
    }
  });

  it('refuses an unknown SMS_PROVIDER', () => {
    expect(() => parseEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('stops the boot naming the missing variable', async () => {
    await expect(
      startTestApp({ database: t.database, env: { ...httpEnv, SMS_HTTP_URL: undefined } }),
    ).rejects.toThrow(/SMS_HTTP_URL is required when SMS_PROVIDER=http/);
  });

  it('refuses a hand-made env that skipped parseEnv, naming the variable', () => {
    expect(() =>
      smsProviderFromEnv({ ...httpEnv, SMS_HTTP_FROM: undefined } as never, t.database.db),
    ).toThrow(/SMS_HTTP_FROM is required when SMS_PROVIDER=http/);
  });
});
