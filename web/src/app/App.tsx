import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loadMenuAtStartup } from '../lib/menu';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { routerFlushSync } from './routerFlushSync';
import './global.css';

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => void loadMenuAtStartup(), []);
  return (
    <AppProviders>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>
  );
}
