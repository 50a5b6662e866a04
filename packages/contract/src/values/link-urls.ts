/**
 * Which URLs the operator's config may hold (docs/security.md "Second security review", L11):
 * what a player's browser opens or loads from the config is an https: page, a path of the app
 * itself, or — where a field says so, a customer service e-mail — a mailto: link. Never
 * `javascript:` (it runs in the app's origin), `data:`, plain `http:` (readable and changeable on
 * the way), nor a protocol-relative `//host`. Browser-safe (no zod): the app may check with the
 * same rules what it is about to open.
 */

/**
 * ASCII controls, the space and the backslash: browsers drop tabs and newlines inside a URL and
 * read `\` as `/`, so `/\evil.example` and `/\t/evil.example` would leave the site.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNSAFE = /[\u0000-\u0020\u007f\\]/;

/** An absolute https: URL naming a host (`https://t.me/share/url?url={url}`). */
export const isHttpsUrl = (text: string): boolean => {
  if (UNSAFE.test(text) || !/^https:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
};

/** A path of the app's own site: one leading slash, never two (`/service`, `/art/x.svg`). */
export const isSitePath = (text: string): boolean => /^\/(?!\/)/.test(text) && !UNSAFE.test(text);

/** A mailto: link with an address (`mailto:support@lobby.example`). */
export const isMailtoUrl = (text: string): boolean =>
  /^mailto:[^@]+@[^@]+$/i.test(text) && !UNSAFE.test(text);
