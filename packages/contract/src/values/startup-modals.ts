/**
 * Start-up modals (docs/rules.md "Start-up modals", docs/adr/0063): the popups the lobby shows
 * as it opens, at most this many a day per player (the operator's day, across devices) and never
 * the same one twice a day.
 */
export const STARTUP_MODALS_PER_DAY = 2;

/** A start-up modal's key, as the app names it: `notice:<id>`, `activity:<id>`, `download`. */
export const STARTUP_MODAL_KEY = /^[a-z]{1,16}(:[A-Za-z0-9_-]{1,48})?$/;
