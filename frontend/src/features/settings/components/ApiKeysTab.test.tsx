import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/auth/session';
import { jsonResponse } from '@/testing/fetch-mock';
import type { ApiKey } from '../api/use-api-keys';
import SettingsPage from '../pages/SettingsPage';
import { describeRequest, makeSession, renderScreen } from '../testing/render-screen';
import { errorBody, serve, type Handler } from '../testing/serve';

jest.setTimeout(20_000);
jest.mock('@/features/auth/session', () => ({ useSession: jest.fn() }));
const mockedUseSession = jest.mocked(useSession);

const CI_KEY: ApiKey = {
  id: '0b8a4a39-0c9f-4a4e-9d7e-0a7d2b1e3c01',
  name: 'CI pipeline',
  createdAt: '2026-01-05T12:00:00.000Z',
  prefix: 'pfk_AbCd1234',
  lastUsedAt: null,
};
const SECRET = 'pfk_NeWkEy99_the-whole-secret-value-0123456789';

function setup(handlers: Record<string, Handler>, keys: ApiKey[] = [CI_KEY]) {
  let stored = [...keys];
  const fetch = serve({
    'GET /api/api-keys': () => jsonResponse(stored),
    ...handlers,
  });
  mockedUseSession.mockReturnValue(makeSession());
  renderScreen(<SettingsPage />, '/settings?tab=api-keys');
  return { ...fetch, events: userEvent.setup({ delay: null }), setStored: (next: ApiKey[]) => (stored = next) };
}

describe('API Keys tab', () => {
  it('lists each key with its name, prefix hint, creation date and last use', async () => {
    setup({}, [CI_KEY, { ...CI_KEY, id: 'k2', name: 'Laptop', prefix: 'pfk_ZzZz0000', lastUsedAt: '2026-03-10T12:00:00.000Z' }]);
    const row = (await screen.findByText('CI pipeline')).closest('tr')!;
    expect(within(row).getByText('pfk_AbCd1234…')).toBeInTheDocument();
    expect(within(row).getByText('Jan 5, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    const laptop = screen.getByText('Laptop').closest('tr')!;
    expect(within(laptop).getByText('Mar 10, 2026')).toBeInTheDocument();
  });

  it("says 'API key name must be at least 3 characters.' and sends nothing", async () => {
    const { requests, events } = setup({});
    await screen.findByText('CI pipeline');
    await events.type(screen.getByLabelText('New key name'), 'ab');
    await events.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('API key name must be at least 3 characters.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates a key and shows its secret once, with a copy button', async () => {
    const created = { id: 'k-new', name: 'Deploy bot', createdAt: '2026-06-15T12:00:00.000Z', prefix: 'pfk_NeWkEy99', lastUsedAt: null };
    const { requests, events, setStored } = setup({
      'POST /api/api-keys': () => {
        setStored([created, CI_KEY]);
        return jsonResponse({ ...created, key: SECRET }, 201);
      },
    });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

    await screen.findByText('CI pipeline');
    await events.type(screen.getByLabelText('New key name'), 'Deploy bot');
    await events.click(screen.getByRole('button', { name: 'Create Key' }));

    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    expect(within(dialog).getByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText("Copy this key now. It won't be shown again.")).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('API key created');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({ name: 'Deploy bot' });

    await events.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
    // The list now has the new key, shown by its prefix only.
    expect(await screen.findByText('pfk_NeWkEy99…')).toBeInTheDocument();
    expect(screen.getByLabelText('New key name')).toHaveValue('');
  });

  it("shows the server's message when creation fails", async () => {
    const { events } = setup({ 'POST /api/api-keys': () => errorBody(400, 'API key name must be at most 100 characters.') });
    await screen.findByText('CI pipeline');
    await events.type(screen.getByLabelText('New key name'), 'Deploy bot');
    await events.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('API key name must be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("falls back to 'Failed to create API key'", async () => {
    const { events } = setup({ 'POST /api/api-keys': () => new Response(null, { status: 500 }) });
    await screen.findByText('CI pipeline');
    await events.type(screen.getByLabelText('New key name'), 'Deploy bot');
    await events.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('Failed to create API key')).toBeInTheDocument();
  });

  it("deletes a key after confirmation and says 'API key deleted'", async () => {
    const { requests, events, setStored } = setup({
      [`DELETE /api/api-keys/${CI_KEY.id}`]: () => {
        setStored([]);
        return new Response(null, { status: 204 });
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Delete API key CI pipeline' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    await events.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('API key deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('CI pipeline')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE').map(describeRequest)).toEqual([`DELETE /api/api-keys/${CI_KEY.id}`]);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to delete API key' and keeps the key", async () => {
    const { events } = setup({ [`DELETE /api/api-keys/${CI_KEY.id}`]: () => new Response(null, { status: 500 }) });
    await events.click(await screen.findByRole('button', { name: 'Delete API key CI pipeline' }));
    await events.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete API key')).toBeInTheDocument();
    expect(screen.getByText('CI pipeline')).toBeInTheDocument();
  });

  it('only logs a failed load (no toast)', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    setup({ 'GET /api/api-keys': () => new Response(null, { status: 500 }) });
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to load API keys', expect.anything()));
    expect(screen.queryByText('Error')).toBeNull();
    expect(screen.getByText('No API keys yet.')).toBeInTheDocument();
  });
});
