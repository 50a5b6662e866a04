import { ActivityType } from '@lobby/contract/values/enums';

/**
 * The activity types whose system is built: what the lobby may offer. An activity of any other
 * type is never live, whatever the app config says, so no shortcut, banner or start-up modal
 * leads to a stub page, a "coming soon" or back home. Each later issue that builds a system adds
 * its type here, and the lobby shows its activity from then on.
 */
export const BUILT_ACTIVITY_TYPES: ReadonlySet<ActivityType> = new Set<ActivityType>([
  // The rewards engine grants it on registration; claimed on the bonus centre's rewards tab.
  ActivityType.SignUpBonus,
  // The VIP club and its rebate (modules/vip).
  ActivityType.VIP,
  ActivityType.VipRebate,
  // The daily and weekly leaderboards and their prizes (modules/rewards/rank).
  ActivityType.Rank,
  // The slots hack: tiers of multipliers on listed slots (modules/rewards/slots-hack).
  ActivityType.SlotsHack,
  // Tasks and their liveness chests (modules/rewards/tasks), on /bonus/tasks.
  ActivityType.Tasks,
  ActivityType.Tasks1,
  // The free sign-in calendar, the login bonus on its page, and the points shop
  // (modules/rewards/sign-in, modules/rewards/points).
  ActivityType.FreeSign,
  ActivityType.FreeLoginBonus,
  ActivityType.Points,
  // The config's notices: the marquee, the banners and the start-up notices.
  ActivityType.Notice,
  // A link out of the lobby: nothing of ours to build.
  ActivityType.OutLink,
  // /download: installing the web app, or the native app's download link.
  ActivityType.Download,
  // The offers (modules/rewards/offers): the first deposit's bonus (the deposit module pays it),
  // follow rewards, and the growth fund on the bonus centre's event tab.
  ActivityType.FirstDeposit,
  ActivityType.FirstCharge,
  ActivityType.FollowRewards,
  ActivityType.Fund,
  // The five-level agent programme (modules/rewards/agent) on /agent: its commission and valid
  // invites; the agent centre and the team shortcuts lead to its pages.
  ActivityType.Agent5,
  ActivityType.Agent,
  ActivityType.AgentCount,
  // The invite spin (modules/rewards/invite-spin), its wheel on /share.
  ActivityType.InviteUserSpin,
  // The lucky jackpot (modules/rewards/jackpot): draws earned by deposits, its four pools.
  ActivityType.LuckyJackpot,
]);
