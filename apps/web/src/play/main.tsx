import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './play.css';
import { t } from './lib/i18n';
import { pageOf } from './lib/route';
import { PlayApp } from './play-app';

const page = pageOf(location.pathname);
// A game page names itself once the catalogue is in (components/game-shell.tsx).
if (page.kind === 'fairness') document.title = t('fair.documentTitle');
else if (page.kind === 'unknown') document.title = t('shell.notFound');

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PlayApp pathname={location.pathname} search={location.search} />
    </StrictMode>,
  );
}
