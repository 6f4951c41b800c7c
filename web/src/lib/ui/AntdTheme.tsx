import { IconProvider } from '@ant-design/icons';
import { toLanguage } from '@dropmall/contract';
import { ConfigProvider } from 'antd';
import { type ComponentProps, type ComponentType, lazy, type ReactNode } from 'react';
import { i18n } from '../i18n';
import { antdLocale, themeFor } from '../theme';
import { useReducedMotion } from '../useReducedMotion';

const language = toLanguage(i18n.language);

/**
 * Icons write no styles when they mount (global.css has their base rules): without this each looks for its
 * styles in <head> (a list page has 100 icons: ~35 ms on a phone). ConfigProvider sets its own icon context,
 * so AntdTheme sets this again inside it.
 */
export const ICONS = { prefixCls: 'anticon', zeroRuntime: true };

/**
 * antd's theme and texts for the components inside. Not one provider above the whole app: antd computes its
 * theme tokens when the first ConfigProvider mounts (~150 ms on a phone), and the storefront's first pages
 * draw no antd component, so their start skips it (docs/decisions.md "antd's theme where antd is drawn").
 * Layouts and pages that use antd are wrapped by the router; a plain page wraps its own antd parts
 * (`lazyInTheme`). Scopes share one CSS-variable key, so the tokens are computed once however many mount.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    // No auto space between two Chinese characters on buttons: labels stay exactly as translated.
    <ConfigProvider
      theme={themeFor(reducedMotion)}
      locale={antdLocale(language)}
      button={{ autoInsertSpace: false }}
    >
      <IconProvider value={ICONS}>{children}</IconProvider>
    </ConfigProvider>
  );
}

/**
 * A lazily loaded component drawn inside AntdTheme: for an antd dialog, drawer or panel of a page that draws
 * no antd component when it opens. Suspense stays the caller's.
 */
// biome-ignore lint/suspicious/noExplicitAny: the bound React's own lazy() puts on a component's props
export function lazyInTheme<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const Inner = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, at a module's top level
  function Themed(props: ComponentProps<T>) {
    return (
      <AntdTheme>
        <Inner {...props} />
      </AntdTheme>
    );
  }
  return Themed;
}
