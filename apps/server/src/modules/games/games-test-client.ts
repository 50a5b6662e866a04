import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { accountsClient } from '../../../test/accounts-client';
import type { TestApp } from '../../../test/test-app';
import { HouseAccount, transfer, UserAccount } from '@/ledger/ledger';

export const PROVIDER = 'demo-provider';
export const PROVIDER_SECRET = 'demo-provider-test-secret';
export const gamesTestEnv = { GAME_PROVIDER_SECRETS: `${PROVIDER}:${PROVIDER_SECRET}` };

let creditSeq = 0;

/** A player's side of the games calls and a provider's side of the wallet, for server tests. */
export const gamesClient = (t: TestApp) => {
  const accounts = accountsClient(t);
  const gameId = (code: string) => {
    const game = t.config.current().config.games.find((g) => g.code === code);
    if (!game) throw new Error(`no game ${code}`);
    return game.id;
  };
  const providerGameId = () => {
    const game = t.config.current().config.games.find((g) => g.provider === PROVIDER);
    if (!game) throw new Error('no provider game');
    return game.id;
  };
  /** Coin from the house, as a credited deposit would bring it. */
  const credit = (userId: number, amount: number) =>
    transfer(t.database.db, {
      key: `games-test-credit-${process.pid}-${creditSeq++}`,
      kind: 'deposit',
      userId,
      legs: [
        { account: { house: HouseAccount.Deposits }, amount: -amount },
        { account: { userId, kind: UserAccount.Coin }, amount },
      ],
    });
  const player = async (coin = 0) => {
    const registered = await accounts.registerByAccount();
    if (coin > 0) await credit(registered.user.id, coin);
    const { token } = registered;
    const call = (name: string, body: object = {}, options: { idempotencyKey?: string } = {}) =>
      accounts.call(name, body, { token, ...options });
    const ok = async (name: string, body: object = {}) => {
      const answer = await call(name, body);
      expect(answer.body.errcode, `${name}: ${answer.body.msg}`).toBe(0);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return answer.body.data as any;
    };
    return { ...registered, userId: registered.user.id, call, ok };
  };
  /** A signed provider call; `sign` false sends a wrong signature. */
  const provider = async (
    op: string,
    body: object,
    options: { sign?: boolean; name?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    const signature = createHmac(
      'sha256',
      options.sign === false ? 'wrong-secret' : PROVIDER_SECRET,
    )
      .update(raw)
      .digest('hex');
    const response = await t.app.inject({
      method: 'POST',
      url: `/provider/v1/${options.name ?? PROVIDER}/${op}`,
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.statusCode, body: response.json<any>() };
  };
  return { accounts, gameId, providerGameId, credit, player, provider };
};
