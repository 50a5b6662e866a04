/**
 * Know your customer: the tiers, the details' rules and the document sides (docs/rules.md "Know
 * your customer", ADR 0073). The server enforces every rule here; the app checks the same rules
 * before it sends, so a refusal is rare and its words match.
 */

/** 0: a verified phone (every player); 1: name, birth date, country, address; 2: documents reviewed. */
export const KYC_TIERS = [0, 1, 2] as const;
export type KycTier = (typeof KYC_TIERS)[number];

/** The images of a tier-2 review: the identity document's two sides and a selfie. */
export const KYC_SIDES = ['front', 'back', 'selfie'] as const;
export type KycSide = (typeof KYC_SIDES)[number];

/**
 * The tier-2 review: none (never submitted), pending (waiting for staff), approved, refused (with
 * a reason; the player may submit again).
 */
export const KYC_REVIEW_STATUSES = ['none', 'pending', 'approved', 'refused'] as const;
export type KycReviewStatus = (typeof KYC_REVIEW_STATUSES)[number];

/** The reasons staff choose from when refusing; the app shows each in the player's words. */
export const KYC_REFUSAL_REASONS = [
  'unreadable',
  'expired',
  'detailsMismatch',
  'documentNotAccepted',
  'selfieMismatch',
  'incomplete',
] as const;
export type KycRefusalReason = (typeof KYC_REFUSAL_REASONS)[number];

/** The details' bounds (characters, trimmed). */
export const KYC_NAME_MIN = 2;
export const KYC_NAME_MAX = 100;
export const KYC_ADDRESS_MIN = 3;
export const KYC_ADDRESS_MAX = 200;
export const KYC_CITY_MAX = 100;
export const KYC_POSTAL_CODE_MAX = 16;
/** The oldest birth date taken (a year before is a typing mistake, never a player). */
export const KYC_OLDEST_BIRTH_YEAR = 1900;
/** The jurisdiction's minimum age when the operator sets none (setting kyc.minimumAge). */
export const KYC_DEFAULT_MINIMUM_AGE = 18;

/** A calendar date as `YYYY-MM-DD`. */
export const KYC_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` (`YYYY-MM-DD`) is a real calendar date. */
export const isCalendarDate = (text: string): boolean => {
  if (!KYC_DATE_PATTERN.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * Whole years from `birthDate` to `today` (both `YYYY-MM-DD`, `today` on the operator's
 * calendar): a birthday reached today counts; one born on 29 February turns a year older on
 * 1 March in a common year.
 */
export const ageOn = (birthDate: string, today: string): number => {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
};

/** ISO 3166-1 alpha-2: the countries a player may name (the app shows each by Intl.DisplayNames). */
export const KYC_COUNTRIES: readonly string[] = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ
  BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS
  GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
  MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV
  SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

export const isKycCountry = (code: string) => KYC_COUNTRIES.includes(code);

/** Where a document's image is served to staff with kyc.read (each view audited): GET. */
export const consoleKycDocumentPath = (id: number | string) => `/console/api/v1/kyc/document/${id}`;
