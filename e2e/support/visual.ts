import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, keepSession, startupModalsSeen } from './browser';
import { compactPng, comparePngs, PIXEL_THRESHOLD } from './pixels';

/**
 * Screenshots held against committed baselines (ADR 0068): `e2e/visual/baselines/<name>.png`.
 * `npm run visual:update` (VISUAL_UPDATE=1) writes them instead of comparing; on a mismatch the
 * actual screenshot and the diff image go to `test-results/visual/` (git-ignored).
 */

const repoRoot = resolve(import.meta.dirname, '../..');
const BASELINES = join(repoRoot, 'e2e/visual/baselines');
const OUTPUT = join(repoRoot, 'test-results/visual');
const updating = process.env.VISUAL_UPDATE === '1';

/** The share of a screenshot's pixels that may differ (beyond PIXEL_THRESHOLD) and still match. */
export const TOLERANCE = 0.001;

/**
 * Font rendering that depends least on the machine's FreeType settings (no hinting, greyscale
 * anti-aliasing): the same glyphs on a developer's machine and in CI, given the same fonts.
 */
export const VISUAL_CHROMIUM_ARGS = ['--font-render-hinting=none', '--disable-lcd-text'];

/**
 * Whatever moves, stopped from the first paint: animations and transitions jump to their end (at
 * once, not removed: what waits for their end events still gets them), the caret, scrolling.
 */
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

export interface Viewport {
  name: string;
  width: number;
  height: number;
  mobile: boolean;
}

/**
 * A context at `viewport` signed in with `session`, its start-up modals marked seen, nothing in
 * it moving, and no service worker (whose update prompts come when they please).
 */
export const stillContext = async (
  browser: Browser,
  viewport: Viewport,
  session: { token: string; user: unknown },
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await startupModalsSeen(context);
  await keepSession(context, session);
  await context.addInitScript((css) => {
    const put = () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) put();
    else document.addEventListener('DOMContentLoaded', put, { once: true });
  }, STILL_CSS);
  return context;
};

/** Waits until the page has painted what it will: its fonts, and its images in view. */
export const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Its data in (no loading skeleton left: a redirect's page loads after the first settles)
  // and its images in view.
  await page.waitForFunction(
    () =>
      !document.querySelector('[class*="skeleton"]') &&
      Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        const inView =
          box.width > 0 &&
          box.top < window.innerHeight &&
          box.bottom > 0 &&
          box.left < window.innerWidth &&
          box.right > 0;
        return image.complete || !inView;
      }),
  );
  // Scrolling done: a strip that scrolls its chosen tab into view does it smoothly, from script.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const positions = () => {
          let at = '';
          for (const element of Array.from(document.querySelectorAll('*')))
            if (element.scrollLeft || element.scrollTop)
              at += `${element.scrollLeft},${element.scrollTop};`;
          return at;
        };
        let last = positions();
        let still = 0;
        const frame = () => {
          const now = positions();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 5) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
};

/**
 * What changes by itself on a fresh server, painted over in every shot: the jackpot's figures
 * (the ticker re-randomises them), the big-wins feed and the winners' marquee, countdowns and
 * times of day, invite codes and links (random, and the server's port), QR codes, avatars.
 */
export const liveRegions = (page: Page): Locator[] => [
  page.locator(
    [
      '[data-testid="jackpot-total"]',
      'dd[data-testid^="jackpot-"]',
      '[data-testid^="jackpot-"][data-testid$="-amount"]',
      '[data-testid="big-wins-window"]',
      '[role="marquee"]',
      '[data-testid="rank-countdown"]',
      '[data-testid="invite-code"]',
      '[data-testid="invite-link"]',
      'time',
      'canvas',
      '[role="img"][aria-label*="QR" i]',
      'img[alt*="avatar" i]',
    ].join(', '),
  ),
  page.getByText(/\b\d{1,2}:\d{2}\b/),
  // The lobby's sticky category tabs: their text lands a sub-pixel apart from run to run (0.26 %
  // of a 390 px shot, over the tolerance), so they are masked; their place still counts.
  page.getByRole('navigation', { name: 'Game categories' }),
  // The agent page's invite code and link name no test id of theirs.
  page.getByText(/^[0-9A-F]{10}$|inviteCode=|127\.0\.0\.1:\d+/),
];

export interface Shot {
  /** Boxes painted over (their place kept): figures that change by themselves. */
  mask?: Locator[];
  /** CSS applied while the screenshot is taken (e.g. hiding a live region). */
  style?: string;
}

const MASK_COLOUR = '#ff00ff';

/**
 * The page's viewport (not the full page: long pages keep baselines small) against the
 * baseline `name`; throws, naming the actual and diff images it wrote, when more than
 * TOLERANCE of the pixels differ or the sizes differ.
 */
export const expectMatchesBaseline = async (page: Page, name: string, shot: Shot = {}) => {
  const actual = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: shot.mask,
    maskColor: MASK_COLOUR,
    style: shot.style,
  });
  const baseline = join(BASELINES, `${name}.png`);
  if (updating) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baseline, await compactPng(actual));
    return;
  }
  const written = () => {
    mkdirSync(OUTPUT, { recursive: true });
    const actualPath = join(OUTPUT, `${name}.actual.png`);
    writeFileSync(actualPath, actual);
    return actualPath;
  };
  if (!existsSync(baseline))
    throw new Error(`no baseline ${baseline}: run npm run visual:update (actual in ${written()})`);
  const result = await comparePngs(readFileSync(baseline), actual);
  if (result.differing / result.total <= TOLERANCE) return;
  const actualPath = written();
  if (!result.sameSize)
    throw new Error(
      `${name}: the screenshot's size differs from ${baseline}; actual ${actualPath}`,
    );
  const diffPath = join(OUTPUT, `${name}.diff.png`);
  writeFileSync(diffPath, result.diffPng!);
  const share = ((100 * result.differing) / result.total).toFixed(2);
  throw new Error(
    `${name}: ${result.differing} pixels (${share}%, over ${100 * TOLERANCE}% allowed, each ` +
      `beyond ${PIXEL_THRESHOLD}) differ from ${baseline}; actual ${actualPath}, diff ${diffPath}`,
  );
};
