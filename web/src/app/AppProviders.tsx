import { IconProvider } from '@ant-design/icons';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { AntdTheme, ICONS } from '../lib/ui/AntdTheme';
import { LoadingOverlay } from '../lib/ui/LoadingOverlay';

// Toasts and confirms are opened from plain functions (http client, logout): give them the theme too. (Here,
// not in AntdTheme.tsx: the unit tests render pages without this and set their own holder, test/setup.ts.)
ConfigProvider.config({ holderRender: (children) => <AntdTheme>{children}</AntdTheme> });

/**
 * Icons, server-state cache and the loading overlay. antd's theme is not here: it wraps only the parts that
 * draw antd (lib/ui/AntdTheme.tsx).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <IconProvider value={ICONS}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LoadingOverlay />
      </QueryClientProvider>
    </IconProvider>
  );
}
