import i18n from 'i18next';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../config/constants';
import { enUS } from './en-US';

export const supportedLocales = [DEFAULT_LOCALE] as const;
export type Locale = (typeof supportedLocales)[number];

const isSupported = (value: string | undefined): value is Locale =>
  (supportedLocales as readonly string[]).includes(value ?? '');

const readCookie = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The locale from its cookie (kept 365 days), else the default; the cookie is refreshed. */
export function resolveLocale(): Locale {
  const fromCookie = readCookie(LOCALE_COOKIE);
  const locale = isSupported(fromCookie) ? fromCookie : DEFAULT_LOCALE;
  setLocaleCookie(locale);
  return locale;
}

// A locale is a bare language tag, so the value needs no encoding.
export const setLocaleCookie = (locale: Locale) => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_DAYS * 86_400}; path=/; samesite=lax`;
};

void i18n.init({
  lng: resolveLocale(),
  fallbackLng: DEFAULT_LOCALE,
  resources: { [DEFAULT_LOCALE]: { translation: enUS } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = i18n.language;

export { i18n };
