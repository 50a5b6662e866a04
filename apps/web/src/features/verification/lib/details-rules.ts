import type { KycDetails } from '@lobby/contract/kyc';
import {
  isCalendarDate,
  isKycCountry,
  KYC_ADDRESS_MAX,
  KYC_ADDRESS_MIN,
  KYC_CITY_MAX,
  KYC_NAME_MAX,
  KYC_NAME_MIN,
  KYC_OLDEST_BIRTH_YEAR,
  KYC_POSTAL_CODE_MAX,
} from '@lobby/contract/values/kyc';

/** The tier-1 form's fields: the contract's KycDetails. */
export const DETAIL_FIELDS = [
  'fullName',
  'dateOfBirth',
  'country',
  'addressLine1',
  'addressLine2',
  'city',
  'postalCode',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

export const emptyDetails: DetailValues = {
  fullName: '',
  dateOfBirth: '',
  country: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
};

/** A problem in the player's words: an i18n key and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}
export type DetailProblems = Partial<Record<DetailField, Problem>>;

/** What each field's rule says when the value breaks it (the contract's bounds). */
const ruleOf: Record<DetailField, Problem> = {
  fullName: {
    key: 'verification.problem.fullName',
    values: { min: KYC_NAME_MIN, max: KYC_NAME_MAX },
  },
  dateOfBirth: { key: 'verification.problem.dateOfBirth' },
  country: { key: 'verification.problem.country' },
  addressLine1: {
    key: 'verification.problem.addressLine1',
    values: { min: KYC_ADDRESS_MIN, max: KYC_ADDRESS_MAX },
  },
  addressLine2: { key: 'verification.problem.addressLine2', values: { max: KYC_ADDRESS_MAX } },
  city: { key: 'verification.problem.city', values: { max: KYC_CITY_MAX } },
  postalCode: { key: 'verification.problem.postalCode', values: { max: KYC_POSTAL_CODE_MAX } },
};

const isDetailField = (value: unknown): value is DetailField =>
  typeof value === 'string' && (DETAIL_FIELDS as readonly string[]).includes(value);

/** The words of a field's rule, for a refusal the server names by the field's path. */
export const problemOfField = (path: string): { field: DetailField; problem: Problem } | null => {
  const field = path.split('.')[0];
  return isDetailField(field) ? { field, problem: ruleOf[field] } : null;
};

/** Whether a trimmed text is between `min` and `max` characters. */
const within = (text: string, min: number, max: number) =>
  text.trim().length >= min && text.trim().length <= max;

/**
 * Each field's rule of the contract's KycDetails schema, from the same values (the browser
 * takes no schema: zod stays on the server, ADR 0026).
 */
const fieldOk: Record<DetailField, (value: string) => boolean> = {
  fullName: (v) => within(v, KYC_NAME_MIN, KYC_NAME_MAX),
  dateOfBirth: isCalendarDate,
  country: isKycCountry,
  addressLine1: (v) => within(v, KYC_ADDRESS_MIN, KYC_ADDRESS_MAX),
  addressLine2: (v) => within(v, 0, KYC_ADDRESS_MAX),
  city: (v) => within(v, 1, KYC_CITY_MAX),
  postalCode: (v) => within(v, 0, KYC_POSTAL_CODE_MAX) && /^[A-Za-z0-9 -]*$/.test(v.trim()),
};

/**
 * The details checked by the contract's rules (KycDetails: the server parses them so), then
 * the birth date's bounds the server adds (not after `today`, not before 1900). The age is left
 * to the server: it alone decides, and closes the account of a player under the minimum.
 * Answers the problems by field and, when there are none, the trimmed body to send.
 */
export function checkDetails(
  values: DetailValues,
  today: string,
): { problems: DetailProblems; body: KycDetails | null } {
  const problems: DetailProblems = {};
  for (const field of DETAIL_FIELDS)
    if (!fieldOk[field](values[field])) problems[field] = ruleOf[field];
  if (!problems.dateOfBirth) {
    if (values.dateOfBirth > today)
      problems.dateOfBirth = { key: 'verification.problem.dateFuture' };
    else if (Number(values.dateOfBirth.slice(0, 4)) < KYC_OLDEST_BIRTH_YEAR)
      problems.dateOfBirth = {
        key: 'verification.problem.dateTooOld',
        values: { year: KYC_OLDEST_BIRTH_YEAR },
      };
  }
  if (Object.keys(problems).length > 0) return { problems, body: null };
  const trimmed = Object.fromEntries(
    DETAIL_FIELDS.map((field) => [field, values[field].trim()]),
  ) as DetailValues;
  return { problems, body: trimmed };
}

/** Today on the player's calendar, `YYYY-MM-DD` (a date input's value). */
export const localToday = (now = new Date()) =>
  [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
