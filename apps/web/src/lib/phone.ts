import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

/**
 * Phone numbers with libphonenumber's small ("min") metadata. A number counts when its length
 * fits its country's plan ("possible"), the server's own rule, so reserved test ranges such as
 * +1 555 01xx work everywhere; the value sent is E.164.
 */

export type { CountryCode };

/**
 * The country picked at first: appConfig `signIn.defaultCountryCode` is a calling code ("+1",
 * "855") or a region ("US"); a calling code shared by several countries means its main one.
 */
export function defaultCountry(setting: string | undefined): CountryCode {
  const value = (setting ?? '').trim().toUpperCase();
  if (isSupportedCountry(value)) return value;
  const code = value.replace(/^\+/, '');
  return metadata.country_calling_codes[code]?.[0] ?? 'US';
}

export interface CountryOption {
  country: CountryCode;
  callingCode: string;
  name: string;
  flag: string;
}

const flagOf = (country: string) =>
  String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

let options: CountryOption[] | null = null;

/** Every country with its calling code, named in English and sorted by name. */
export function countryOptions(): CountryOption[] {
  if (options) return options;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  options = getCountries()
    .map((country) => ({
      country,
      callingCode: getCountryCallingCode(country),
      name: names.of(country) ?? country,
      flag: flagOf(country),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return options;
}

export const callingCodeOf = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

/**
 * The typed number as E.164, or null when it cannot be a number of that country. A number typed
 * (or autofilled) with its own "+" code is read as international.
 */
export function toE164(country: CountryCode, text: string): string | null {
  const typed = text.trim();
  if (!/\d/.test(typed)) return null;
  const parsed = typed.startsWith('+')
    ? parsePhoneNumberFromString(typed)
    : parsePhoneNumberFromString(typed, country);
  return parsed?.isPossible() ? parsed.number : null;
}

/** "+15550001234" → its country and the national part, to show a stored number in the field. */
export function splitInternational(
  text: string,
): { country: CountryCode; national: string } | null {
  const parsed = parsePhoneNumberFromString(text.trim());
  const country = parsed?.country ?? (parsed ? parsed.getPossibleCountries()[0] : undefined);
  if (!parsed || !country) return null;
  return { country, national: parsed.formatNational() };
}

/** A stored E.164 number shown to people: "+1 555 000 1234". */
export const formatPhone = (e164: string) =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
