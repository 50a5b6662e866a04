import { expect } from 'vitest';
import { accountsClient } from '../../../test/accounts-client';
import { common, type Envelope, type TestApp } from '../../../test/test-app';
import { transfersUnder } from '@/ledger/ledger';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
  type SandboxWebhookBody,
} from './payments/sandbox-payment-provider';
import { WEBHOOK_PATH } from './deposits.module';

/**
 * A player's and a provider's side of deposits for server tests, all through HTTP: recharge
 * calls with a session, the sandbox's dev endpoint and checkout page, and webhooks signed
 * with the test app's SANDBOX_PAY_SECRET (or tampered with).
 */
export const depositsClient = (t: TestApp) => {
  const accounts = accountsClient(t);

  const call = async (name: string, token: string, body: object = {}, key?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/app/v1/${name}`,
      headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { ...common, ...body },
    });
    return response.json<Envelope>();
  };

  const player = async () => {
    const { token, user } = await accounts.registerByAccount();
    return { token, userId: user.id };
  };

  /** A new order (with its bonus when `takeBonus`); fails the test unless it is created. */
  const order = async (
    token: string,
    amount: number,
    rechargeTypeId = 1,
    key?: string,
    options: { takeBonus?: boolean } = {},
  ) => {
    const answer = await call(
      'recharge',
      token,
      { rechargeTypeId, amount, ...(options.takeBonus ? { takeBonus: true } : {}) },
      key,
    );
    expect(answer.errcode, answer.msg).toBe(0);
    return answer.data as { orderNo: string; payUrl: string; status: string };
  };

  const sandboxPay = async (orderNo: string, result: 'success' | 'fail', card?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/dev/v1/sandboxPay',
        payload: { orderNo, result, ...(card ? { card } : {}) },
      })
    ).json<Envelope>();

  /** A deposit paid through the dev endpoint; answers the order number. */
  const deposit = async (
    token: string,
    amount: number,
    rechargeTypeId = 1,
    options: { takeBonus?: boolean } = {},
  ) => {
    const { orderNo } = await order(token, amount, rechargeTypeId, undefined, options);
    const paid = await sandboxPay(orderNo, 'success');
    expect(paid.data?.status).toBe('credited');
    return orderNo;
  };

  const orderOf = async (token: string, orderNo: string) =>
    (await call('rechargeOrder', token, { orderNo })).data as {
      status: string;
      amount: number;
      bonus: number;
    };

  const state = async (token: string) =>
    (await call('refreshData', token)).data as {
      coin: number;
      bet: number;
      exchange: number;
      bonusCoin: number;
      bonusBet: number;
    };

  /** A sandbox webhook body for an order; override fields to lie. */
  const eventFor = (
    orderNo: string,
    amount: number,
    overrides: Partial<SandboxWebhookBody> = {},
  ): SandboxWebhookBody => ({
    id: `evt_test_${orderNo}`,
    type: 'payment.succeeded',
    orderNo,
    amount,
    currency: 'USD',
    providerRef: `SBXTEST${orderNo.slice(-8)}`,
    ...overrides,
  });

  /** Posts a webhook as the sandbox would sign it now (or at `timestamp`, or with a bit flipped). */
  const webhook = async (
    body: SandboxWebhookBody | string,
    options: { timestamp?: number; flipBit?: boolean; secret?: string } = {},
  ) => {
    const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
    let signature = signSandboxWebhook(
      options.secret ?? t.env.SANDBOX_PAY_SECRET,
      rawBody,
      options.timestamp ?? Math.floor(Date.now() / 1000),
    );
    if (options.flipBit) {
      // The last hex digit's lowest bit.
      const last = parseInt(signature.at(-1)!, 16) ^ 1;
      signature = signature.slice(0, -1) + last.toString(16);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: `${WEBHOOK_PATH}/sandbox`,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });
    return { status: response.statusCode, body: response.json<{ ok: boolean; reason?: string }>() };
  };

  /** Runs one recurring job now, whatever slot it last ran in. */
  const runJob = async (queue: string) => {
    return t.jobs.runNow(queue);
  };

  /** The ledger transfers of an order, by key. */
  const transfersOf = async (orderNo: string) =>
    (await transfersUnder(t.database.db, [`deposit:${orderNo}`, `deposit_bonus:${orderNo}`])).map(
      ({ key, kind }) => ({ idempotency_key: key, kind }),
    );

  return {
    call,
    player,
    order,
    sandboxPay,
    deposit,
    orderOf,
    state,
    eventFor,
    webhook,
    runJob,
    transfersOf,
  };
};
