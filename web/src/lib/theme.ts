import type { Language } from '@dropmall/contract';
import type { ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/** The brand colour (AA contrast with white text and on white: 5.2:1); ui.css repeats it as --dm-brand. */
export const BRAND_COLOR = '#c2410c';

/**
 * Colours that read at WCAG AA (4.5:1) on white and on their own tinted backgrounds (issue 37; theme.test.ts
 * measures them): antd's defaults put hints and placeholders at 3.4:1 and 1.8:1, status texts (success,
 * warning, error) and the coloured tags' texts (the palettes' 7th shade) between 2:1 and 4.4:1. Disabled text
 * keeps antd's pale grey: WCAG exempts it, and it must look disabled.
 */
export const CONTRAST_TOKENS = {
  colorTextTertiary: '#666666',
  colorTextDescription: '#666666',
  colorTextQuaternary: '#6b6b6b',
  colorTextPlaceholder: '#6b6b6b',
  colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
  colorSuccess: '#237804',
  colorWarning: '#874d00',
  colorError: '#cf1322',
  // antd derives these from the seed above (a dark seed gives a grey tint): antd's own light tints, kept.
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
} as const;

/**
 * The text shade of antd's coloured tags ('green', 'orange', ...: the palette's 7th), one or two shades darker
 * where the 7th is too pale on the tag's tint. antd writes the palettes' CSS variables from the seed colours
 * whatever the token override says, so ui.css sets these variables (theme.test.ts holds the two together).
 */
export const TAG_TEXT = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
} as const;

/** The empty text of tables and lists is drawn in the disabled grey: not a disabled control, so it must read. */
const READABLE_EMPTY = { colorTextDisabled: CONTRAST_TOKENS.colorTextPlaceholder };

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    ...CONTRAST_TOKENS,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: { Table: READABLE_EMPTY, Empty: READABLE_EMPTY },
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
