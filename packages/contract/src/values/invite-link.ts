/**
 * The invite link of a player (docs/rewards.md "Sharing and invite links"): any page of the lobby
 * with the player's code in the `inviteCode` query parameter. Browser-safe (no zod).
 */
export const INVITE_CODE_PARAM = 'inviteCode';

/** The path of a player's invite link: the lobby with their code. */
export const invitePathOf = (inviteCode: string) =>
  `/?${INVITE_CODE_PARAM}=${encodeURIComponent(inviteCode)}`;

/** The placeholders a share text or a channel's share URL may hold. */
export const SHARE_PLACEHOLDERS = ['{url}', '{code}'] as const;
