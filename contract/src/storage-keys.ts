/** Local storage keys exactly as spec 001 §3 names them; the web app reads and writes only these. */
export const StorageKey = {
  userInfo: 'userInfo',
  token: 'token',
  settStatus: 'settStatus',
  rzStatus: 'rzStatus',
  businessId: 'businessId',
  canLjk: 'canLjk',
  salt: 'salt',
  router: 'router',
  navigationBar: 'NavigationBar',
  tags: 'Tags',
  myEndTime: 'myEndTime',
  lang: 'lang',
  username: 'username',
  forgetPass: 'forgetPass',
  registerPage: 'registerPage',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/** What logout clears (spec 001 §2): user info, menu routes, navigation bar, tabs, token, cool-down end. */
export const LOGOUT_CLEARED_KEYS: readonly StorageKey[] = [
  StorageKey.userInfo,
  StorageKey.router,
  StorageKey.navigationBar,
  StorageKey.tags,
  StorageKey.token,
  StorageKey.myEndTime,
];
