import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockApi, requestsTo } from '@/testing/api-mock';
import { makeSubscription, makeUser } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';

const user = makeUser({ name: 'Grace Hopper', email: 'grace@example.com', subscription: makeSubscription({ access: { trialDaysLeft: 7 } }) });

function fakeServer(registerAnswer: Response | object = { token: 'jwt-new', user }) {
  return mockApi({
    'POST /api/auth/register': registerAnswer,
    'GET /api/subscriptions/current': user.subscription ?? {},
    'GET /api/notifications': { notifications: [], total: 2, unreadCount: 2 },
  });
}

async function fill(values: { name?: string; email?: string; password?: string; confirmPassword?: string }) {
  if (values.name) await userEvent.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.confirmPassword) await userEvent.type(screen.getByLabelText('Confirm password'), values.confirmPassword);
}

describe('RegisterPage', () => {
  preloadScreens();

  it("shows 'Create your account', 'Start your 7-day free trial now', four fields and a link to /login", async () => {
    fakeServer();
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Start your 7-day free trial now')).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('validates every field with the spec messages', async () => {
    const { requests } = fakeServer();
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill({ name: 'G', email: 'grace@', password: 'short', confirmPassword: 'other' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // antd validates the fields one after another: wait for each message.
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/register')).toHaveLength(0);
  });

  it('re-checks the confirmation when the password changes', async () => {
    fakeServer();
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill({ password: 'long enough', confirmPassword: 'long enoug' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'h');
    await waitFor(() => expect(screen.queryByText("Passwords don't match")).toBeNull());
  });

  it('registers: sends all four fields, toasts the trial start and opens the dashboard', async () => {
    const { requests } = fakeServer();
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill({ name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol-1959', confirmPassword: 'cobol-1959' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const toast = screen.getByText('Registration successful').closest('[role="status"]');
    expect(toast).toHaveTextContent('Registration successful');
    expect(toast).toHaveTextContent('Your 7-day free trial has started!');
    expect(screen.getByText('You have 7 days left in your free trial.')).toBeInTheDocument();
    const [register] = requestsTo(requests, 'POST /api/auth/register');
    await expect(register.json()).resolves.toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'cobol-1959',
      confirmPassword: 'cobol-1959',
    });
    expect(window.localStorage.getItem('authToken')).toBe('jwt-new');
  });

  it("toasts 'Registration failed' with the server's message, and shows field errors under the fields", async () => {
    fakeServer(
      errorResponse(409, 'An account with this email already exists.', {
        errors: [{ field: 'email', message: 'An account with this email already exists.' }],
      }),
    );
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill({ name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol-1959', confirmPassword: 'cobol-1959' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Registration failed');
    expect(toast).toHaveTextContent('An account with this email already exists.');
    expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2);
  });

  it("falls back to 'An error occurred during registration'", async () => {
    fakeServer(new Response('oops', { status: 500 }));
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill({ name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol-1959', confirmPassword: 'cobol-1959' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during registration');
  });
});
