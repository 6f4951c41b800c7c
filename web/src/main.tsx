import { toLanguage } from '@dropmall/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { preloadRoute } from './app/router';
import { loadAntdLocale } from './app/theme';
import { i18n, startLanguage } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

// The page's code (and a storefront page's data) is fetched while the texts are, not after them.
const queryClient = createQueryClient();
preloadRoute(window.location, queryClient);

// The first render is already in the visitor's language: its texts (ours and antd's) are loaded first.
void Promise.all([startLanguage(), loadAntdLocale(toLanguage(i18n.language))]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
