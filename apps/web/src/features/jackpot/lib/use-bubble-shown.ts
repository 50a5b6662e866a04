import { ActivityType } from '@lobby/contract/values/enums';
import type { PathName } from '@/config/paths';
import { useActivityIds } from '@/lib/use-live-activities';
import { useSignedIn } from '@/stores/session-store';

/** The pages the floating bubble shows on: the lobby (and its game lists), Me, the game lists. */
const BUBBLE_PAGES: ReadonlySet<string> = new Set<PathName>([
  'index',
  'member',
  'member-games',
  'game-search',
]);

/**
 * Whether the jackpot bubble floats over the page named `route`: a signed-in player, the
 * jackpot live (getActivityIds). Part of the lobby's first bundle, so it stays this small; the
 * bubble itself is loaded only when this says yes.
 */
export function useJackpotBubbleShown(route: string): boolean {
  const signedIn = useSignedIn();
  const { data } = useActivityIds();
  return (
    signedIn &&
    BUBBLE_PAGES.has(route) &&
    data?.activityMap[String(ActivityType.LuckyJackpot)] !== undefined
  );
}
