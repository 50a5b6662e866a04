import i18next from 'i18next';
import { sharedStrings } from './shared.en-US';

// The console's own strings, in an i18next instance of its own (the player app's game pages do
// the same): one language today, every string still through `t` so a second is a resource file.
// The shared strings load here; the app adds every tool's (app/console-strings.ts) before it
// renders, as shared code imports no feature.

const LOCALE = 'en-US';

export const consoleI18n = i18next.createInstance();
void consoleI18n.init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  // A copy: i18next merges later bundles into the object it holds.
  resources: { [LOCALE]: { translation: structuredClone(sharedStrings) } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const t = consoleI18n.getFixedT(LOCALE);

/** Adds strings to the console's one resource (the app's, at start: app/console-strings.ts). */
export const addStrings = (strings: object) =>
  consoleI18n.addResourceBundle(LOCALE, 'translation', strings, true, true);
