import i18next from 'i18next';
import { enUSPlay } from '@/i18n/en-US-play';

// The game pages' own strings (en-US-play), in an i18next instance of their own: the lobby's
// resources and its i18n setup stay out of this entry.

const LOCALE = 'en-US';

export const playI18n = i18next.createInstance();
void playI18n.init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources: { [LOCALE]: { translation: enUSPlay } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const t = playI18n.getFixedT(LOCALE);
