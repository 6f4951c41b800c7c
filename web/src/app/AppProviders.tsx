import { IconProvider } from '@ant-design/icons';
import { toLanguage } from '@dropmall/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { LoadingOverlay } from '../lib/ui/LoadingOverlay';
import { useReducedMotion } from '../lib/useReducedMotion';
import { antdLocale, themeFor } from './theme';

const language = toLanguage(i18n.language);
const ICONS = { prefixCls: 'anticon', zeroRuntime: true };

function ThemeProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    // No auto space between two Chinese characters on buttons: labels stay exactly as translated.
    <ConfigProvider
      theme={themeFor(reducedMotion)}
      locale={antdLocale(language)}
      button={{ autoInsertSpace: false }}
    >
      {/* ConfigProvider writes the icons' base styles once; without this each icon looks for them in <head> again
          when it mounts (a list page has 100 icons: ~35 ms on a phone). */}
      <IconProvider value={ICONS}>{children}</IconProvider>
    </ConfigProvider>
  );
}

// Toasts and confirms are opened from plain functions (http client, logout): give them the theme too.
ConfigProvider.config({ holderRender: (children) => <ThemeProvider>{children}</ThemeProvider> });

/** Theme, antd locale (follows the language), server-state cache and the loading overlay. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <LoadingOverlay />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
