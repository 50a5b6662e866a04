/** What a provider's launch URL template may name; the lobby fills each, URL-encoded. */
export const LAUNCH_PLACEHOLDERS = [
  'gameCode',
  'sessionId',
  'mode',
  'currency',
  'language',
] as const;
type Placeholder = (typeof LAUNCH_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholders of `template` the lobby does not know (a typo an operator should see). */
export const unknownPlaceholders = (template: string) =>
  [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(LAUNCH_PLACEHOLDERS as readonly string[]).includes(name));

/** The URL a game opens at: every placeholder replaced by its value, URL-encoded. */
export const launchUrlOf = (template: string, values: Record<Placeholder, string>) =>
  template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name as Placeholder]) : whole,
  );

/** `text` as an http(s) URL, or null when it is none. */
export const httpUrlOf = (text: string): URL | null => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * The URL a template opens, its placeholders filled with a sample value: null when that is no
 * http(s) URL. What the setting checks, and whose origin the page's CSP frames.
 */
export const templateUrl = (template: string) => httpUrlOf(template.replace(PLACEHOLDER, 'x'));
