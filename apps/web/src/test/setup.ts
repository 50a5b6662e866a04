import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import '../i18n/i18n';
import { loadPageStrings } from '../app/load-page-strings';
import { queryClient } from '../lib/query-client';
import { useAlertStore } from '../lib/alert-store';
import { useChatWidget } from '../lib/chat-widget';
import { useModalManager } from '../lib/modal-manager';
import { useDotStore } from '../stores/dot-store';
import { useSessionStore } from '../stores/session-store';

await loadPageStrings();

// findBy… and waitFor wait for a condition, not for time: on a busy machine (a full run beside
// another) the condition may take seconds to come, so they give up after 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the app only uses it for smooth carousel moves.
Element.prototype.scrollTo = function scrollTo() {};
window.scrollTo = () => undefined;

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  useSessionStore.setState({ token: null, user: null });
  useDotStore.getState().reset();
  useAlertStore.setState({ alerts: [] });
  useModalManager.setState({ coverRemoved: false, queue: [], current: null, auth: null });
  useChatWidget.setState({ open: false, kept: false, unread: 0 });
  document.getElementById('cover')?.remove();
  // A console.error during a test fails it (epic-stack's rule): errors are never background noise.
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
