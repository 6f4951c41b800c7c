import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import RouteErrorPage from '../features/errors/RouteErrorPage';
import type { PageProps, RouteHandle } from '../lib/page';
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
  await Promise.all([
    LAYOUTS[route.layout].preload().catch(() => {}),
    pageOf(route.load)
      .preload()
      .catch(() => {}),
    route.prefetch?.(queryClient, new URLSearchParams(search)).catch(() => {}),
  ]);
}
const LAYOUT_ORDER: readonly LayoutKind[] = ['mall', 'office', 'bare'];

function layoutElement(kind: LayoutKind) {
  const Layout = LAYOUTS[kind].Component;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Layout />
    </Suspense>
  );
}

function pageRoute({ path, titleKey, load, noTab }: AppRoute): RouteObject {
  const Page = pageOf(load).Component;
  const handle: RouteHandle = noTab ? { titleKey, noTab } : { titleKey };
  // Paths are matched exactly as the spec spells them, like the guard's public-path list.
  return {
    path,
    caseSensitive: true,
    handle,
    element: <RoutePage titleKey={titleKey} Page={Page} />,
    // A page that fails shows the apology inside its layout: the header and menu still lead elsewhere.
    errorElement: <RouteErrorPage />,
  };
}

/** The route tree: known routes behind the guard, grouped by layout; anything else is the 404 page. */
export function buildRoutes(table: readonly AppRoute[] = APP_ROUTES): RouteObject[] {
  const NotFound = lazy(() => import('../features/errors/NotFoundPage'));
  const notFoundHandle: RouteHandle = { titleKey: 'titles.notFound' };
  return [
    {
      element: <RequireToken />,
      // A layout that fails (its code did not load) has nothing around it to keep.
      errorElement: <RouteErrorPage />,
      children: LAYOUT_ORDER.map((kind) => ({
        element: layoutElement(kind),
        children: table.filter((route) => route.layout === kind).map(pageRoute),
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

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
