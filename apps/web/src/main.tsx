import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import './i18n/i18n';
import { App } from './app/app';
import { appConfigQuery } from './lib/app-config';
import { queryClient } from './lib/query-client';
import { captureInstallPrompt } from './lib/install-prompt';
import { isNativeApp } from './lib/native-app';

// The browser may offer installation before anything else has loaded: listen from the start.
captureInstallPrompt();
// Reads ?container=native once, so the wrapper is remembered for this tab's session.
isNativeApp();

// The lobby waits for the config: ask for it now, before React's first render, not from an effect.
void queryClient.prefetchQuery(appConfigQuery());

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // StrictMode's checks run only in development; a production build leaves the wrapper out.
  const app = import.meta.env.DEV ? (
    <StrictMode>
      <App />
    </StrictMode>
  ) : (
    <App />
  );
  // As a transition the first render is built in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one task that blocks input until the lobby is ready.
  startTransition(() => reactRoot.render(app));
}

void import('./lib/background').then((m) => m.startBackgroundWork());
