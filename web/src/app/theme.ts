import type { Language } from '@dropmall/contract';
import type { ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';

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

/**
 * The theme, without Ant Design's motion (modals, menus, toasts appear and leave at once) for a visitor who
 * asked the system for reduced motion; the end-to-end tests ask for it too, so no story waits on an animation.
 */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}

export function antdLocale(language: Language) {
  return language === 'zh' ? zhCN : enUS;
}
