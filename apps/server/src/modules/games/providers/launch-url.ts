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
