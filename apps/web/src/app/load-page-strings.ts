import i18n from 'i18next';
import { DEFAULT_LOCALE } from '../config/constants';

let loading: Promise<void> | null = null;

/**
 * Merges the page strings into en-US once (a deep merge into the same namespace, so components
 * keep plain keys). Every lazy route awaits it together with its code.
 */
export function loadPageStrings(): Promise<void> {
  loading ??= import('./page-strings').then(({ enUSPages }) => {
    i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', enUSPages, true, false);
  });
  return loading;
}
