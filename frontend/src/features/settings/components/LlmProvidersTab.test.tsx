import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/auth/session';
import { modelsQueryOptions } from '@/features/models/api/use-models';
import { jsonResponse } from '@/testing/fetch-mock';
import type { Provider, ProviderKey } from '../api/use-provider-keys';
import SettingsPage from '../pages/SettingsPage';
import { describeRequest, makeSession, renderScreen } from '../testing/render-screen';
import { errorBody, serve, type Handler } from '../testing/serve';

jest.setTimeout(30_000);
jest.mock('@/features/auth/session', () => ({ useSession: jest.fn() }));
const mockedUseSession = jest.mocked(useSession);

const SECRET = 'sk-test-the-whole-secret-value-abcd';
const REJECTED = 'anthropic rejected the API key (HTTP 401: "invalid x-api-key"). Check the key in Settings → LLM Providers.';
const OVER_BUDGET =
  "You have reached today's limit of $1.00 for AI calls on PromptForge's provider keys. Add your own anthropic key in Settings → LLM Providers, or try again tomorrow.";

const LABELS = { openai: 'OpenAI', anthropic: 'Anthropic', google: 'Google', deepseek: 'DeepSeek', perplexity: 'Perplexity', meta: 'Meta (Llama)', mistral: 'Mistral' } as const;

function entry(provider: Provider, overrides: Partial<ProviderKey> = {}): ProviderKey {
  return { provider, label: LABELS[provider], status: 'none', maskedKey: null, baseUrl: null, updatedAt: null, ...overrides };
}

const STORED: ProviderKey[] = [
  entry('openai'),
  entry('anthropic', { status: 'server' }),
  entry('google', { status: 'user', maskedKey: '…wxyz', baseUrl: 'https://gateway.example.com/v1', updatedAt: '2026-11-20T10:00:00.000Z' }),
  entry('deepseek'),
  entry('perplexity'),
  entry('meta'),
  entry('mistral'),
];

function setup(handlers: Record<string, Handler> = {}, keys: ProviderKey[] = STORED) {
  let stored = [...keys];
  const fetch = serve({
    'GET /api/user/provider-keys': () => jsonResponse(stored),
    ...handlers,
  });
  mockedUseSession.mockReturnValue(makeSession());
  const { queryClient } = renderScreen(<SettingsPage />, '/settings?tab=llm-providers');
  const replace = (provider: Provider, next: Partial<ProviderKey>) =>
    (stored = stored.map((item) => (item.provider === provider ? { ...item, ...next } : item)));
  return { ...fetch, queryClient, events: userEvent.setup({ delay: null }), replace };
}

/** The block of one provider, found by its title. */
async function provider(name: string): Promise<HTMLElement> {
  return screen.findByRole('listitem', { name });
}

describe('LLM Providers tab', () => {
  it('lists the seven providers in order, each with where its key comes from', async () => {
    setup();
    await provider('OpenAI');
    const titles = screen.getAllByRole('listitem').map((item) => document.getElementById(item.getAttribute('aria-labelledby')!)?.textContent);
    expect(titles).toEqual([
      'OpenAI',
      'Anthropic',
      'Google',
      'DeepSeek',
      'Perplexity',
      'Meta (Llama)',
      'Mistral',
    ]);
    expect(within(await provider('OpenAI')).getByText('No key')).toBeInTheDocument();
    expect(within(await provider('Anthropic')).getByText('Server key')).toBeInTheDocument();
    const google = await provider('Google');
    expect(within(google).getByText('Your key …wxyz')).toBeInTheDocument();
    expect(within(google).getByLabelText('Base URL (optional)')).toHaveValue('https://gateway.example.com/v1');
  });

  it('asks for the key in an empty password field, never filled from the server', async () => {
    setup();
    const google = await provider('Google');
    const key = within(google).getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', 'Replace your key …wxyz');
  });

  it('saves a key with a base URL, clears the key field and shows the new status', async () => {
    const { requests, events, replace } = setup({
      'PUT /api/user/provider-keys/openai': async (request) => {
        const body = (await request.clone().json()) as { baseUrl?: string };
        const saved = { status: 'user', maskedKey: '…abcd', baseUrl: body.baseUrl ?? null, updatedAt: '2026-11-21T10:00:00.000Z' } as const;
        replace('openai', saved);
        return jsonResponse(entry('openai', saved));
      },
    });
    const openai = await provider('OpenAI');
    await events.type(within(openai).getByLabelText('API key'), `  ${SECRET} `);
    await events.type(within(openai).getByLabelText('Base URL (optional)'), 'http://127.0.0.1:4010/v1');
    await events.click(within(openai).getByRole('button', { name: 'Save OpenAI key' }));

    expect(await screen.findByText('Provider key saved')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(describeRequest(put)).toBe('PUT /api/user/provider-keys/openai');
    expect(await put.json()).toEqual({ apiKey: SECRET, baseUrl: 'http://127.0.0.1:4010/v1' });
    expect(await within(openai).findByText('Your key …abcd')).toBeInTheDocument();
    expect(within(openai).getByLabelText('API key')).toHaveValue('');
    expect(within(openai).getByLabelText('Base URL (optional)')).toHaveValue('http://127.0.0.1:4010/v1');
    // The key typed in is nowhere on the page once saved.
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('sends no base URL when the field is left empty', async () => {
    const { requests, events } = setup({ 'PUT /api/user/provider-keys/deepseek': () => jsonResponse(entry('deepseek', { status: 'user', maskedKey: '…abcd' })) });
    const deepseek = await provider('DeepSeek');
    await events.type(within(deepseek).getByLabelText('API key'), SECRET);
    await events.click(within(deepseek).getByRole('button', { name: 'Save DeepSeek key' }));
    expect(await screen.findByText('Provider key saved')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PUT')!.json()).toEqual({ apiKey: SECRET });
  });

  it('marks the model list for reloading, since which models can run depends on the keys', async () => {
    const { requests, events, queryClient } = setup({
      'GET /api/models': () => jsonResponse([]),
      'PUT /api/user/provider-keys/openai': () => jsonResponse(entry('openai', { status: 'user', maskedKey: '…abcd' })),
      'DELETE /api/user/provider-keys/google': () => new Response(null, { status: 204 }),
    });
    // A tool screen read the catalogue earlier in the session: it is loaded again when next shown.
    const { queryKey } = modelsQueryOptions();
    const stale = () => queryClient.getQueryState(queryKey)?.isInvalidated;
    await queryClient.fetchQuery(modelsQueryOptions());
    expect(stale()).toBe(false);

    const openai = await provider('OpenAI');
    await events.type(within(openai).getByLabelText('API key'), SECRET);
    await events.click(within(openai).getByRole('button', { name: 'Save OpenAI key' }));
    await waitFor(() => expect(stale()).toBe(true));

    await queryClient.fetchQuery({ ...modelsQueryOptions(), staleTime: 0 });
    expect(stale()).toBe(false);
    await events.click(within(await provider('Google')).getByRole('button', { name: 'Remove Google key' }));
    await events.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stale()).toBe(true));
    expect(requests.filter((request) => describeRequest(request) === 'GET /api/models')).toHaveLength(2);
  });

  it("says what is wrong with the key or the base URL in the server's words, and sends nothing", async () => {
    const { requests, events } = setup();
    const openai = await provider('OpenAI');
    const save = within(openai).getByRole('button', { name: 'Save OpenAI key' });
    await events.click(save);
    expect(await within(openai).findByText('API key is required.')).toBeInTheDocument();

    await events.type(within(openai).getByLabelText('API key'), 'sk-1');
    await events.click(save);
    expect(await within(openai).findByText('API key must be at least 8 characters.')).toBeInTheDocument();

    await events.type(within(openai).getByLabelText('API key'), '234567');
    await events.type(within(openai).getByLabelText('Base URL (optional)'), 'ftp://files.example.com');
    await events.click(save);
    expect(await within(openai).findByText('Base URL must be an http:// or https:// URL.')).toBeInTheDocument();
    await waitFor(() => expect(within(openai).queryByText(/^API key must/)).toBeNull());
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it("shows the server's message when saving fails, and keeps what was typed", async () => {
    const { events } = setup({ 'PUT /api/user/provider-keys/openai': () => errorBody(403, 'This action requires signing in with your password.') });
    const openai = await provider('OpenAI');
    await events.type(within(openai).getByLabelText('API key'), SECRET);
    await events.click(within(openai).getByRole('button', { name: 'Save OpenAI key' }));
    expect(await screen.findByText('This action requires signing in with your password.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(openai).getByLabelText('API key')).toHaveValue(SECRET);
    expect(within(openai).getByText('No key')).toBeInTheDocument();
  });

  it("falls back to 'Failed to save provider key'", async () => {
    const { events } = setup({ 'PUT /api/user/provider-keys/openai': () => new Response(null, { status: 500 }) });
    const openai = await provider('OpenAI');
    await events.type(within(openai).getByLabelText('API key'), SECRET);
    await events.click(within(openai).getByRole('button', { name: 'Save OpenAI key' }));
    expect(await screen.findByText('Failed to save provider key')).toBeInTheDocument();
  });

  it('tests the key in use and reports success', async () => {
    const { requests, events } = setup({
      'POST /api/user/provider-keys/google/test': () =>
        jsonResponse({ ok: true, message: 'Google answered with gemini-2.5-flash in 0.41 s.', model: 'gemini-2.5-flash', keySource: 'user', latencyMs: 412 }),
    });
    await events.click(within(await provider('Google')).getByRole('button', { name: 'Test Google key' }));
    expect(await screen.findByText('Google key works')).toBeInTheDocument();
    expect(screen.getByText('Google answered with gemini-2.5-flash in 0.41 s.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map(describeRequest)).toEqual(['POST /api/user/provider-keys/google/test']);
  });

  it("reports the provider's error when the test call fails", async () => {
    const { events } = setup({
      'POST /api/user/provider-keys/anthropic/test': () =>
        jsonResponse({ ok: false, message: REJECTED, model: 'claude-sonnet-4-6', keySource: 'server', latencyMs: 35 }),
    });
    await events.click(within(await provider('Anthropic')).getByRole('button', { name: 'Test Anthropic key' }));
    expect(await screen.findByText('Anthropic test failed')).toBeInTheDocument();
    expect(screen.getByText(REJECTED)).toBeInTheDocument();
  });

  it("reports an error answer's message, else 'Failed to test provider key'", async () => {
    const { events } = setup({
      'POST /api/user/provider-keys/anthropic/test': () => errorBody(429, OVER_BUDGET),
      'POST /api/user/provider-keys/google/test': () => new Response(null, { status: 502 }),
    });
    await events.click(within(await provider('Anthropic')).getByRole('button', { name: 'Test Anthropic key' }));
    expect(await screen.findByText(OVER_BUDGET)).toBeInTheDocument();
    expect(screen.getByText('Anthropic test failed')).toBeInTheDocument();
    await events.click(within(await provider('Google')).getByRole('button', { name: 'Test Google key' }));
    expect(await screen.findByText('Failed to test provider key')).toBeInTheDocument();
    expect(screen.getByText('Google test failed')).toBeInTheDocument();
  });

  it('offers Test only where a key exists and Remove only for your own key', async () => {
    setup();
    const openai = await provider('OpenAI');
    expect(within(openai).getByRole('button', { name: 'Test OpenAI key' })).toBeDisabled();
    expect(within(openai).getByRole('button', { name: 'Remove OpenAI key' })).toBeDisabled();
    const anthropic = await provider('Anthropic');
    expect(within(anthropic).getByRole('button', { name: 'Test Anthropic key' })).toBeEnabled();
    expect(within(anthropic).getByRole('button', { name: 'Remove Anthropic key' })).toBeDisabled();
    const google = await provider('Google');
    expect(within(google).getByRole('button', { name: 'Test Google key' })).toBeEnabled();
    expect(within(google).getByRole('button', { name: 'Remove Google key' })).toBeEnabled();
  });

  it("removes your key after confirmation and says 'Provider key removed'", async () => {
    const { requests, events, replace } = setup({
      'DELETE /api/user/provider-keys/google': () => {
        replace('google', { status: 'server', maskedKey: null, baseUrl: null, updatedAt: null });
        return new Response(null, { status: 204 });
      },
    });
    const google = await provider('Google');
    await events.click(within(google).getByRole('button', { name: 'Remove Google key' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Remove your Google key?')).toBeInTheDocument();
    await events.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Provider key removed')).toBeInTheDocument();
    expect(await within(google).findByText('Server key')).toBeInTheDocument();
    expect(within(google).getByLabelText('Base URL (optional)')).toHaveValue('');
    expect(requests.filter((request) => request.method === 'DELETE').map(describeRequest)).toEqual(['DELETE /api/user/provider-keys/google']);
  });

  it("falls back to 'Failed to remove provider key' and keeps the key", async () => {
    const { events } = setup({ 'DELETE /api/user/provider-keys/google': () => new Response(null, { status: 500 }) });
    const google = await provider('Google');
    await events.click(within(google).getByRole('button', { name: 'Remove Google key' }));
    await events.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove provider key')).toBeInTheDocument();
    expect(within(google).getByText('Your key …wxyz')).toBeInTheDocument();
  });

  it('says when the keys could not be loaded, and loads them again on Retry', async () => {
    let fail = true;
    const { events } = setup({
      'GET /api/user/provider-keys': () => (fail ? new Response(null, { status: 500 }) : jsonResponse(STORED)),
    });
    expect(await screen.findByText('Your provider keys could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await provider('Google')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Your provider keys could not be loaded.')).toBeNull());
  });
});
