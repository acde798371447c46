import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { buildRoutes } from '@/app/router';
import type { AppRoute } from '@/app/routes';
import { createQueryClient } from '@/api/query-client';

/** Renders the whole app (providers, layout, route table) at `path` with an in-memory router. */
export function renderApp(
  path = '/',
  table?: readonly AppRoute[],
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}
