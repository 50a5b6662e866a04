import type { AppConfig } from '@lobby/contract/app-config';
import { ActivityClickType, ActivityType, JackpotTier, PropId } from '@lobby/contract/values/enums';
import { art } from './demo-art';

/** The demo lobby's activities, tasks and lucky-jackpot cells. */

type Activity = AppConfig['activities'][number];
type Task = AppConfig['tasks'][number];

/** kebab-case of an ActivityType key: the name of its icon under /art/activities/. */
export const activityArtName = (type: ActivityType): string => {
  const key = Object.entries(ActivityType).find(([, value]) => value === type)?.[0] ?? String(type);
  return key
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
};

type ActivityRow = [
  type: ActivityType,
  name: string,
  title: string,
  clickAction: string,
  shownSignedOut: 0 | 1,
  banner?: string,
  popup?: boolean,
];

/**
 * The demo's texts name the numbers they promise as `{{figures}}` (modules/config/
 * promised-figures.ts), filled when the config is served from what pays them: the sign-up
 * bonus from `clientConfig.lobbyBonusAmount` (the rewards engine grants it), the deposit offers
 * from the deposit and bonus settings. A text never states a number nothing pays.
 */
export const SIGN_UP_BONUS = 2_000;
export const firstDepositOffer =
  'Get {{firstDepositPercent}}% on your first deposit, up to {{depositBonusMax}}';

const R = ActivityType;
// Order is the display order; the spec shows start-up popups in this order too.
// prettier-ignore
const activityRows: ActivityRow[] = [
  [R.FirstDeposit, 'First Deposit', firstDepositOffer, '/activity/first-deposit', 0, 'first-deposit', true],
  [R.LuckyJackpot, 'Lucky Jackpot', 'Spin for the Mega, Major, Minor and Mini jackpots', '/activity/jackpot', 0, 'jackpot', true],
  [R.SignUpBonus, 'Sign-up Bonus', 'Create an account and collect {{signUpBonus}} free', '/auth/register', 1, 'welcome', true],
  [R.FreeSign, 'Daily Sign-in', 'Sign in seven days in a row for a bigger prize', '/activity/sign-in', 0, 'sign-in'],
  [R.Tasks, 'Tasks', 'Finish daily and weekly tasks for coins and points', '/bonus/tasks', 0],
  [R.VIP, 'VIP Club', 'Level up for daily awards, rebate and higher limits', '/vip', 1, 'vip'],
  [R.Agent5, 'Agent Programme', 'Earn from five levels of referrals, paid daily', '/agent', 0, 'invite'],
  [R.InviteFriend1, 'Invite Friends', 'Invite a friend who deposits {{validInviteDeposit}} and get {{validInviteReward}}', '/share', 0],
  [R.InviteUserSpin, 'Invite & Spin', 'Spin the wheel, invite friends and cash out the prize', '/share', 0, undefined, true],
  [R.VipRebate, 'VIP Rebate', 'Get a share of every valid bet back, every day', '/vip/rebate', 0],
  [R.Rank, 'Leaderboard', 'The top players of each day and week win prizes', '/rank', 0],
  [R.Points, 'Points Mall', 'Swap the points you earn for coins and coupons', '/points', 0],
  [R.SlotsHack, 'Slots Hack', 'Hit a target multiplier on the featured slots for an extra win', '/activity/slotshack', 0],
  [R.FollowRewards, 'Follow Us', 'Follow our channels and collect a reward', '/activity/follow', 0],
  [R.RedPacket, 'Red Packet Rain', 'Red packets drop three times a day: grab one', '/bonus/event', 0],
  [R.ContinuousRecharge, 'Deposit Streak', 'Deposit three days running for a streak bonus', '/bonus/event', 0],
  [R.AccumulatedRecharge, 'Deposit Milestones', 'Reach a deposit total this week for a reward', '/bonus/event', 0],
  [R.LadderRecharge, 'Bonus Ladder', 'The more you deposit, the higher the bonus step', '/bonus/event', 0],
  [R.FirstCharge, 'First Top-up', 'Top up for the first time and get {{firstDepositPercent}}% more', '/activity/first-deposit', 0],
  [R.Fund, 'Growth Fund', 'Buy in once, collect rewards as your VIP level grows', '/bonus/event', 0],
  [R.FreeLoginBonus, 'Login Bonus', 'Sign in on three days and collect a bonus on each', '/activity/sign-in', 0],
  [R.Supply, 'Daily Supply', 'A little top-up whenever your balance runs dry', '/bonus/reward', 0],
  [R.Bind, 'Bind Your Phone', 'Secure your account and get a bonus', '/auth/bind', 0],
  [R.WeekendLottery, 'Weekend Lottery', 'Every wager earns tickets; the draw is every Sunday', '/bonus/event', 0],
  [R.Agent, 'Agent Centre', 'Your invite link, your team and your commission', '/agent', 0],
  [R.AgentCount, 'Your Team', 'Your team five levels deep, and who joined today', '/agent?tabActive=team', 0],
  [R.Tasks1, 'Newbie Tasks', 'Your first steps, each with a reward', '/bonus/tasks', 0],
  [R.Festival, 'Lantern Festival', 'Festival missions with lantern rewards', '/bonus/event', 1],
  [R.Christmas, 'Christmas Calendar', 'A surprise behind every door until Christmas', '/bonus/event', 1],
  [R.NewYear, 'New Year Fireworks', 'Collect four fireworks for the New Year prize', '/bonus/event', 1],
  [R.Notice, 'News', 'Announcements and maintenance notices', '/bonus/event', 1],
  [R.HomeGuide, 'Getting Started', 'A quick tour of the lobby', '/', 1],
  [R.Download, 'Get the App', 'Install the app for faster loading and alerts', '/download', 1],
];

export const activities: Activity[] = activityRows.map(
  ([type, name, title, clickAction, unloginShowStatus, banner, popup], i) => ({
    id: 101 + i,
    type,
    name,
    title,
    sort: (i + 1) * 10,
    clickType: clickAction.startsWith('https://')
      ? ActivityClickType.OutLink
      : type === ActivityType.HomeGuide
        ? ActivityClickType.None
        : ActivityClickType.Route,
    clickAction,
    unloginShowStatus,
    icon: art('activities', activityArtName(type)),
    banner: banner ? art('banners', banner) : null,
    popup: popup ?? false,
    startTime: null,
    endTime: null,
  }),
);

// Counts are hundredths like every amount: 1_000 points shows as 10.00 points, 2_000 liveness
// as 20. Coin only for wagering (a bet goal), whose house edge is far above it; every other goal
// is free to a farmer and pays points and liveness (task-economics.test.ts).
// prettier-ignore
const taskRows: [Task['kind'], Task['goal'], target: number, title: string, propId: Task['propId'], count: number, liveness: number, action?: string][] = [
  ['daily', 'signIn', 1, 'Sign in today', PropId.Points, 500, 1_000],
  ['daily', 'rounds', 5, 'Play 5 rounds', PropId.Points, 1_000, 2_000],
  ['daily', 'bet', 10_000, 'Wager 100.00', PropId.Liveness, 3_000, 0],
  ['daily', 'bet', 100_000, 'Wager 1,000.00', PropId.Coin, 100, 4_000],
  ['daily', 'share', 1, 'Share the lobby with a friend', PropId.Points, 500, 1_000, '/share'],
  ['daily', 'deposit', 5_000, 'Deposit 50.00', PropId.Points, 2_000, 1_000],
  ['weekly', 'rounds', 300, 'Play 300 rounds', PropId.Points, 5_000, 5_000],
  ['weekly', 'bet', 500_000, 'Wager 5,000.00', PropId.Coin, 500, 10_000],
  ['weekly', 'deposit', 50_000, 'Deposit 500.00 this week', PropId.Points, 5_000, 3_000],
  ['weekly', 'invite', 3, 'Invite 3 friends', PropId.Points, 3_000, 5_000],
  ['newbie', 'bindPhone', 1, 'Bind your phone number', PropId.Points, 3_000, 0],
  ['newbie', 'safeboxPassword', 1, 'Set your safebox password', PropId.Points, 2_000, 0],
  ['newbie', 'deposits', 1, 'Make your first deposit', PropId.Points, 5_000, 0],
  ['newbie', 'rounds', 10, 'Play your first 10 rounds', PropId.Points, 2_000, 0],
  ['newbie', 'invite', 1, 'Invite your first friend', PropId.Points, 2_000, 0],
  ['newbie', 'openDownload', 1, 'Get the app', PropId.Points, 1_000, 0, '/download'],
];

export const tasks: Task[] = taskRows.map(
  ([kind, goal, target, title, propId, count, liveness, action], i) => ({
    id: 201 + i,
    kind,
    goal,
    target,
    title,
    propId,
    count,
    ...(liveness > 0 ? { liveness } : {}),
    ...(action ? { action } : {}),
    sort: (i + 1) * 10,
  }),
);

/**
 * Cells in draw-grid order (docs/rewards/jackpot.md): type 1 pays its prop × count
 * (coin and points in hundredths, a coupon by how many), type 2 a jackpot tier from its pool, the
 * server showing the pool's amount as its showNum. Their weights are the rewards setting's.
 */
// prettier-ignore
const jackpotCells: [type: 1 | 2, propId: number, count: number, showNum: number][] = [
  [1, PropId.Coin, 100, 100],
  [1, PropId.Points, 5_000, 5_000],
  [2, JackpotTier.Mini, 0, 8_800],
  [1, PropId.Coin, 500, 500],
  [1, 1301, 1, 1],
  [2, JackpotTier.Minor, 0, 88_800],
  [1, PropId.Coin, 2_000, 2_000],
  [2, JackpotTier.Major, 0, 888_800],
  [1, PropId.Points, 20_000, 20_000],
  [2, JackpotTier.Mega, 0, 8_888_800],
];

export const jackpotAwardList: AppConfig['jackpotAwardList'] = jackpotCells.map(
  ([type, propId, count, showNum], i) => ({ id: i + 1, type, propId, count, showNum }),
);
