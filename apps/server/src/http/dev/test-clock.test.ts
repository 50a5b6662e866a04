import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * The development test clock, through its endpoint: frozen at an instant it does not move
 * however long a test takes, an offset moves it from there, and it runs with real time again.
 */
const t = useTestApp();

const clock = async (body: object) => {
  const answer = await t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: body });
  return { status: answer.statusCode, ...(answer.json() as { errcode: number; data: never }) };
};
const DAY = 86_400;
// 2031-03-04 15:59:30 UTC: thirty seconds before midnight in Manila (UTC+8).
const BEFORE_MANILA_MIDNIGHT = Date.UTC(2031, 2, 4, 15, 59, 30) / 1000;

describe('the test clock', () => {
  it('holds at a frozen instant, and an offset moves it from there', async () => {
    const frozen = await clock({ freezeAt: BEFORE_MANILA_MIDNIGHT });
    expect(frozen.data).toEqual({
      now: BEFORE_MANILA_MIDNIGHT,
      offsetSeconds: 0,
      frozenAt: BEFORE_MANILA_MIDNIGHT,
    });
    // However many statements later, app_now() has not moved, to the microsecond.
    const first = await t.clock.now();
    await t.database.db.selectFrom('users').select('id').execute();
    expect((await t.clock.now()).getTime()).toBe(first.getTime());
    expect(first.getTime()).toBe(BEFORE_MANILA_MIDNIGHT * 1000);

    const past = await clock({ offsetSeconds: 60 });
    expect(past.data).toMatchObject({ now: BEFORE_MANILA_MIDNIGHT + 60, offsetSeconds: 60 });
    // A new freeze starts from its own instant, the offset back to 0.
    const later = await clock({ freezeAt: BEFORE_MANILA_MIDNIGHT + DAY });
    expect(later.data).toMatchObject({ now: BEFORE_MANILA_MIDNIGHT + DAY, offsetSeconds: 0 });
  });

  it('runs with real time again when let go, and { offsetSeconds: 0 } resets everything', async () => {
    await clock({ freezeAt: BEFORE_MANILA_MIDNIGHT, offsetSeconds: 3 * DAY });
    const running = await clock({ freezeAt: null });
    expect(running.data).toMatchObject({ frozenAt: null, offsetSeconds: 3 * DAY });
    const real = Math.floor(Date.now() / 1000);
    expect(Math.abs(running.data['now'] - (real + 3 * DAY))).toBeLessThan(600);

    await clock({ freezeAt: BEFORE_MANILA_MIDNIGHT });
    const reset = await clock({ offsetSeconds: 0 });
    expect(reset.data).toMatchObject({ frozenAt: null, offsetSeconds: 0 });
    expect(Math.abs(reset.data['now'] - Math.floor(Date.now() / 1000))).toBeLessThan(600);
  });

  it('refuses a malformed instant and changes nothing', async () => {
    await clock({ freezeAt: BEFORE_MANILA_MIDNIGHT });
    for (const freezeAt of ['tomorrow', -1, 1.5, 1e12])
      expect((await clock({ freezeAt })).status).toBe(400);
    expect((await clock({})).data).toMatchObject({ frozenAt: BEFORE_MANILA_MIDNIGHT });
    await clock({ offsetSeconds: 0 });
  });
});
