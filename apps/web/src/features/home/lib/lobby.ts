import type {
  Activity,
  AppConfig,
  Brand,
  Game,
  GameType,
  Notice,
} from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import type { Dots } from '@/stores/dot-store';

export const HOT = 'hot';
/** The player's own tabs, after the game types: the games they liked, and those they opened. */
export const FAVOURITES = 'favourites';
export const RECENT = 'recent';
export type PlayerTab = typeof FAVOURITES | typeof RECENT;

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) =>
  a.sort - b.sort || a.id - b.id;

export const sortedTypes = (config: AppConfig): GameType[] => [...config.gameTypes].sort(bySort);

export const sortedBrands = (config: AppConfig): Brand[] => {
  const used = new Set(config.games.map((g) => g.brandId));
  return config.brands.filter((b) => used.has(b.id)).sort(bySort);
};

/** Games of one type (or the hot ones), optionally of one brand, in their configured order. */
export function gamesOf(config: AppConfig, typeCode: string, brandCode: string | null): Game[] {
  const brand = brandCode ? config.brands.find((b) => b.code === brandCode) : undefined;
  const type = config.gameTypes.find((t) => t.code === typeCode);
  return config.games
    .filter((g) => (typeCode === HOT ? g.hot : g.typeId === type?.id))
    .filter((g) => !brand || g.brandId === brand.id)
    .sort(bySort);
}

export interface Section {
  type: GameType;
  games: Game[];
  total: number;
}

/** Per game type a section of gameShowNum games; empty sections are left out. */
export function lobbySections(config: AppConfig, brandCode: string | null): Section[] {
  return sortedTypes(config)
    .map((type) => {
      const all = gamesOf(config, type.code, brandCode);
      return { type, games: all.slice(0, config.gameShowNum), total: all.length };
    })
    .filter((s) => s.total > 0);
}

export type Banner =
  | { key: string; kind: 'activity'; image: string; title: string; activity: Activity }
  | { key: string; kind: 'notice'; image: string; title: string; notice: Notice };

/**
 * Banners: live activities (getActivityIds) that have one, then the viewer's notices
 * (lib/notices.ts) with an image.
 */
export function bannersOf(live: readonly Activity[], notices: readonly Notice[]): Banner[] {
  const fromActivities = live.flatMap((activity): Banner[] =>
    activity.banner
      ? [
          {
            key: `a${activity.id}`,
            kind: 'activity',
            image: activity.banner,
            title: activity.title || activity.name,
            activity,
          },
        ]
      : [],
  );
  const fromNotices = notices.flatMap((notice): Banner[] =>
    notice.image
      ? [
          {
            key: `n${notice.id}`,
            kind: 'notice',
            image: notice.image,
            title: notice.title,
            notice,
          },
        ]
      : [],
  );
  return [...fromActivities, ...fromNotices];
}

/**
 * The live activities whose offer the player can still take (docs/rules.md "Start-up modals"):
 * the sign-up bonus goes once a signed-in player has nothing of it to claim (its red dot off:
 * claimed), the first deposit's offer once a deposit is credited (getActivityIds'
 * `totalRecharge`). A visitor is offered both. Banners and shortcuts show only these.
 */
export const stillTakeable = (
  live: readonly Activity[],
  player: { signedIn: boolean; deposited: boolean; signUpClaimable: boolean },
): Activity[] =>
  live.filter((a) => {
    if (!player.signedIn) return true;
    if (a.type === ActivityType.SignUpBonus) return player.signUpClaimable;
    if (a.type === ActivityType.FirstDeposit || a.type === ActivityType.FirstCharge) {
      return !player.deposited;
    }
    return true;
  });

/**
 * Live activities (getActivityIds) offered as shortcuts, in their order: all but Notice and
 * HomeGuide, which lead nowhere of their own.
 */
export const shortcutActivities = (live: readonly Activity[]): Activity[] =>
  live.filter((a) => a.type !== ActivityType.Notice && a.type !== ActivityType.HomeGuide);

/** Which red dot an activity shortcut shows. */
export function activityDot(activity: Activity, dots: Dots): boolean {
  switch (activity.type) {
    case ActivityType.Tasks:
    case ActivityType.Tasks1:
      return dots.hasTask;
    case ActivityType.SignUpBonus:
      return dots.hasSignUpBonus;
    case ActivityType.Fund:
      return dots.hasFund;
    case ActivityType.Agent:
    case ActivityType.Agent5:
    case ActivityType.AgentCount:
      return dots.hasAgent;
    case ActivityType.FreeSign:
    case ActivityType.FreeLoginBonus:
      return dots.hasFreeBonus;
    default:
      return false;
  }
}
