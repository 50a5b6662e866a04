import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Activity } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import type { TestApp } from '../../../test/test-app';
import { claimabilityClock, windowArb, windowed } from '../../../test/rewards/claimability-kit';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { inviteSpinClient } from '../../../test/rewards/invite-spin-test-client';

let t: TestApp;
let consume: () => Promise<number>;
const kit = useRewardsTestApp((app, rewards) => {
  t = app;
  consume = () => rewards.engine.consumeAll();
});
const { useRules, playerOn, invitee } = inviteSpinClient(
  () => t,
  () => consume(),
);
const { holdAt, release, withActivities } = claimabilityClock(() => t);
const DAY = 86_400;
const HOUR = 3_600;

/** The player's latest attempt as the table holds it (the next spin's nonce, exchanged or not). */
const latest = (userId: number) =>
  t.database.db
    .selectFrom('invite_spin_attempts')
    .select(['spins_used', 'exchanged_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

type Step =
  | { type: 'advance'; hours: number }
  | { type: 'open' }
  | { type: 'spin' }
  | { type: 'exchange' }
  | { type: 'invitee'; valid: boolean; sameDevice: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 100 }) }),
  fc.constant({ type: 'open' as const }),
  fc.constant({ type: 'spin' as const }),
  fc.constant({ type: 'spin' as const }),
  fc.constant({ type: 'exchange' as const }),
  fc.record({
    type: fc.constant('invitee' as const),
    valid: fc.boolean(),
    sameDevice: fc.boolean(),
  }),
);

let original: Activity[] | undefined;
afterAll(async () => {
  await release();
  if (original) await withActivities(original);
});

describe('invite spin claimability', () => {
  it('lights spinAwardFlag exactly when a spin or the exchange of the latest attempt pays (property)', async () => {
    original = t.config.current().config.activities;
    const today = Math.floor((await t.clock.now()).getTime() / 1000 / DAY) * DAY;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          start: fc.integer({ min: 0, max: DAY - 1 }),
          rules: fc.record({
            validInvitesNeeded: fc.integer({ min: 1, max: 2 }),
            firstSpins: fc.integer({ min: 1, max: 2 }),
            spinsPerInvite: fc.integer({ min: 0, max: 1 }),
            spinsPerValidInvite: fc.integer({ min: 0, max: 2 }),
          }),
          steps: fc.array(step, { maxLength: 10 }),
          window: windowArb,
        }),
        async (state) => {
          let now = today + state.start;
          await holdAt(now);
          await withActivities(original!);
          await useRules(state.rules);
          const device = `claims-${run++}-${Math.random()}`;
          const p = await playerOn(device);
          await kit.call(p, 'actInviteUser');
          for (const s of state.steps) {
            if (s.type === 'advance') await holdAt((now += s.hours * HOUR));
            else if (s.type === 'open') await kit.call(p, 'actInviteUser');
            else if (s.type === 'exchange') await kit.call(p, 'actInviteUserExchange');
            else if (s.type === 'spin')
              await kit.call(p, 'actInviteUserSpin', {
                nonce: (await latest(p.userId))?.spins_used ?? 0,
              });
            else
              await invitee(p, {
                valid: s.valid,
                ...(s.sameDevice ? { fingerprint: device } : {}),
              });
          }
          await withActivities(windowed(original!, ActivityType.InviteUserSpin, state.window, now));

          const lit = (await kit.ok(p, 'activityGetStatusList')).spinAwardFlag as boolean;
          const shown = (await kit.ok(p, 'actInviteUserStatus')).canExchange as boolean;
          // Every candidate, each refusal changing nothing: the exchange (paying, not answering
          // an exchange again), then a spin at the next nonce.
          const attempt = await latest(p.userId);
          const exchange = await kit.call(p, 'actInviteUserExchange');
          expect([
            0,
            ErrorCode.INVITE_SPIN_NO_ATTEMPT,
            ErrorCode.INVITE_SPIN_NOT_REACHED,
            ErrorCode.INVITE_SPIN_EXPIRED,
          ]).toContain(exchange.errcode);
          const exchangePays = exchange.errcode === 0 && attempt?.exchanged_at === null;
          let spinPays = false;
          if (!exchangePays) {
            const spin = await kit.call(p, 'actInviteUserSpin', {
              nonce: attempt?.spins_used ?? 0,
            });
            expect([
              0,
              ErrorCode.INVITE_SPIN_NO_ATTEMPT,
              ErrorCode.INVITE_SPIN_NO_SPINS,
              ErrorCode.INVITE_SPIN_EXPIRED,
              ErrorCode.INVITE_SPIN_CLOSED,
            ]).toContain(spin.errcode);
            spinPays = spin.errcode === 0;
          }

          expect(lit).toBe(exchangePays || spinPays);
          expect(shown).toBe(exchangePays);
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);
});
