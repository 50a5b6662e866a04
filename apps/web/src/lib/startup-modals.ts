import type { Activity, AppConfig } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { call } from './api-client';
import type { StartupModal } from './modal-manager';
import { noticesFor } from './notices';

const FIRST_DEPOSIT: readonly number[] = [ActivityType.FirstDeposit, ActivityType.FirstCharge];

/**
 * What a start-up modal is worth to the player, highest first (docs/rules.md "Start-up
 * modals"): an offer of money (the first deposit's bonus, the sign-up bonus), then a draw or a
 * spin that pays, then any other activity, then a notice, then the download.
 */
const ACTIVITY_VALUE: Partial<Record<number, number>> = {
  [ActivityType.FirstDeposit]: 60,
  [ActivityType.FirstCharge]: 60,
  [ActivityType.SignUpBonus]: 50,
  [ActivityType.LuckyJackpot]: 40,
  [ActivityType.InviteUserSpin]: 30,
};
export const modalValue = (modal: StartupModal): number => {
  if (modal.kind === 'activity') return ACTIVITY_VALUE[modal.activity.type] ?? 20;
  if (modal.kind === 'notice') return 10;
  return 0;
};

/** The modals by value, highest first; equal values keep their activity order. */
export const byValue = (modals: readonly StartupModal[]): StartupModal[] =>
  modals
    .map((modal, i) => ({ modal, i }))
    .sort((a, b) => modalValue(b.modal) - modalValue(a.modal) || a.i - b.i)
    .map(({ modal }) => modal);

/**
 * Start-up modals show only when the app opened at the lobby (`/`, with or without a query): a
 * deep link into a page (a shared game, a deposit's return, a mail) opens that page alone.
 */
export const opensStartupModals = (entryPath: string) => entryPath === '/' || entryPath === '';

/**
 * The start-up modals in activity order: each live activity (`live`, getActivityIds: in its
 * window by the lobby's clock, its system built) marked `popup` contributes its modal
 * (the Notice activity: one per popup notice; Download: the download modal when it may be
 * offered). Popup notices with no Notice activity to place them come first. A notice for
 * visitors (audience signedOut: "sign up today") never shows to a signed-in player, one for
 * players never to a visitor. The first-deposit modal (FirstDeposit, FirstCharge) shows only
 * while the offer is open: not once the player's first deposit is credited (`deposited`,
 * getActivityIds' totalRecharge, the fact firstDepositInfo's state is read from). The invite
 * spin's modal (InviteUserSpin) shows only to a player who has not cashed out an attempt
 * (`spinFinished`, actInviteUserStatus' `finished`).
 */
export function startupModalsFrom(
  config: AppConfig,
  live: readonly Activity[],
  offerDownload: boolean,
  signedIn: boolean,
  deposited = false,
  spinFinished = false,
): StartupModal[] {
  const notices = noticesFor(config.notices, signedIn)
    .filter((n) => n.popup)
    .map((notice): StartupModal => ({ key: `notice:${notice.id}`, kind: 'notice', notice }));
  const popups = live.filter((a) => a.popup);
  const list: StartupModal[] = popups.some((a) => a.type === ActivityType.Notice) ? [] : notices;
  for (const activity of popups) {
    if (activity.type === ActivityType.Notice) list.push(...notices);
    else if (activity.type === ActivityType.Download) {
      if (offerDownload) list.push({ key: 'download', kind: 'download' });
    } else if (activity.type === ActivityType.SignUpBonus && signedIn) {
      // Signed up already: nothing to offer.
      continue;
    } else if (FIRST_DEPOSIT.includes(activity.type) && signedIn && deposited) {
      // The first deposit is made: the offer is done.
      continue;
    } else if (activity.type === ActivityType.InviteUserSpin && signedIn && spinFinished) {
      // Cashed out already: one attempt per player is exchanged.
      continue;
    } else list.push({ key: `activity:${activity.id}`, kind: 'activity', activity });
  }
  return list;
}

/**
 * A signed-in player's start-up modals (highest value first) as the server counts them
 * (claimStartupModals, ADR 0063): the ones it gives, recorded as shown today across the
 * player's devices, marked `counted`. None when the call fails: they wait for the next opening.
 */
export async function countedStartupModals(
  modals: readonly StartupModal[],
): Promise<StartupModal[]> {
  if (modals.length === 0) return [];
  try {
    const { keys } = await call(
      'claimStartupModals',
      { keys: modals.map((m) => m.key) },
      { timeoutTip: false },
    );
    const given = new Set(keys);
    return modals.filter((m) => given.has(m.key)).map((m) => ({ ...m, counted: true }));
  } catch {
    return [];
  }
}
