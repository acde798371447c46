import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { AntdProvider } from '@/app/antd/antd-provider';
import { ThemeProvider } from '@/app/theme/theme-context';
import { Toaster } from '@/components/toast';
import type { Session, User } from '@/features/auth/session';

/**
 * Renders a settings screen at `path` inside the providers the app gives it (react-query with the
 * product defaults, theme, antd) with the app's toaster, and a memory router with '/' and '/login' stand-ins.
 */
export function renderScreen(screen: ReactElement, path = '/settings') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/settings', element: screen },
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AntdProvider>
          {/* No CSS-in-JS injection: jsdom matches every injected rule on each getComputedStyle,
              which made each click cost about a second. Behaviour is unchanged. */}
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

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '4f0c5c1e-8a7e-4a53-9f0e-1f3c9b9d2a11',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    profileImageUrl: null,
    createdAt: '2026-06-01T12:00:00.000Z',
    subscription: {
      planId: 'free-trial',
      status: 'trialing',
      cancelAtPeriodEnd: false,
      currentPeriodStart: '2026-06-01T12:00:00.000Z',
      currentPeriodEnd: '2026-06-08T12:00:00.000Z',
      access: { trialDaysLeft: 5, active: true, trialExpired: false },
    },
    ...overrides,
  };
}

/** A signed-in session whose actions are jest mocks. */
export function makeSession(user: User | null = makeUser(), overrides: Partial<Session> = {}): jest.Mocked<Session> {
  return {
    status: user ? 'signed-in' : 'signed-out',
    user,
    signIn: jest.fn(),
    signOut: jest.fn(),
    setToken: jest.fn(),
    refresh: jest.fn().mockResolvedValue(user),
    ...overrides,
  } as jest.Mocked<Session>;
}

/** `METHOD /path` of a recorded request (query string left out). */
export function describeRequest(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}
