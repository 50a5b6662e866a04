/**
 * The game page's HTML shell (GET /launch/:code) and the friendly pages of a launch that cannot
 * be: the page's script reads its launch from the JSON in #launch.
 */

export interface Launch {
  code: string;
  mode: 'real' | 'demo';
  session: string | null;
  currency: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const launchPage = (name: string, launch: Launch) =>
  [
    '<!doctype html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(name)}</title>`,
    '<link rel="stylesheet" href="/assets/page.css">',
    '</head>',
    '<body>',
    '<main id="game"></main>',
    `<script type="application/json" id="launch">${jsonForScript(launch)}</script>`,
    '<script type="module" src="/assets/game.js"></script>',
    '</body>',
    '</html>',
    '',
  ].join('\n');

/** A page that says, kindly, why the game does not open. */
export const messagePage = (title: string, message: string) =>
  [
    '<!doctype html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="stylesheet" href="/assets/page.css">',
    '</head>',
    '<body>',
    '<main id="message">',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
