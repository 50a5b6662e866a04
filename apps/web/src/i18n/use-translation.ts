import { useMemo, useSyncExternalStore } from 'react';
import i18n from 'i18next';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language;

/**
 * The part of react-i18next's `useTranslation` this app uses, without the library on the home
 * path: `t` bound to the current language, and a re-render when the language changes.
 */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
