import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import RouteErrorPage from '../features/errors/RouteErrorPage';
import type { RouteHandle } from '../lib/page';
import { PageSpinner } from '../lib/ui/PageSpinner';
import { RequireToken } from './RequireToken';
import { RoutePage } from './RoutePage';
import { APP_ROUTES, type AppRoute, type LayoutKind } from './routeTable';

// Each layout is its own chunk, so a buyer never downloads the back-office shell.
const LAYOUT_LOADERS: Record<LayoutKind, () => Promise<{ default: ComponentType }>> = {
  mall: () => import('./layouts/MallLayout'),
  office: () => import('./layouts/OfficeLayout'),
  bare: () => import('./layouts/BareLayout'),
};
const LAYOUTS: Record<LayoutKind, LazyExoticComponent<ComponentType>> = {
  mall: lazy(LAYOUT_LOADERS.mall),
  office: lazy(LAYOUT_LOADERS.office),
  bare: lazy(LAYOUT_LOADERS.bare),
};

/**
 * Starts fetching the layout and the page of the URL the visitor opened, and the page's data when its route
 * says how, before the first render (main.tsx, beside the texts): otherwise the chunks are asked for only
 * once the router renders, and the data once the page's code has run. The lazy components and the queries
 * then find them loaded or on their way. A path of no route (404) preloads nothing.
 */
export function preloadRoute(
  { pathname, search }: { pathname: string; search: string },
  queryClient: QueryClient,
  table: readonly AppRoute[] = APP_ROUTES,
): void {
  const route = table.find((candidate) => candidate.path === pathname);
  if (!route) return;
  LAYOUT_LOADERS[route.layout]().catch(() => {}); // a failure shows when the router renders it
  route.load().catch(() => {});
  route.prefetch?.(queryClient, new URLSearchParams(search));
}
const LAYOUT_ORDER: readonly LayoutKind[] = ['mall', 'office', 'bare'];

function layoutElement(kind: LayoutKind) {
  const Layout = LAYOUTS[kind];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Layout />
    </Suspense>
  );
}

function pageRoute({ path, titleKey, load, noTab }: AppRoute): RouteObject {
  const Page = lazy(load);
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
