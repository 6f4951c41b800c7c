import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loadMenuAtStartup } from '../lib/menu';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { routerFlushSync } from './routerFlushSync';
import './global.css';

/** The app; `queryClient` is made by main.tsx, which may have asked the first page's data already. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  useEffect(() => void loadMenuAtStartup(), []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>
  );
}
