/**
 * The invite link of a player (docs/rewards/sharing.md): any page of the lobby
 * with the player's code in the `inviteCode` query parameter. Browser-safe (no zod).
 */
export const INVITE_CODE_PARAM = 'inviteCode';

/** An invite code is 1 to this many letters and digits (account.ts `InviteCode`; the forms' inputs). */
export const INVITE_CODE_MAX_LENGTH = 16;

/** The path of a player's invite link: the lobby with their code. */
export const invitePathOf = (inviteCode: string) =>
  `/?${INVITE_CODE_PARAM}=${encodeURIComponent(inviteCode)}`;

/*
 * A share config's placeholders: `{url}` (the invite link) and `{code}` (the invite code) in its
 * text and its share URL; the share URL may also hold `{text}`, the filled text. In the URL each
 * is URI-encoded.
 */

interface ShareLink {
  readonly url: string;
  readonly code: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(url|code|text)\}/g, (whole, name: string) => values[name] ?? whole);

/** A share text with the player's link and code in place of `{url}` and `{code}`. */
export const shareTextOf = (text: string, link: ShareLink) =>
  fill(text, { url: link.url, code: link.code });

/** A channel's share URL with the link, the code and the filled text, each URI-encoded. */
export const shareUrlOf = (share: { text: string; url: string }, link: ShareLink) =>
  fill(share.url, {
    url: encodeURIComponent(link.url),
    code: encodeURIComponent(link.code),
    text: encodeURIComponent(shareTextOf(share.text, link)),
  });
