import type { Notice } from '@lobby/contract/app-config';

/**
 * The notices a viewer is meant to see, in their configured order: a notice for visitors
 * (audience signedOut, "sign up today") never shows to a signed-in player, one for players
 * never to a visitor; one without an audience shows to everyone. The marquee, the banners, the
 * start-up modals and the notices list all read them through here.
 */
export const noticesFor = (notices: readonly Notice[], signedIn: boolean): Notice[] =>
  notices
    .filter((n) => n.audience === undefined || n.audience === (signedIn ? 'signedIn' : 'signedOut'))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
