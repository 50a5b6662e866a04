import type { z } from 'zod';
import { expect } from 'vitest';
import { common, type TestApp } from '../test-app';
import { inTransaction } from '@/db/database';
import { depositsClient } from '@/modules/deposits/deposits-test-client';
import { PropId } from '@/modules/rewards/awards';
import type { rewardsModule } from '@/modules/rewards/rewards.module';

/**
 * A player's side of the rewards calls for server tests (the sign-in calendar, points): a new
 * player, a call with their session, an answer parsed by its schema, and points paid to them as
 * another activity's reward would pay them.
 */
export const rewardsClient = (app: () => TestApp) => {
  const rewards = () =>
    app().modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
  const player = () => depositsClient(app()).player();
  type Player = Awaited<ReturnType<typeof player>>;
  const call = async (p: Player, name: string, body: object = {}) =>
    (await app().call(name, { ...common, ...body }, { authorization: p.token })).body;
  const ok = async <T extends z.ZodType>(schema: T, p: Player, name: string, body: object = {}) => {
    const answer = await call(p, name, body);
    expect(answer.errcode, answer.msg).toBe(0);
    return schema.parse(answer.data) as z.output<T>;
  };
  const givePoints = async (userId: number, count: number) => {
    const id = await inTransaction(app().database.db, (trx) =>
      rewards().grants.grant(trx, {
        userId,
        activity: 'test-points',
        key: `points:${Math.random()}`,
        awards: [{ propId: PropId.Points, count }],
        expiresAt: null,
      }),
    );
    await rewards().grants.claim(userId, id!);
  };
  return { rewards, player, call, ok, givePoints };
};
