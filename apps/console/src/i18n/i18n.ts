import i18next from 'i18next';
import { enUS } from './en-US';

// The console's own strings, in an i18next instance of its own (the player app's game pages do
// the same): one language today, every string still through `t` so a second is a resource file.

const LOCALE = 'en-US';

export const consoleI18n = i18next.createInstance();
void consoleI18n.init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources: { [LOCALE]: { translation: enUS } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const t = consoleI18n.getFixedT(LOCALE);
