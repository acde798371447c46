import { screen } from '@testing-library/react';
import type { Subscription } from '../api/types';
import { errorResponse, mockApi } from '@/testing/api-mock';
import { makeUser, storeSession } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

type Handler = Response | object | ((request: Request) => Response | object | Promise<Response | object>);

/**
 * Opens the app at a billing path for a signed-in user whose subscription is `subscription` (null: no
 * record, GET /api/subscriptions/current answers 404), with the server in `mode` ('local' test mode by
 * default). `routes` adds or overrides fake API answers. Returns the recorded requests and the router.
 */
export function openBillingPage(
  path: string,
  { subscription, mode = 'local', routes = {} }: { subscription: Subscription | null; mode?: 'local' | 'stripe'; routes?: Record<string, Handler> },
) {
  const user = makeUser({ subscription });
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/me': user,
    'GET /api/subscriptions/current': subscription ?? errorResponse(404, 'No subscription'),
    'GET /api/billing/config': { mode },
    'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    ...routes,
  });
  return { ...api, ...renderApp(path), user };
}

/** The toast whose title is `title` (the app's toaster: role status, or alert for failures). */
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'p' });
  const toast = heading.closest<HTMLElement>('[role="status"], [role="alert"]');
  if (!toast) throw new Error(`no toast around '${title}'`);
  return toast;
}

/** JSON body of a recorded request. */
export async function bodyOf(request: Request): Promise<unknown> {
  return request.clone().json();
}
