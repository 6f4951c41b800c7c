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
/**
 * Download and publish tasks (spec 000 §2, §7; tasks.ts has their schemas). platformDataType: 3 publish,
 * 4 download (the spec's); 5 an order-list export (ours).
 */
export const TaskDataType = {
  publish: 3,
  download: 4,
  orderExport: 5,
  csvImport: 6,
  storeProducts: 7,
} as const;
export type TaskDataType = (typeof TaskDataType)[keyof typeof TaskDataType];
/** The platform products are taken to; 2 is the only one the spec sends. */
export const TASK_PLATFORM_TYPE = 2;
/** At most this many products in one download or publish request (two list pages of 50). */
export const TASK_BATCH_LIMIT = 100;

/** Chart constants (spec 001 §9). */
export const CHART_DAY_WIDTH_PX = 50;
export const CHART_RESIZE_THROTTLE_MS = 400;
/** How often open pages ask for new messages (the issue: within a minute). */
export const NOTICE_POLL_MS = 30_000;

/**
 * The largest id a caller may send: PostgreSQL's `integer`, the type of our serial ids and the columns that
 * point at them. A larger number names no row, and would fail in the database as a 500 instead of a 400.
 * (The few bigserial tables, accounts and sessions, are far from it.)
 */
export const ID_MAX = 2_147_483_647;

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Picks our language from a stored value or an Accept-Language header: anything starting with zh is Chinese. */
export function toLanguage(value: string | null | undefined): Language {
  return value?.trim().toLowerCase().startsWith('zh') ? 'zh' : DEFAULT_LANGUAGE;
}
