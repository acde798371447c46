// Global tokens and base styles first, so component (CSS module) rules come later and win.
import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyThemeToDocument, readThemePreference, resolveTheme, systemPrefersDark } from './lib/theme';

// Paint the stored theme before the first render (index.html defaults to dark; no inline script
// is allowed under the CSP).
applyThemeToDocument(resolveTheme(readThemePreference(), systemPrefersDark()));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
