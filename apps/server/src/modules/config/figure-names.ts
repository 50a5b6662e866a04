/**
 * The names of the figures texts may name as `{{name}}` (promised-figures.ts reads each from
 * what pays it). A list of its own, with no imports, so a setting's schema can check its texts
 * name only figures that exist without importing the settings the figures are read from.
 */
export const FIGURE_NAMES = [
  'signUpBonus',
  'signUpBonusDays',
  'rewardWagering',
  'firstDepositPercent',
  'dailyFirstDepositPercent',
  'depositBonusMax',
  'bonusMinDeposit',
  'firstDepositWagering',
  'depositBonusWagering',
  'withdrawMin',
  'withdrawMax',
  'withdrawPauseHours',
  'validInviteDeposit',
  'validInviteReward',
  'signInWeekPoints',
  'signInMakeUpPrice',
] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];

/** `{{ name }}` in a text. */
export const FIGURE_PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The placeholders of a text that name no figure. */
export const unknownFigures = (text: string): string[] =>
  [...text.matchAll(FIGURE_PLACEHOLDER)]
    .map(([, name]) => name!)
    .filter((name) => !(FIGURE_NAMES as readonly string[]).includes(name));
