import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, env } from '../utils';

const PROMPT = [
  'I would like you to summarise the support ticket below in order to route it.        ',
  '',
  '',
  '',
  'Answer with JSON like this:',
  JSON.stringify({ team: 'billing', urgency: 'high', reasons: ['refund', 'duplicate charge'] }, null, 2),
  'Você é um assistente 🚀 敏捷的棕色狐狸',
].join('\n');

describe('promptforge tokens (built CLI)', () => {
  let dir: string;
  let file: string;
  let apiKey: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pf-e2e-tokens-'));
    file = join(dir, 'prompt.md');
    writeFileSync(file, PROMPT);
    const password = 'correct horse battery';
    const post = async (path: string, body: unknown, token?: string) =>
      (await fetch(env.baseUrl() + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then((response) => response.json())) as Record<string, string>;
    const { token } = await post('/api/auth/register', { name: 'Ana Tokens', email: `tokens-${randomUUID()}@example.com`, password, confirmPassword: password });
    apiKey = (await post('/api/api-keys', { name: 'CLI tokens' }, token)).key;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const MODELS = 'gpt-4o,claude-sonnet-4-6,gemini-2.5-pro,llama-3-70b,gpt-3.5-turbo';

  it('--offline counts with no server, and gives what the server gives (same tokenizers, same catalogue)', async () => {
    const offline = await cli(['tokens', file, '--offline', '--url', 'http://127.0.0.1:9', '--models', MODELS, '--format', 'json']);
    const online = await cli(['tokens', file, '--url', env.baseUrl(), '--models', MODELS, '--format', 'json'], { PROMPTFORGE_API_KEY: apiKey });

    expect(offline.exitCode).toBe(0);
    expect(online.exitCode).toBe(0);
    const offlineReport = JSON.parse(offline.stdout);
    const onlineReport = JSON.parse(online.stdout);
    expect(offlineReport.source).toBe('offline');
    expect(offlineReport.files).toEqual(onlineReport.files);
    expect(offlineReport.files[0].optimization_tips.map((tip: { kind: string }) => tip.kind)).toEqual(['whitespace', 'filler', 'compact-json', 'cheapest-model']);
  });

  it('the gate exits 4 over budget naming the file and the model, 0 under it, in JUnit too', async () => {
    const over = await cli(['tokens', file, '--offline', '--models', 'gpt-4o,gemini-2.5-flash', '--max-tokens', '20']);
    expect(over.exitCode).toBe(4);
    expect(over.stdout).toMatch(new RegExp(`OVER BUDGET ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} with gpt-4o: \\d+ tokens is above --max-tokens 20`));

    const under = await cli(['tokens', file, '--offline', '--models', 'gpt-4o', '--max-cost', '1', '--format', 'junit']);
    expect(under.exitCode).toBe(0);
    expect(under.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="promptforge tokens" tests="1" failures="0"/);
  });
});
