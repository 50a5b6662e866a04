import type { Activity } from '@lobby/contract/app-config';
import { ActivityClickType, ActivityType } from '@lobby/contract/values/enums';
import { isHttpsUrl } from '@lobby/contract/values/link-urls';
import { isPathName, pathTo, type PathName } from '../config/paths';

type Target = { name: PathName; query?: Record<string, string | number> };

/**
 * The one activity-to-route map: where tapping an activity of each type leads. Types with no
 * page of their own open the bonus event list; Notice and HomeGuide have no destination.
 */
export const activityRoutes: Partial<Record<ActivityType, Target>> = {
  [ActivityType.Bind]: { name: 'member-profile' },
  [ActivityType.VIP]: { name: 'vip' },
  [ActivityType.Points]: { name: 'points' },
  // Its grant waits on the rewards tab; a visitor is sent to sign up (resolveActivityClick).
  [ActivityType.SignUpBonus]: { name: 'bonus-reward' },
  [ActivityType.Fund]: { name: 'bonus-event' },
  [ActivityType.LadderRecharge]: { name: 'wallets', query: { name: 'deposit' } },
  [ActivityType.InviteUserSpin]: { name: 'share' },
  [ActivityType.FollowRewards]: { name: 'activity-follow' },
  [ActivityType.RedPacket]: { name: 'bonus-reward' },
  // Its three days are claimed on the sign-in page (the "Login bonus" card), not on the rewards tab.
  [ActivityType.FreeLoginBonus]: { name: 'activity-sign-in' },
  [ActivityType.Agent]: { name: 'agent' },
  [ActivityType.AccumulatedRecharge]: { name: 'bonus-event' },
  [ActivityType.OutLink]: { name: 'bonus-event' },
  [ActivityType.Supply]: { name: 'bonus-event' },
  [ActivityType.AgentCount]: { name: 'agent' },
  [ActivityType.Download]: { name: 'download' },
  [ActivityType.WeekendLottery]: { name: 'bonus-event' },
  [ActivityType.Festival]: { name: 'bonus-event' },
  [ActivityType.FreeSign]: { name: 'activity-sign-in' },
  [ActivityType.Christmas]: { name: 'bonus-event' },
  [ActivityType.NewYear]: { name: 'bonus-event' },
  [ActivityType.FirstCharge]: { name: 'activity-first-deposit' },
  [ActivityType.InviteFriend1]: { name: 'share' },
  [ActivityType.Agent5]: { name: 'agent' },
  [ActivityType.Tasks]: { name: 'bonus-tasks' },
  [ActivityType.ContinuousRecharge]: { name: 'bonus-event' },
  [ActivityType.FirstDeposit]: { name: 'activity-first-deposit' },
  [ActivityType.VipRebate]: { name: 'vip-rebate' },
  [ActivityType.LuckyJackpot]: { name: 'activity-jackpot' },
  [ActivityType.Rank]: { name: 'rank' },
  [ActivityType.SlotsHack]: { name: 'activity-slotshack' },
  [ActivityType.Tasks1]: { name: 'bonus-tasks' },
};

export type ActivityClick =
  { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

const build = ({ name, query }: Target) =>
  (pathTo as (n: PathName, q?: Record<string, string | number>) => string)(name, query);

const destination = (activity: Activity): ActivityClick => {
  switch (activity.clickType) {
    case ActivityClickType.OutLink:
      return isHttpsUrl(activity.clickAction)
        ? { kind: 'external', url: activity.clickAction }
        : { kind: 'none' };
    case ActivityClickType.Game: {
      const gameId = Number(activity.clickAction);
      return Number.isInteger(gameId) && gameId > 0
        ? { kind: 'route', to: pathTo('game-start', { gameId, activityId: activity.id }) }
        : { kind: 'none' };
    }
    case ActivityClickType.Route:
      if (isPathName(activity.clickAction) && !activity.clickAction.includes(':')) {
        return { kind: 'route', to: build({ name: activity.clickAction }) };
      }
      break;
    default:
      break;
  }
  const target = activityRoutes[activity.type];
  return target ? { kind: 'route', to: build(target) } : { kind: 'none' };
};

/**
 * Where a tap on an activity goes. An activity with unloginShowStatus 0 sends a signed-out
 * player to sign-in (and back to the activity afterwards); the sign-up bonus sends a visitor to
 * sign up, which is how it is had.
 */
export function resolveActivityClick(
  activity: Activity,
  signedIn: boolean,
  signInPath: (redirect?: string) => string,
): ActivityClick {
  const target = destination(activity);
  if (!signedIn && activity.type === ActivityType.SignUpBonus && target.kind === 'route') {
    return { kind: 'route', to: pathTo('auth-register') };
  }
  if (!signedIn && activity.unloginShowStatus === 0) {
    return { kind: 'route', to: signInPath(target.kind === 'route' ? target.to : undefined) };
  }
  return target;
}

// Which activities are live is first-paint code (the lobby lists them); kept importable here.
export { liveActivities } from './live-activities';
