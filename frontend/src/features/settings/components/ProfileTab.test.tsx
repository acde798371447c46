import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/auth/session';
import { jsonResponse } from '@/testing/fetch-mock';
import SettingsPage from '../pages/SettingsPage';
import { describeRequest, makeSession, makeUser, renderScreen } from '../testing/render-screen';
import { errorBody, serve } from '../testing/serve';

jest.setTimeout(20_000);
jest.mock('@/features/auth/session', () => ({ useSession: jest.fn() }));
const mockedUseSession = jest.mocked(useSession);

function setup() {
  const user = makeUser();
  const session = makeSession(user);
  mockedUseSession.mockReturnValue(session);
  const view = renderScreen(<SettingsPage />);
  return { ...view, user, session, events: userEvent.setup({ delay: null }) };
}

const nameField = () => screen.getByLabelText('Name');
const emailField = () => screen.getByLabelText('Email');

describe('Profile tab', () => {
  it('shows the exact validation messages and sends nothing', async () => {
    const { requests } = serve({});
    const { events } = setup();
    await events.clear(nameField());
    await events.type(nameField(), 'A');
    await events.clear(emailField());
    await events.type(emailField(), 'not-an-email');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("saves name and e-mail, says 'Profile updated' and refreshes the session", async () => {
    const saved = makeUser({ name: 'Ada King', email: 'ada.king@example.com' });
    const { requests } = serve({ 'PATCH /api/auth/me': () => jsonResponse(saved) });
    const { events, session } = setup();
    await events.clear(nameField());
    await events.type(nameField(), '  Ada King ');
    await events.clear(emailField());
    await events.type(emailField(), 'ada.king@example.com');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(requests.map(describeRequest)).toEqual(['PATCH /api/auth/me']);
    expect(await requests[0].json()).toEqual({ name: 'Ada King', email: 'ada.king@example.com' });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(nameField()).toHaveValue('Ada King');
  });

  it("shows the server's message in an 'Error' toast", async () => {
    serve({ 'PATCH /api/auth/me': () => errorBody(409, 'An account with this email already exists.') });
    const { events, session } = setup();
    await events.clear(emailField());
    await events.type(emailField(), 'taken@example.com');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to update profile' when the answer has no message", async () => {
    serve({ 'PATCH /api/auth/me': () => new Response(null, { status: 500 }) });
    const { events } = setup();
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("deletes the account after confirmation: 'Account deleted', signed out, sent home", async () => {
    const { requests } = serve({ 'DELETE /api/auth/me': () => new Response(null, { status: 204 }) });
    const { events, session, router } = setup();
    await events.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(requests).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(requests.map(describeRequest)).toEqual(['DELETE /api/auth/me']);
  });

  it('keeps the account when the dialog is cancelled', async () => {
    const { requests } = serve({});
    const { events, session } = setup();
    await events.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveLength(0);
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it("says 'Failed to delete account' and stays signed in when deletion fails", async () => {
    serve({ 'DELETE /api/auth/me': () => new Response(null, { status: 500 }) });
    const { events, session, router } = setup();
    await events.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
    expect(session.signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
