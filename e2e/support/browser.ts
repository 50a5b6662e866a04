import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AppConfigAnswer } from '@lobby/contract/app-config';
import type { Envelope } from '@lobby/contract/envelope';
import { inject } from 'vitest';
import { byValue, startupModalsFrom } from '../../apps/web/src/lib/startup-modals';
// Debian's Chromium, headless, as every script of the repo that drives it runs it.
import CHROMIUM_ARGS from '../../scripts/chromium-args.json' with { type: 'json' };

export const baseUrl = () => inject('baseUrl');

export const launchBrowser = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });

/**
 * The keys of the start-up modals the served config opens (popup notices, activities): for a
 * visitor or a player when `signedIn` says, else for either.
 */
export const startupModalKeys = async (signedIn?: boolean): Promise<string[]> => {
  const response = await fetch(`${baseUrl()}/app/v1/anonymous/appConfig`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = (await response.json()) as Envelope<AppConfigAnswer>;
  if (!data || data.notModified) throw new Error('appConfig answered without a config');
  // Only live activities show theirs: what getActivityIds answers (a visitor's answer: which
  // activities are live does not depend on the viewer).
  const ids = await fetch(`${baseUrl()}/app/v1/getActivityIds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const live = (await ids.json()) as Envelope<{ activityIds: number[] }>;
  const liveIds = live.data?.activityIds ?? [];
  const activities = liveIds.flatMap((id) => data.config.activities.filter((a) => a.id === id));
  const viewers = signedIn === undefined ? [false, true] : [signedIn];
  // In the order they open: by value (lib/startup-modals.ts).
  const keys = viewers.flatMap((viewer) =>
    byValue(startupModalsFrom(data.config, activities, true, viewer)).map((modal) => modal.key),
  );
  return [...new Set(keys)];
};

type PhoneOptions = {
  /**
   * Whether the start-up modals (popup notices, activity popups) may open. They open a moment
   * after the lobby paints and would cover whatever a journey taps, so journeys that are not
   * about them start with them marked seen, as after a player has dismissed them.
   */
  startupModals?: boolean;
};

/** A phone-sized context (360×740), as the app is designed for. */
export const phoneContext = async (
  browser: Browser,
  { startupModals = false }: PhoneOptions = {},
): Promise<BrowserContext> => {
  const context = await newPhoneContext(browser);
  if (!startupModals) await startupModalsSeen(context);
  return context;
};

/** Marks every start-up modal seen in the context, as after a player has dismissed them. */
export const startupModalsSeen = async (context: BrowserContext) => {
  const seen = JSON.stringify(await startupModalKeys());
  await context.addInitScript((value) => {
    if (sessionStorage.getItem('lobby.modalsSeen') === null) {
      sessionStorage.setItem('lobby.modalsSeen', value);
    }
  }, seen);
};

const newPhoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  });

/** A desktop-sized context (1280×900), as staff use the console. */
export const deskContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });

/**
 * The browser's own request for /favicon.ico on a page that names no icon (the sandbox payment
 * provider's checkout, a page of "another site"): not the app's doing.
 */
const isFaviconMiss = (url: string) => new URL(url, 'http://x').pathname === '/favicon.ico';

/** Fails the test on any console error or uncaught page error. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isFaviconMiss(message.location().url)) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** A phone-sized context (phoneContext) signed in with `session` (keepSession). */
export const signedInPhone = async (
  browser: Browser,
  session: { token: string; user: unknown },
  options?: PhoneOptions,
): Promise<BrowserContext> => {
  const context = await phoneContext(browser, options);
  await keepSession(context, session);
  return context;
};

/** Closes what a file opened, in the order given (what was never opened is passed over). */
export const closeAll = async (...opened: ({ close(): Promise<unknown> } | undefined)[]) => {
  for (const thing of opened) await thing?.close();
};

/**
 * Signs the context in as the app keeps a session: the token and the user in localStorage, put
 * there before any page script runs (and left alone once the app changes them).
 */
export const keepSession = (context: BrowserContext, session: { token: string; user: unknown }) =>
  context.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('lobby.token') === null) {
        localStorage.setItem('lobby.token', token);
        localStorage.setItem('lobby.user', user);
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
