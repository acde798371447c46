import { randomUUID } from 'node:crypto';
import { cli, env } from '../utils';

async function api<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(env.baseUrl() + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

const CATALOGUE = [
  'gpt-4o',
  'gemini-pro',
  'gemini-2.5-pro',
  'gemini-2.5-flash',
  'claude-sonnet-4-6',
  'llama-3.1-sonar-large-128k-online',
  'deepseek-chat',
  'llama-3-70b',
  'gpt-3.5-turbo',
  'mistral-large-latest',
  'mistral-small-latest',
  'codestral-latest',
];

describe('promptforge models (built CLI against the running server)', () => {
  let token: string;
  let apiKey: string;

  beforeAll(async () => {
    const password = 'correct horse battery';
    const registered = await api<{ token: string }>('POST', '/api/auth/register', undefined, {
      name: 'Ana Models',
      email: `models-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
    });
    token = registered.body.token;
    apiKey = (await api<{ key: string }>('POST', '/api/api-keys', token, { name: 'CLI models' })).body.key;
  });

  const models = (...args: string[]) => cli(['models', '--url', env.baseUrl(), ...args], { PROMPTFORGE_API_KEY: apiKey });

  it('lists the catalogue with provider, context window, prices and availability', async () => {
    const result = await models();

    expect(result.exitCode).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+PROVIDER\s+CONTEXT\s+INPUT \$\/1K\s+OUTPUT \$\/1K\s+AVAILABLE$/);
    expect(lines.slice(1, 1 + CATALOGUE.length).map((line) => line.split(/\s+/)[0]).sort()).toEqual([...CATALOGUE].sort());
    expect(lines.find((line) => line.startsWith('gpt-4o '))?.split(/\s+/)).toEqual(['gpt-4o', 'openai', '128,000', '0.010000', '0.030000', 'no']);
    expect(lines.at(-1)).toMatch(/^Prices in USD per 1,000 tokens, as of \d{4}-\d{2}-\d{2}( to \d{4}-\d{2}-\d{2})?\.$/);
    // The server under test has no provider keys of its own.
    expect(result.stderr).toBe('No model is available yet: add a provider key in Settings → LLM Providers.\n');
  });

  it("a key saved for a provider makes its models available; --json gives the API's list", async () => {
    const saved = await api('PUT', '/api/user/provider-keys/google', token, { apiKey: 'google-e2e-key-1234' });
    expect(saved.status).toBe(200);

    const result = await models('--json');

    expect(result.exitCode).toBe(0);
    const listed = JSON.parse(result.stdout) as Array<{ id: string; provider: string; available: boolean; contextWindow: number }>;
    expect(listed.map((model) => model.id).sort()).toEqual([...CATALOGUE].sort());
    expect(listed.filter((model) => model.available).map((model) => model.id).sort()).toEqual(['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-pro']);
    expect(listed.find((model) => model.id === 'gemini-2.5-pro')).toMatchObject({ provider: 'google', contextWindow: 1000000 });
  });

  it('without a key: exit 3 and the login hint', async () => {
    const result = await cli(['models', '--url', env.baseUrl()]);

    expect(result.exitCode).toBe(3);
    expect(result.stderr).toContain('requires an API key: run `promptforge login`');
  });
});
