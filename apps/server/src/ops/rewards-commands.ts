import { couponKindOf } from '@lobby/contract/values/coupons';
import { AppClock } from '../db/app-clock';
import { promotionsSpent } from '../ledger/ledger';
import { daysAfter } from '../core/days';
import { auditedChange, cliAuditBy } from '../modules/audit/audit-by';
import { playerExists } from '../modules/accounts/accounts.reads';
import { PropId, type Award } from '../modules/rewards/awards';
import { grantTotals } from '../modules/rewards/rewards.reads';
import { makeGrant } from '../modules/rewards/grants.service';
import { REWARDS_RULES_KEY, RewardsRules } from '../modules/rewards/rewards.settings';
import { SettingsService } from '../modules/settings/settings.service';
import { awardOf, positiveInt } from './ops-arguments';
import { UsageError, type OpsCommandGroup, type OpsContext } from './ops-command';
import { money } from './ops-format';

/** The rewards commands of the ops CLI: what the promotions cost, and a reward by hand. */

const USAGE = `  promotions
      What each rewards activity has cost (its promotions account) and its grants by state.
  rewards grant <userId> --activity <name> --award <propId>:<count> [--award …]
          [--key <key>] [--expires-days <n>]
      Grants a reward the player claims in the bonus centre: coin 2001 and points 2002 (counts
      in hundredths), deposit coupons 1001–1099, 1201–1299, 1301–1399 (counts: how many, each
      of a kind the rewards setting's coupons define), lucky-jackpot draw chances 50000 (counts:
      how many). Once per player, activity and key (by
      default a new key each time); claimable for --expires-days (default 7).`;

export const promotionsCommand = async (ctx: OpsContext) => {
  const [spent, totals] = await Promise.all([promotionsSpent(ctx.db), grantTotals(ctx.db)]);
  const activities = [
    ...new Set([...spent.map((s) => s.activity), ...totals.map((t) => t.activity)]),
  ].sort();
  if (activities.length === 0) ctx.out('no rewards granted yet');
  for (const activity of activities) {
    const cost = spent.find((s) => s.activity === activity)?.spent ?? 0;
    const states = totals
      .filter((t) => t.activity === activity)
      .map((t) => `${t.status} ${t.grants} (${money(Number(t.coin))})`)
      .join('  ');
    ctx.out(`${activity}  cost ${money(cost)}  ${states}`);
  }
  return activities;
};

/**
 * Grants a reward to a player (npm run ops -- rewards grant): the grant waits in their bonus
 * centre, under the activity's tab, until they claim it. Answers the grant's id, null when one
 * of that key existed.
 */
export const grantCommand = async (
  ctx: OpsContext,
  grant: { userId: number; activity: string; awards: Award[]; key: string; expiresDays: number },
) => {
  if (grant.awards.length === 0)
    throw new UsageError('rewards grant needs --award <propId>:<count>');
  const settings = new SettingsService(ctx.db);
  const rules = await settings.get(REWARDS_RULES_KEY, RewardsRules);
  for (const { propId } of grant.awards) {
    const coupon = couponKindOf(propId) !== null;
    if (coupon && !rules.coupons[String(propId)])
      throw new UsageError(`coupon ${propId} is not defined in the rewards setting's coupons`);
    const plain = [PropId.Coin, PropId.Points, PropId.DrawChance] as number[];
    if (!coupon && !plain.includes(propId))
      throw new UsageError(
        `prop ${propId} cannot be granted (coin 2001, points 2002, coupons, draw chances 50000)`,
      );
  }
  if (!(await playerExists(ctx.db, grant.userId)))
    throw new UsageError(`no player ${grant.userId}`);
  const id = await auditedChange(ctx.db, cliAuditBy(ctx.operator), async (trx) => {
    const now = await new AppClock(trx).now();
    const expiresAt = daysAfter(now, grant.expiresDays);
    const made = await makeGrant(trx, settings, {
      userId: grant.userId,
      activity: grant.activity,
      key: grant.key,
      awards: grant.awards,
      expiresAt,
    });
    return {
      result: made,
      // A grant of that key existed: nothing changed, nothing to record.
      audit:
        made === null
          ? null
          : {
              action: 'rewards.grant',
              target: `user:${grant.userId}`,
              after: {
                grantId: made,
                activity: grant.activity,
                key: grant.key,
                awards: grant.awards,
                expiresAt,
              },
            },
    };
  });
  const awards = grant.awards.map((a) => `${a.propId}×${a.count}`).join(' ');
  ctx.out(
    id === null
      ? `player ${grant.userId} already has the ${grant.activity} reward ${grant.key}: nothing granted`
      : `granted ${grant.activity} reward ${id} (${awards}) to player ${grant.userId}: it waits in their bonus centre`,
  );
  return id;
};

export const rewardsCommands: OpsCommandGroup = {
  usage: USAGE,
  commands: [
    {
      matches: (words) => words[0] === 'promotions' && words[1] === undefined,
      run: async (ctx) => {
        await promotionsCommand(ctx);
        return 0;
      },
    },
    {
      matches: (words) => words[0] === 'rewards' && words[1] === 'grant' && Boolean(words[2]),
      run: async (ctx, { words, values }) => {
        const activity = values.activity?.trim() ?? '';
        if (!/^[a-z0-9-]{1,32}$/.test(activity))
          throw new UsageError('rewards grant needs --activity <name> (a-z, 0-9, -; up to 32)');
        await grantCommand(ctx, {
          userId: positiveInt(words[2], 'userId', 0),
          activity,
          awards: (values.award ?? []).map(awardOf),
          key: values.key ?? `ops:${new Date().toISOString()}`,
          expiresDays: positiveInt(values['expires-days'], '--expires-days', 7),
        });
        return 0;
      },
    },
  ],
};
