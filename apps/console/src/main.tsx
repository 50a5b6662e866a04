import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import './app/console-strings';
import { App } from './app/app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
