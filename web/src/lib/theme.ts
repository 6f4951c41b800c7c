import type { Language } from '@dropmall/contract';
import type { ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/** The brand colour (AA contrast with white text and on white: 5.2:1); ui.css repeats it as --dm-brand. */
export const BRAND_COLOR = '#c2410c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};

// Every AntdTheme scope of a page shares one CSS-variable key: antd computes the tokens and writes their
// variables once per key, not once per scope (by default each ConfigProvider gets a key of its own).
const MOVING: ThemeConfig = { ...theme, cssVar: { key: 'dm-theme' } };
const STILL: ThemeConfig = {
  ...theme,
  token: { ...theme.token, motion: false },
  cssVar: { key: 'dm-theme-still' },
};

/**
 * The theme, without Ant Design's motion (modals, menus, toasts appear and leave at once) for a visitor who
 * asked the system for reduced motion; the end-to-end tests ask for it too, so no story waits on an animation.
 */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? STILL : MOVING;
}

let zhCN: Locale | undefined;

/**
 * Fetches antd's Chinese texts, before the first render in Chinese (main.tsx), like our own texts: English is
 * antd's default and comes with ConfigProvider, so an English page does not carry the Chinese ones.
 */
export async function loadAntdLocale(language: Language): Promise<void> {
  if (language === 'zh') zhCN ??= (await import('antd/es/locale/zh_CN')).default;
}

/** antd's texts for a language (the ES module build: 'antd/locale/*' would bring antd's CommonJS copies). */
export function antdLocale(language: Language): Locale {
  return language === 'zh' && zhCN ? zhCN : enUS;
}
