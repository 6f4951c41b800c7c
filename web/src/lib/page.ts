import type en from '../locales/en.json';

/** A key under `titles` in the locales: every route has one, used for the tab title and page heading. */
export type TitleKey = `titles.${keyof typeof en.titles}`;

/** What the router hands every page component. */
export interface PageProps {
  titleKey: TitleKey;
}

/** The `handle` of every page route: layouts read the title from it (breadcrumb). */
export interface RouteHandle {
  titleKey: TitleKey;
  /** Route meta NoTabPage: the back office opens no tab for the page. */
  noTab?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}
