/** Business constants and limits of spec 000 §9 and spec 001 §9. */
export const REQUEST_TIMEOUT_MS = 200_000;
export const CODE_COOLDOWN_SECONDS = 120;
export const LIST_PAGE_SIZE = 50;
export const COUNTRIES_FETCH_SIZE = 300;
export const SHIPPING_OPTIONS_FETCH_SIZE = 200;
export const HOME_TAG_COUNT = 6;
export const GALLERY_THUMBNAILS = 5;
export const ORIGIN_COUNTRY_ID = 1;
export const NEWEST_WINDOWS_DAYS = [2, 3, 5, 7, 30] as const;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const MOBILE_BREAKPOINT_PX = 680;
export const UNREAD_BADGE_MAX = 99;
export const LOGIN_REDIRECT_DELAY_MS = 1_000;
export const ERROR_TOAST_MS = 2_000;
export const TEXT_CAP_DEFAULT = 255;

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Picks our language from a stored value or an Accept-Language header: anything starting with zh is Chinese. */
export function toLanguage(value: string | null | undefined): Language {
  return value?.trim().toLowerCase().startsWith('zh') ? 'zh' : DEFAULT_LANGUAGE;
}
