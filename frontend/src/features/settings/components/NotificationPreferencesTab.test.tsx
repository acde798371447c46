import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/auth/session';
import { jsonResponse } from '@/testing/fetch-mock';
import SettingsPage from '../pages/SettingsPage';
import { describeRequest, makeSession, renderScreen } from '../testing/render-screen';
import { serve, type Handler } from '../testing/serve';

jest.setTimeout(20_000);
jest.mock('@/features/auth/session', () => ({ useSession: jest.fn() }));
const mockedUseSession = jest.mocked(useSession);

const STORED = { emailUpdates: false, securityAlerts: true, newFeatures: false, marketingEmails: true };

function setup(handlers: Record<string, Handler>) {
  const fetch = serve({ 'GET /api/user/notification-preferences': () => jsonResponse(STORED), ...handlers });
  mockedUseSession.mockReturnValue(makeSession());
  renderScreen(<SettingsPage />, '/settings?tab=notifications');
  return { ...fetch, events: userEvent.setup({ delay: null }) };
}

const toggle = (label: string) => screen.getByRole('switch', { name: label });

describe('Notifications tab', () => {
  it('shows the four stored preferences', async () => {
    setup({});
    expect(await screen.findByRole('switch', { name: 'Email updates' })).not.toBeChecked();
    expect(toggle('Security alerts')).toBeChecked();
    expect(toggle('New features')).not.toBeChecked();
    expect(toggle('Marketing emails')).toBeChecked();
  });

  it("saves all four with PATCH and says 'Preferences updated'", async () => {
    const { requests, events } = setup({
      'PATCH /api/user/notification-preferences': async (request) => jsonResponse(await request.clone().json()),
    });
    await events.click(await screen.findByRole('switch', { name: 'Email updates' }));
    await events.click(toggle('Marketing emails'));
    await events.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText('Preferences updated')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(describeRequest(patch)).toBe('PATCH /api/user/notification-preferences');
    expect(await patch.json()).toEqual({ emailUpdates: true, securityAlerts: true, newFeatures: false, marketingEmails: false });
    expect(toggle('Email updates')).toBeChecked();
  });

  it("falls back to 'Failed to update preferences'", async () => {
    const { events } = setup({ 'PATCH /api/user/notification-preferences': () => new Response(null, { status: 500 }) });
    await events.click(await screen.findByRole('switch', { name: 'New features' }));
    await events.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to update preferences')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('offers the form defaults and a retry when the stored preferences cannot be loaded', async () => {
    setup({ 'GET /api/user/notification-preferences': () => new Response(null, { status: 500 }) });
    expect(await screen.findByText('Your saved preferences could not be loaded.')).toBeInTheDocument();
    expect(toggle('Email updates')).toBeChecked();
    expect(toggle('Security alerts')).toBeChecked();
    expect(toggle('New features')).toBeChecked();
    expect(toggle('Marketing emails')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
