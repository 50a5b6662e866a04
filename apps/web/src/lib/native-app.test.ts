import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInstallStore } from './install-prompt';
import { isNativeApp, shouldOfferDownload, showChatWidget } from './native-app';

const setUrl = (url: string) => window.history.replaceState(null, '', url);
const setStandalone = (on: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('standalone') }));

afterEach(() => {
  setUrl('/');
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useInstallStore.setState({ installed: false });
  delete (navigator as Navigator & { standalone?: boolean }).standalone;
  delete (window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('native app wrapper detection', () => {
  it('a plain browser is not the wrapper: chat shown, download offered when signed in', () => {
    expect(isNativeApp()).toBe(false);
    expect(showChatWidget()).toBe(true);
    expect(shouldOfferDownload(true)).toBe(true);
    expect(shouldOfferDownload(false)).toBe(false);
  });

  it('recognises the LobbyApp/ user-agent token', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) LobbyApp/2.3.0',
    );
    expect(isNativeApp()).toBe(true);
    expect(showChatWidget()).toBe(false);
    expect(shouldOfferDownload(true)).toBe(false);
  });

  it('recognises window.ReactNativeWebView', () => {
    (window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView = {
      postMessage: () => undefined,
    };
    expect(isNativeApp()).toBe(true);
  });

  it('remembers ?container=native for the rest of the session', () => {
    setUrl('/?container=native');
    expect(isNativeApp()).toBe(true);
    setUrl('/vip');
    expect(isNativeApp()).toBe(true);
  });

  it('skips the download modal in an installed app', () => {
    setStandalone(true);
    expect(shouldOfferDownload(true)).toBe(false);
  });
});

describe('the download start-up modal is skipped', () => {
  it('is offered to a signed-in player in a plain browser tab', () => {
    expect(shouldOfferDownload(true)).toBe(true);
  });

  it('when signed out', () => {
    expect(shouldOfferDownload(false)).toBe(false);
  });

  it('inside the native app: its user-agent token, its bridge, or ?container=native', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 LobbyApp/3.0.1');
    expect(shouldOfferDownload(true)).toBe(false);
    vi.restoreAllMocks();
    (window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView = {};
    expect(shouldOfferDownload(true)).toBe(false);
    delete (window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView;
    expect(shouldOfferDownload(true)).toBe(true);
    setUrl('/?container=native');
    expect(shouldOfferDownload(true)).toBe(false);
  });

  it('in an installed app: display-mode standalone, or iOS’s navigator.standalone', () => {
    setStandalone(true);
    expect(shouldOfferDownload(true)).toBe(false);
    setStandalone(false);
    expect(shouldOfferDownload(true)).toBe(true);
    (navigator as Navigator & { standalone?: boolean }).standalone = true;
    expect(shouldOfferDownload(true)).toBe(false);
  });

  it('once the app was installed from this tab (appinstalled)', () => {
    useInstallStore.setState({ installed: true });
    expect(shouldOfferDownload(true)).toBe(false);
  });
});
