// Global tokens and base styles first, so component (CSS module) rules come later and win.
import './app/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, firstScreenLoaded } from './app/router';
import { startVitalsReporting } from './lib/web-vitals-report';
import { applyThemeToDocument, readThemePreference, resolveTheme, systemPrefersDark } from './lib/theme';

// Paint the stored theme before the first render (index.html defaults to dark; no inline script
// is allowed under the CSP).
applyThemeToDocument(resolveTheme(readThemePreference(), systemPrefersDark()));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
const router = createAppRouter();
// One render once the first screen's code is in (its chunk is preloaded by the page's HTML), as a
// transition so React renders in short slices instead of one long task that blocks input.
void firstScreenLoaded(router).then(() => {
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  // Real-user Web Vitals for the SEO audit; the library loads when the main thread is idle after the first render.
  startVitalsReporting();
});
