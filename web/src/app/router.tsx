import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/page';
import { PageSpinner } from '../lib/ui/PageSpinner';
import { RequireToken } from './RequireToken';
import { RoutePage } from './RoutePage';
import { APP_ROUTES, type AppRoute, type LayoutKind } from './routeTable';

// Each layout is its own chunk, so a buyer never downloads the back-office shell.
const LAYOUTS: Record<LayoutKind, LazyExoticComponent<ComponentType>> = {
  mall: lazy(() => import('./layouts/MallLayout')),
  office: lazy(() => import('./layouts/OfficeLayout')),
  bare: lazy(() => import('./layouts/BareLayout')),
};
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
  return { path, caseSensitive: true, handle, element: <RoutePage titleKey={titleKey} Page={Page} /> };
}

/** The route tree: known routes behind the guard, grouped by layout; anything else is the 404 page. */
export function buildRoutes(table: readonly AppRoute[] = APP_ROUTES): RouteObject[] {
  const NotFound = lazy(() => import('../features/errors/NotFoundPage'));
  const notFoundHandle: RouteHandle = { titleKey: 'titles.notFound' };
  return [
    {
      element: <RequireToken />,
      children: LAYOUT_ORDER.map((kind) => ({
        element: layoutElement(kind),
        children: table.filter((route) => route.layout === kind).map(pageRoute),
      })),
    },
    {
      element: layoutElement('bare'),
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
