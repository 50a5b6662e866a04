import { storageKeys } from '../config/storage-keys';
import { useInstallStore } from './install-prompt';
import { session } from './storage';

/**
 * The one place that knows whether we run inside the native app wrapper or as an installed PWA.
 * The wrapper announces itself by a `LobbyApp/` token in the user agent, by injecting
 * window.ReactNativeWebView, or by opening the app with ?container=native (kept for the tab's
 * session so it survives navigation).
 */
export const NATIVE_UA_TOKEN = 'LobbyApp/';

export const isNativeApp = (): boolean => {
  if (navigator.userAgent.includes(NATIVE_UA_TOKEN)) return true;
  if ((window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView) return true;
  const container = new URLSearchParams(window.location.search).get('container');
  if (container === 'native') {
    session.set(storageKeys.container, 'native');
    return true;
  }
  return session.get(storageKeys.container) === 'native';
};

/** Installed to the home screen (the display-mode media query, or iOS's navigator.standalone). */
export const isInstalledApp = (): boolean =>
  (typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches) ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** The customer-service chat launcher is shown unless the native wrapper brings its own. */
export const showChatWidget = (): boolean => !isNativeApp();

/**
 * The download modal is skipped in the native app, in an installed app (opened from the home
 * screen, or installed from this tab a moment ago), or when logged out.
 */
export const shouldOfferDownload = (signedIn: boolean): boolean =>
  signedIn && !isNativeApp() && !isInstalledApp() && !useInstallStore.getState().installed;
