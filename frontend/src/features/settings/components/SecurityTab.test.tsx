import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/auth/session';
import { jsonResponse } from '@/testing/fetch-mock';
import SettingsPage from '../pages/SettingsPage';
import { describeRequest, makeSession, renderScreen } from '../testing/render-screen';
import { errorBody, serve } from '../testing/serve';

jest.setTimeout(20_000);
jest.mock('@/features/auth/session', () => ({ useSession: jest.fn() }));
const mockedUseSession = jest.mocked(useSession);

function setup() {
  const session = makeSession();
  mockedUseSession.mockReturnValue(session);
  renderScreen(<SettingsPage />, '/settings?tab=security');
  return { session, events: userEvent.setup({ delay: null }) };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Update Password' });

async function fill(events: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  if (current) await events.type(field('Current password'), current);
  if (next) await events.type(field('New password'), next);
  if (confirm) await events.type(field('Confirm new password'), confirm);
}

describe('Security tab', () => {
  it('shows the exact messages for an empty form and sends nothing', async () => {
    const { requests } = serve({});
    const { events } = setup();
    await events.click(submit());

    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    // New password and its confirmation are both at least 8 characters.
    expect(screen.getAllByText('Password must be at least 8 characters.')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it("reports 'Passwords do not match.' on the confirmation", async () => {
    const { requests } = serve({});
    const { events } = setup();
    await fill(events, 'old-password', 'new-password-1', 'new-password-2');
    await events.click(submit());

    const message = await screen.findByText('Passwords do not match.');
    expect(field('Confirm new password').closest('.ant-form-item')).toContainElement(message);
    expect(screen.queryByText('Password must be at least 8 characters.')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("changes the password, stores the fresh token and says 'Password updated'", async () => {
    const { requests } = serve({ 'POST /api/auth/change-password': () => jsonResponse({ token: 'fresh-token' }) });
    const { events, session } = setup();
    await fill(events, 'old-password', 'new-password-1', 'new-password-1');
    await events.click(submit());

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(requests.map(describeRequest)).toEqual(['POST /api/auth/change-password']);
    expect(await requests[0].json()).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(session.setToken).toHaveBeenCalledWith('fresh-token');
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(field('New password')).toHaveValue('');
  });

  it("shows 'Current password is incorrect.' from the server in an 'Error' toast", async () => {
    serve({ 'POST /api/auth/change-password': () => errorBody(400, 'Current password is incorrect.') });
    const { events, session } = setup();
    await fill(events, 'wrong-password', 'new-password-1', 'new-password-1');
    await events.click(submit());

    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(session.setToken).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to change password'", async () => {
    serve({ 'POST /api/auth/change-password': () => new Response(null, { status: 502 }) });
    const { events } = setup();
    await fill(events, 'old-password', 'new-password-1', 'new-password-1');
    await events.click(submit());
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});
