import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import RouteErrorPage from '../features/errors/RouteErrorPage';
import { nextTask } from '../lib/nextTask';
import type { PageProps, RouteHandle } from '../lib/page';
import { AntdTheme } from '../lib/ui/AntdTheme';
import { PageSpinner } from '../lib/ui/PageSpinner';
import { type LazyOnce, lazyOnce } from './lazyOnce';
import { RequireToken } from './RequireToken';
import { RoutePage } from './RoutePage';
import { APP_ROUTES, type AppRoute, type LayoutKind, type PageLoader } from './routeTable';

// Each layout is its own chunk, so a buyer never downloads the back-office shell.
const LAYOUTS: Record<LayoutKind, LazyOnce<object>> = {
  mall: lazyOnce(() => import('./layouts/MallLayout')),
  office: lazyOnce(() => import('./layouts/OfficeLayout')),
  bare: lazyOnce(() => import('./layouts/BareLayout')),
};

/** One lazy component per page loader, shared by the route tree and the preload. */
const PAGES = new Map<PageLoader, LazyOnce<PageProps>>();
function pageOf(load: PageLoader): LazyOnce<PageProps> {
  let page = PAGES.get(load);
  if (!page) {
    page = lazyOnce(load);
    PAGES.set(load, page);
  }
  return page;
}

/**
 * Starts fetching the layout and the page of the URL the visitor opened, and the page's data when its route
 * says how, before the first render (main.tsx, beside the texts): otherwise the chunks are asked for only
 * once the router renders, and the data once the page's code has run. The lazy components and the queries
 * then find them loaded or on their way. A path of no route (404) preloads nothing. Settles when all of it
 * is in (or failed: a failure shows when the router renders it); never rejects.
 */
export async function preloadRoute(
  { pathname, search }: { pathname: string; search: string },
  queryClient: QueryClient,
  table: readonly AppRoute[] = APP_ROUTES,
): Promise<void> {
  const route = table.find((candidate) => candidate.path === pathname);
  if (!route) return;
  const data = route.prefetch?.(queryClient, new URLSearchParams(search)).catch(() => {});
  // The code from the next task: asking for the data and for ~40 chunks in one task blocked a slow phone longer.
  await nextTask();
  await Promise.all([
    LAYOUTS[route.layout].preload().catch(() => {}),
    pageOf(route.load)
      .preload()
      .catch(() => {}),
    data,
  ]);
}
const LAYOUT_ORDER: readonly LayoutKind[] = ['mall', 'office', 'bare'];

function layoutElement(kind: LayoutKind) {
  const Layout = LAYOUTS[kind].Component;
  const layout = (
    <Suspense fallback={<PageSpinner />}>
      <Layout />
    </Suspense>
  );
  // The storefront's shell draws no antd component; its pages get antd's theme one by one (pageRoute).
  return kind === 'mall' ? layout : <AntdTheme>{layout}</AntdTheme>;
}

function pageRoute({ path, layout, titleKey, load, noTab, ownTheme }: AppRoute): RouteObject {
  const Page = pageOf(load).Component;
  const handle: RouteHandle = noTab ? { titleKey, noTab } : { titleKey };
  const page = <RoutePage titleKey={titleKey} Page={Page} />;
  // Paths are matched exactly as the spec spells them, like the guard's public-path list.
  return {
    path,
    caseSensitive: true,
    handle,
    element: layout === 'mall' && !ownTheme ? <AntdTheme>{page}</AntdTheme> : page,
    // A page that fails shows the apology inside its layout: the header and menu still lead elsewhere.
    errorElement: <RouteErrorPage />,
  };
}

/** The id of a layout's route, whose children are that layout's pages. */
const layoutId = (kind: LayoutKind) => `layout:${kind}`;

function layoutChildren(table: readonly AppRoute[], kind: LayoutKind): RouteObject[] {
  return table.filter((route) => route.layout === kind).map(pageRoute);
}

/**
 * The route tree: known routes behind the guard, grouped by layout; anything else is the 404 page. `kinds`
 * says which layouts come with their pages (all by default); the others are added when first navigated to
 * (createAppRouter).
 */
export function buildRoutes(
  table: readonly AppRoute[] = APP_ROUTES,
  kinds: ReadonlySet<LayoutKind> = new Set(LAYOUT_ORDER),
): RouteObject[] {
  const NotFound = lazy(() => import('../features/errors/NotFoundPage'));
  const notFoundHandle: RouteHandle = { titleKey: 'titles.notFound' };
  return [
    {
      element: <RequireToken />,
      // A layout that fails (its code did not load) has nothing around it to keep.
      errorElement: <RouteErrorPage />,
      children: LAYOUT_ORDER.map((kind) => ({
        id: layoutId(kind),
        element: layoutElement(kind),
        children: kinds.has(kind) ? layoutChildren(table, kind) : [],
      })),
    },
    {
      element: layoutElement('bare'),
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: '*',
          handle: notFoundHandle,
          element: <RoutePage titleKey="titles.notFound" Page={NotFound} />,
        },
      ],
    },
  ];
}

/** The layout of the route at a path ('/mall/list/' as '/mall/list'), if any. */
function layoutAt(table: readonly AppRoute[], path: string): LayoutKind | undefined {
  const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return table.find((route) => route.path === pathname)?.layout;
}

/**
 * The app's router. It starts with the pages of the opened page's layout only (a visitor on the storefront
 * gets its ~10 routes, not the back office's ~150: matching the first URL against all of them took ~30 ms of
 * the start on a phone); a path of another layout adds that layout's pages when first navigated to, before it
 * is matched (React Router's patchRoutesOnNavigation: an unknown path first matches the 404 splat, which asks).
 */
export function createAppRouter(table: readonly AppRoute[] = APP_ROUTES) {
  const first = layoutAt(table, window.location.pathname);
  const added = new Set<LayoutKind>(first ? [first] : []);
  return createBrowserRouter(buildRoutes(table, added), {
    patchRoutesOnNavigation({ path, patch }) {
      const kind = layoutAt(table, path);
      if (!kind || added.has(kind)) return;
      added.add(kind);
      patch(layoutId(kind), layoutChildren(table, kind));
    },
  });
}
