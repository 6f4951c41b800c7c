import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import './global.css';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
