import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { loadAntd } from './antd/antd-loader';
import { AccessGuard } from './guards/AccessGuard';
import { AppLayout } from './layout/AppLayout';
import { PageFallback } from './layout/PageFallback';
import { RouteError } from './layout/RouteError';
import { appRoutes, notFoundRoute, redirectRoutes, type Access, type AppRoute, type RouteHandle } from './routes';

/** The screen as is for public routes; wrapped in the access guard (spec §2) otherwise. */
function guarded(Screen: ComponentType, access: Access): ComponentType {
  if (access === 'public') return Screen;
  function Guarded() {
    return (
      <AccessGuard access={access}>
        <Screen />
      </AccessGuard>
    );
  }
  Guarded.displayName = `Guarded(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Guarded;
}

/** One table entry as a lazy data-router route (screen and, if needed, the antd providers load together). */
export function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, access: route.access };
  return {
    path: route.path,
    handle,
    HydrateFallback: PageFallback,
    lazy: async () => {
      const [screen] = await Promise.all([route.load(), route.antd ? loadAntd() : undefined]);
      return { Component: guarded(screen.default, route.access) };
    },
  };
}

/**
 * Route objects for the data router: the layout, every screen of the table, then the 404 page. A
 * pathless route inside the layout catches screen errors, so header and footer stay usable.
 */
export function buildRoutes(table: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...table.map((route) => toRouteObject(route)),
            ...redirectRoutes.map(({ from, to }) => ({
              path: from,
              loader: ({ request }: { request: Request }) => redirect(`${to}${new URL(request.url).search}`),
            })),
            toRouteObject({ ...notFoundRoute, path: '*', access: 'public' }),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has loaded the first screen's code (and the antd providers if it needs
 * them). Rendering after that paints the page in one pass: rendering at once would paint the layout
 * around an empty fallback, then render everything again when the screen arrives.
 */
export function firstScreenLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
