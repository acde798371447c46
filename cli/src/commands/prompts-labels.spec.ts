import { ExitCode } from '../output/exit-codes';
import { jsonResponse, runCli } from '../testing/fake-deps';
import type { Prompt, PromptVersion } from './prompts';

const KEY = 'pfk_0123456789abcdefghijABCDEFGHIJ012345';

const PROMPT: Prompt = {
  id: 'p-1',
  name: 'Support reply',
  description: 'Answers a ticket',
  content: 'Write a short reply to the ticket.\nSign as Acme support.',
  systemPrompt: 'You are a support agent.',
  llmModelDefault: 'gpt-4o',
  currentVersion: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T17:45:00.000Z',
};
const V1: PromptVersion = { id: 'v-1', version: 1, content: 'Write a reply to the ticket.\nSign as Acme support.', systemPrompt: null, notes: 'Initial version', labels: ['production'], createdAt: '2026-11-01T09:00:00.000Z' };
const V2: PromptVersion = { id: 'v-2', version: 2, content: PROMPT.content, systemPrompt: PROMPT.systemPrompt, notes: 'Shorter', labels: ['latest'], createdAt: '2026-11-20T17:45:00.000Z' };

/** The label routes as backend/src/modules/prompts answers them, over one prompt with two versions. */
function fakeServer() {
  const versions = structuredClone([V2, V1]);
  const requests: string[] = [];
  const transport = async (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/prompts') {
      const name = url.searchParams.get('name') ?? '';
      return jsonResponse(200, name.toLowerCase() === PROMPT.name.toLowerCase() ? [PROMPT] : []);
    }
    if (url.pathname === '/api/prompts/resolve') {
      const label = url.searchParams.get('label') ?? 'production';
      const version = versions.find((candidate) => candidate.labels.includes(label));
      if (version === undefined) return jsonResponse(404, { statusCode: 404, message: `The prompt has no version labelled "${label}".` });
      return jsonResponse(200, { promptId: PROMPT.id, name: PROMPT.name, content: version.content, systemPrompt: version.systemPrompt, version: version.version, versionId: version.id, labels: version.labels, resolvedLabel: label, model: 'gpt-4o' });
    }
    if (url.pathname === '/api/prompts/p-1/versions') return jsonResponse(200, versions);
    const label = /^\/api\/prompts\/p-1\/labels\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method === 'PUT' && label !== undefined) {
      const { version } = (await request.json()) as { version: number };
      for (const candidate of versions) candidate.labels = candidate.labels.filter((name) => name !== label);
      const target = versions.find((candidate) => candidate.version === version)!;
      target.labels.push(label);
      return jsonResponse(200, { label, version, versionId: target.id, updatedAt: '2026-11-24T10:00:00.000Z' });
    }
    return jsonResponse(404, { message: 'no fake answer' });
  };
  return { transport, requests };
}

describe('promptforge prompts pull --label', () => {
  it('pulls the version the label points at, through the resolve route', async () => {
    const { transport, requests } = fakeServer();

    const result = await runCli(['prompts', 'pull', 'support reply', '--label', 'production', '--api-key', KEY], { transport });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toBe('---\nname: Support reply\ndescription: Answers a ticket\nmodel: gpt-4o\n---\nWrite a reply to the ticket.\nSign as Acme support.\n');
    expect(requests).toContain('GET /api/prompts/resolve?name=Support%20reply&label=production');
  });

  it('a label that is not set is an error naming the fix; --label with --version is a usage error; a bad label exits 2', async () => {
    const { transport } = fakeServer();

    const missing = await runCli(['prompts', 'pull', 'Support reply', '--label', 'staging', '--api-key', KEY], { transport });
    const both = await runCli(['prompts', 'pull', 'Support reply', '--label', 'staging', '--version', '1', '--api-key', KEY], { transport });
    const bad = await runCli(['prompts', 'pull', 'Support reply', '--label', 'Prod', '--api-key', KEY], { transport });

    expect(missing.exitCode).toBe(ExitCode.Error);
    expect(missing.stderr).toBe('error: Support reply has no version labelled "staging" (promptforge prompts promote "Support reply" <version> --label staging sets it)\n');
    expect(both.exitCode).toBe(ExitCode.Usage);
    expect(both.stderr).toContain('--version and --label each choose a version: give one of them');
    expect(bad.exitCode).toBe(ExitCode.Usage);
    expect(bad.stderr).toContain('a label is 1 to 32 lower-case letters, digits and hyphens.');
  });
});

describe('promptforge prompts promote', () => {
  it('moves production (the default label) and says from where to where', async () => {
    const { transport, requests } = fakeServer();

    const result = await runCli(['prompts', 'promote', 'Support reply', '2', '--api-key', KEY], { transport });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toBe('Support reply: production moved from v1 to v2\n');
    expect(requests).toContain('PUT /api/prompts/p-1/labels/production');
  });

  it('sets a new custom label, with --json the label as the server answers it', async () => {
    const { transport } = fakeServer();

    const text = await runCli(['prompts', 'promote', 'Support reply', '1', '--label', 'staging', '--api-key', KEY], { transport });
    const json = await runCli(['prompts', 'promote', 'Support reply', '1', '--label', 'staging', '--api-key', KEY, '--json'], { transport });

    expect(text.stdout).toBe('Support reply: staging now on v1\n');
    expect(JSON.parse(json.stdout)).toEqual({ name: 'Support reply', label: 'staging', version: 1, versionId: 'v-1', updatedAt: '2026-11-24T10:00:00.000Z', previousVersion: 1 });
  });

  it('refuses latest (exit 2) and a version the prompt does not have (exit 1), sending no change', async () => {
    const { transport, requests } = fakeServer();

    const latest = await runCli(['prompts', 'promote', 'Support reply', '1', '--label', 'latest', '--api-key', KEY], { transport });
    const missing = await runCli(['prompts', 'promote', 'Support reply', '7', '--api-key', KEY], { transport });

    expect(latest.exitCode).toBe(ExitCode.Usage);
    expect(latest.stderr).toBe('error: latest always points at the newest version and moves by itself: promote another label\n');
    expect(missing.exitCode).toBe(ExitCode.Error);
    expect(missing.stderr).toBe('error: Support reply has no version 7: its versions are 1 to 2\n');
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });
});

describe('promptforge prompts diff', () => {
  it('prints a unified diff of the two versions as prompt files and exits 0', async () => {
    const { transport } = fakeServer();

    const result = await runCli(['prompts', 'diff', 'Support reply', '1', '2', '--api-key', KEY], { transport });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toBe(
      [
        '===================================================================',
        '--- Support reply v1',
        '+++ Support reply v2',
        '@@ -1,6 +1,7 @@',
        ' ---',
        ' name: Support reply',
        ' model: gpt-4o',
        '+system: You are a support agent.',
        ' ---',
        '-Write a reply to the ticket.',
        '+Write a short reply to the ticket.',
        ' Sign as Acme support.',
        '',
      ].join('\n'),
    );
  });

  it('identical versions give an empty patch body and still exit 0; a missing version exits 1', async () => {
    const { transport } = fakeServer();

    const same = await runCli(['prompts', 'diff', 'Support reply', '2', '2', '--api-key', KEY, '--json'], { transport });
    const missing = await runCli(['prompts', 'diff', 'Support reply', '1', '5', '--api-key', KEY], { transport });

    expect(same.exitCode).toBe(ExitCode.Ok);
    expect(JSON.parse(same.stdout)).toMatchObject({ name: 'Support reply', from: 2, to: 2, identical: true });
    expect(missing.exitCode).toBe(ExitCode.Error);
    expect(missing.stderr).toBe('error: Support reply has no version 5: its versions are 1 to 2\n');
  });
});
