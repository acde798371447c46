import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/auth/session';
import { jsonResponse } from '@/testing/fetch-mock';
import { makeSession, makeUser, renderScreen } from '../testing/render-screen';
import { serve } from '../testing/serve';
import SettingsPage from './SettingsPage';

jest.setTimeout(20_000);
jest.mock('@/features/auth/session', () => ({ useSession: jest.fn() }));
const mockedUseSession = jest.mocked(useSession);

beforeEach(() => {
  serve({
    'GET /api/user/notification-preferences': () =>
      jsonResponse({ emailUpdates: false, securityAlerts: true, newFeatures: true, marketingEmails: false }),
    'GET /api/api-keys': () => jsonResponse([]),
  });
});

describe('SettingsPage', () => {
  it('opens on the Profile tab, with the four tabs of the spec and then LLM Providers', () => {
    mockedUseSession.mockReturnValue(makeSession());
    renderScreen(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Security', 'Notifications', 'API Keys', 'LLM Providers']);
    expect(screen.getByRole('tab', { name: /Profile/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('switches tabs and keeps the open tab in the address', async () => {
    mockedUseSession.mockReturnValue(makeSession());
    const { router } = renderScreen(<SettingsPage />);
    await userEvent.click(screen.getByRole('tab', { name: /API Keys/ }));
    expect(await screen.findByRole('button', { name: 'Create Key' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=api-keys');
    await userEvent.click(screen.getByRole('tab', { name: /Profile/ }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab the address names', async () => {
    mockedUseSession.mockReturnValue(makeSession());
    renderScreen(<SettingsPage />, '/settings?tab=security');
    expect(screen.getByRole('tab', { name: /Security/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
  });

  it('sends a visitor without a user to /login', async () => {
    mockedUseSession.mockReturnValue(makeSession(null));
    const { router } = renderScreen(<SettingsPage />);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('waits while the session loads', () => {
    mockedUseSession.mockReturnValue(makeSession(null, { status: 'loading' }));
    renderScreen(<SettingsPage />);
    expect(screen.queryByRole('heading', { name: 'Account Settings' })).toBeNull();
    expect(screen.queryByText('Login page')).toBeNull();
  });

  it('shows the avatar letter, the name, the e-mail and the plan badge', () => {
    mockedUseSession.mockReturnValue(makeSession(makeUser({ name: 'grace', email: 'grace@example.com' })));
    renderScreen(<SettingsPage />);
    expect(screen.getByText('G')).toBeInTheDocument();
    expect(screen.getByText('grace')).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('Free Trial')).toBeInTheDocument();
  });

  it("shows 'Pro Plan' for a pro subscription", () => {
    const user = makeUser();
    mockedUseSession.mockReturnValue(makeSession({ ...user, subscription: { ...user.subscription!, planId: 'pro', status: 'active' } }));
    renderScreen(<SettingsPage />);
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.queryByText('Free Trial')).toBeNull();
  });
});
