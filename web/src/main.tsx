import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startLanguage } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

// The first render is already in the visitor's language: its texts are loaded first.
void startLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
