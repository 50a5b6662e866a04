import { expect } from 'vitest';
import { common, type TestApp } from '../test-app';
import { accountsClient } from '../accounts-client';

/** What the rewards systems' server tests share: the test clock, jobs, bets, calls and grants. */
export const rewardsTestKit = (t: () => TestApp) => {
  const devPost = async (path: string, payload: object) =>
    (await t().app.inject({ method: 'POST', url: `/dev/v1/${path}`, payload })).json<{
      errcode: number;
      data: Record<string, unknown>;
    }>();
  const player = async () => {
    const { token, user } = await accountsClient(t()).registerByAccount();
    return { token, userId: user.id, nickname: user.nickname as string };
  };
  type Player = Awaited<ReturnType<typeof player>>;
  return {
    /** A development endpoint (/dev/v1/<path>), as the local machine calls it. */
    devPost,
    setClock: (offsetSeconds: number) => devPost('clock', { offsetSeconds }),
    /** Holds the lobby's clock at an instant (unix seconds); setClock then moves it from there. */
    freezeClock: (at: number) => devPost('clock', { freezeAt: at }),
    runJob: (name: string) => devPost('runJob', { name }),
    player,
    /** A call as the player; the envelope. */
    call: async (p: Player | { token: string }, name: string, body: object = {}) =>
      (await t().call(name, { ...common, ...body }, { authorization: p.token })).body,
    /** The call's answer, failing the test on a refusal. */
    ok: async (p: Player | { token: string }, name: string, body: object = {}) => {
      const answer = (await t().call(name, { ...common, ...body }, { authorization: p.token }))
        .body;
      expect(answer.errcode, `${name}: ${answer.msg}`).toBe(0);
      return answer.data;
    },
    /** Publishes a settled round of the player, as the seamless wallet does. */
    betSettled: (
      userId: number,
      round: { bet: number; win?: number; validBet?: number; gameId?: number },
    ) =>
      t()
        .database.db.insertInto('domain_events')
        .values({
          type: 'bet.settled',
          user_id: userId,
          payload: JSON.stringify({
            userId,
            gameId: round.gameId ?? 0,
            bet: round.bet,
            win: round.win ?? 0,
            validBet: round.validBet ?? round.bet,
          }),
        })
        .execute(),
    grantsOf: (userId: number, activity: string) =>
      t()
        .database.db.selectFrom('reward_grants')
        .selectAll()
        .where('user_id', '=', userId)
        .where('activity', '=', activity)
        .orderBy('id')
        .execute(),
  };
};
