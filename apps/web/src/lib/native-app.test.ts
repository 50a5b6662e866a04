import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNativeApp, shouldOfferDownload, showChatWidget } from './native-app';

const setUrl = (url: string) => window.history.replaceState(null, '', url);
const setStandalone = (on: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('standalone') }));

afterEach(() => {
  setUrl('/');
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
