import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { AntdProvider } from '@/app/antd/antd-provider';
import { ThemeProvider } from '@/app/theme/theme-context';
import { Toaster } from '@/components/toast';

/**
 * Renders the notifications screen at `path` inside the providers the app gives it (react-query
 * with the product defaults, theme, antd) with the app's toaster, in a memory router.
 */
export function renderScreen(screen: ReactElement, path = '/notifications') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/notifications', element: screen }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AntdProvider>
          {/* No CSS-in-JS injection: jsdom would match every injected rule on each getComputedStyle. */}
          <ConfigProvider theme={{ zeroRuntime: true }}>
            <RouterProvider router={router} />
            <Toaster />
          </ConfigProvider>
        </AntdProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
