import { toLanguage } from '@dropmall/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { preloadRoute } from './app/router';
import { i18n, startLanguage } from './lib/i18n';
import { nextTask } from './lib/nextTask';
import { loadAntdLocale } from './lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

// The page's code (and a storefront page's data) is fetched while the texts are, not after them; from a task of
// its own, so the modules' evaluation and the requests are two shorter tasks on a slow phone, not one long one.
const queryClient = createQueryClient();
const preloaded = nextTask().then(() => preloadRoute(window.location, queryClient));
// A page the server drew (its first paint, api/src/http/web-app.ts) stays until the app can draw the same
// page at once: its code and data in, so the first render replaces it with the page, not with a spinner.
const firstPaint = container.hasAttribute('data-first-paint');

/** How long the app waits for a drawn page's data at most: past it, it takes over and shows its own loading. */
const FIRST_PAINT_WAIT_MS = 4000;
const pageReady = firstPaint
  ? Promise.race([preloaded, new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))])
  : null;

// The first render is already in the visitor's language: its texts (ours and antd's) are loaded first.
void Promise.all([startLanguage(), loadAntdLocale(toLanguage(i18n.language)), pageReady]).then(() => {
  const app = createRoot(container);
  const render = () =>
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  // Over a drawn page the visitor already sees the page: the app renders in slices that let the browser
  // answer input in between (a transition), instead of one long task; the drawing stays until it commits.
  if (firstPaint) startTransition(render);
  else render();
});
