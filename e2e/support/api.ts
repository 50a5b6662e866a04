import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AppConfigAnswer } from '@lobby/contract/app-config';
import type { Envelope } from '@lobby/contract/envelope';
import { baseUrl, signedInPhone } from './browser';

/** A run's own suffix for account names and fingerprints: files share one server. */
export const newRunId = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-8);

/** Calls as the app makes them, from one device (its fingerprint); each answers the envelope. */
export const apiClient =
  (fingerprint?: string) =>
  async <T>(name: string, body: object, token?: string): Promise<Envelope<T>> => {
    const response = await fetch(`${baseUrl()}/app/v1/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(fingerprint ? { fingerprint } : {}),
        ...(token ? { authorization: token } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };

/** The answer's data, once the call is known to have succeeded. */
export const ok = <T>(answer: Envelope<T>): T => {
  expect(answer.errcode, answer.msg).toBe(0);
  return answer.data as T;
};

/** Waits until the page's path and query match. */
export const onPath = (page: Page, path: RegExp) =>
  page.waitForURL((url) => path.test(`${url.pathname}${url.search}`), { timeout: 30_000 });

/** Hundredths of a shown amount: "1,234.50" → 123450. */
export const hundredths = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** A development endpoint (/dev/v1/<path>): the test clock, runJob, the SMS outbox, sandboxPay. */
export const dev = async (path: string, body: object) => {
  const response = await fetch(`${baseUrl()}/dev/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data?: Record<string, unknown> };
};

/** The rewards engine reads the outbox every second; here, at once. */
export const consumeEvents = async () =>
  expect((await dev('runJob', { name: 'rewards.consumeEvents' })).data?.ran).toBe(true);

/** The app config the server serves now (asked from `api`'s device when given). */
export const appConfig = async (api: ReturnType<typeof apiClient> = apiClient()) => {
  const answer = await api<AppConfigAnswer>('anonymous/appConfig', {});
  if (!answer.data || answer.data.notModified) throw new Error('appConfig answered no config');
  return answer.data.config;
};

/** What accountRegist answers: the session's token and the user. */
export type Registered = { token: string; user: { id: number } };

/** Registers an account through the API, as the app's sign-up form does; answers the session. */
export const register = async (
  api: ReturnType<typeof apiClient>,
  account: string,
  password: string,
): Promise<Registered> => ok(await api<Registered>('accountRegist', { account, password }));

/**
 * A new player registered by account name (register) and a phone context signed in as them
 * (signedInPhone); answers the registration (token and user) and the context.
 */
export const registeredPhone = async (
  browser: Browser,
  api: ReturnType<typeof apiClient>,
  account: string,
  password: string,
): Promise<Registered & { context: BrowserContext }> => {
  const signedUp = await register(api, account, password);
  return { ...signedUp, context: await signedInPhone(browser, signedUp) };
};

/**
 * A new player registered by account name (`<stem>_<runId>`) who deposited `amount` through the
 * sandbox checkout's script path; answers the registration (token and user).
 */
export const newDepositor = async (
  api: ReturnType<typeof apiClient>,
  input: { stem: string; runId: string; rechargeTypeId: number; amount: number },
) => {
  const signedUp = await register(
    api,
    `${input.stem}_${input.runId}`.toLowerCase(),
    `Pw-${input.runId}!`,
  );
  const order = ok(
    await api<{ orderNo: string }>(
      'recharge',
      { rechargeTypeId: input.rechargeTypeId, amount: input.amount },
      signedUp.token,
    ),
  );
  await dev('sandboxPay', { orderNo: order.orderNo, result: 'success' });
  return signedUp;
};

/**
 * The served app config, and a new account (`<prefix>_<runId>`) with `amount` deposited through
 * the sandbox checkout's script path.
 */
export const playerWithDeposit = async (prefix: string, runId: string, amount: number) => {
  const config = await appConfig();
  const signedUp = await newDepositor(apiClient(), {
    stem: prefix,
    runId,
    rechargeTypeId: config.rechargeTypes[0]!.id,
    amount,
  });
  return { config, signedUp };
};

/** The newest code texted to a number, as the dev outbox shows it. */
export const latestCode = async (number: string) => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await dev('smsOutbox', { mobile: number })) as {
        data?: { list: { code: string }[] };
      };
      code = answer.data?.list[0]?.code;
      return code;
    })
    .toMatch(/^\d{4,8}$/);
  return code!;
};

/**
 * Signs up through /auth/register with a +1 555 number (`nationalNumber`) and its texted code,
 * as a player does; the page then goes where sign-up leads.
 */
export const signUpByPhone = async (page: Page, nationalNumber: string, password: string) => {
  await page.goto('/auth/register');
  await page.getByLabel('Country code').selectOption('US');
  await page.getByLabel('Phone number').fill(nationalNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /^Resend in \d+s$/ }).waitFor();
  await page.getByLabel('Verification code').fill(await latestCode(`+1${nationalNumber}`));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
};

/** Fills and sends /auth/register's account-name form, as a player signs up (and so in). */
export const signUpByAccount = async (page: Page, account: string, password: string) => {
  await page.goto('/auth/register');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByLabel('Account name').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
};
