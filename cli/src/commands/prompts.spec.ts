import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExitCode } from '../output/exit-codes';
import { jsonResponse, runCli } from '../testing/fake-deps';
import { UNAUTHORIZED } from '../testing/users';
import type { Prompt, PromptVersion } from './prompts';

const KEY = 'pfk_0123456789abcdefghijABCDEFGHIJ012345';

/** The prompt routes as backend/src/modules/prompts answers them, over an in-memory library. */
function fakeLibrary(initial: Prompt[] = [], versions: Record<string, PromptVersion[]> = {}) {
  const prompts = structuredClone(initial);
  const history = structuredClone(versions);
  const bodies: Array<{ method: string; path: string; body: unknown }> = [];
  const transport = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
    bodies.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    if (request.method === 'GET' && url.pathname === '/api/prompts') {
      const name = url.searchParams.get('name');
      return jsonResponse(200, name === null ? prompts : prompts.filter((p) => p.name.toLowerCase() === name.toLowerCase()));
    }
    if (request.method === 'POST' && url.pathname === '/api/prompts') {
      const created: Prompt = {
        id: `id-${prompts.length + 1}`,
        name: String(body?.name),
        description: (body?.description as string | null) ?? null,
        content: String(body?.content),
        systemPrompt: (body?.systemPrompt as string | null) ?? null,
        llmModelDefault: (body?.llmModelDefault as string | undefined) ?? 'gpt-4o',
        currentVersion: 1,
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
      };
      prompts.push(created);
      return jsonResponse(201, created);
    }
    const match = /^\/api\/prompts\/([^/]+)(\/versions)?$/.exec(url.pathname);
    const prompt = prompts.find((p) => p.id === match?.[1]);
    if (prompt === undefined) return jsonResponse(404, { statusCode: 404, message: 'Prompt not found' });
    if (request.method === 'GET' && match?.[2] !== undefined) return jsonResponse(200, history[prompt.id] ?? []);
    if (request.method === 'PUT') {
      const versioned = body?.content !== undefined || body?.systemPrompt !== undefined;
      Object.assign(prompt, body, { notes: undefined });
      delete (prompt as { notes?: unknown }).notes;
      if (versioned) prompt.currentVersion += 1;
      return jsonResponse(200, prompt);
    }
    return jsonResponse(404, { message: 'no fake answer' });
  };
  return { transport, prompts, bodies };
}

const SUPPORT: Prompt = {
  id: 'p-1',
  name: 'Support reply',
  description: 'Answers a ticket',
  content: 'Write a reply to the ticket below.\n\n"""{{ticket}}"""',
  systemPrompt: 'You are a support agent for Acme.\n',
  llmModelDefault: 'gpt-4o',
  currentVersion: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T17:45:00.000Z',
};

const SUPPORT_FILE = [
  '---',
  'name: Support reply',
  'description: Answers a ticket',
  'model: gpt-4o',
  'system: |',
  '  You are a support agent for Acme.',
  '---',
  'Write a reply to the ticket below.',
  '',
  '"""{{ticket}}"""',
  '',
].join('\n');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'promptforge-prompts-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('promptforge prompts list', () => {
  it('prints name, current version, model, update day and description', async () => {
    const other: Prompt = { ...SUPPORT, id: 'p-2', name: 'Classifier', description: null, currentVersion: 1, llmModelDefault: 'deepseek-chat' };
    const { transport } = fakeLibrary([SUPPORT, other]);

    const result = await runCli(['prompts', 'list', '--api-key', KEY], { transport });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toBe(
      [
        'NAME           VERSION  MODEL          UPDATED     DESCRIPTION',
        'Support reply  v3       gpt-4o         2026-11-20  Answers a ticket',
        'Classifier     v1       deepseek-chat  2026-11-20',
        '',
      ].join('\n'),
    );
  });

  it('--json prints the list as the API returns it; an empty library says how to start', async () => {
    expect(JSON.parse((await runCli(['prompts', 'list', '--json', '--api-key', KEY], fakeLibrary([SUPPORT]))).stdout)).toEqual([SUPPORT]);

    const empty = await runCli(['prompts', 'list', '--api-key', KEY], fakeLibrary());

    expect(empty.stdout).toBe('');
    expect(empty.stderr).toBe("You don't have any prompts yet: push a prompt file with `promptforge prompts push <file>`.\n");
  });

  it('exits 3 when the key is refused', async () => {
    const result = await runCli(['prompts', 'list'], { transport: async () => jsonResponse(401, UNAUTHORIZED) });

    expect(result.exitCode).toBe(ExitCode.Auth);
  });

  it('exits 3 with the server message when the trial has ended', async () => {
    const expired = { statusCode: 403, code: 'TRIAL_EXPIRED', message: 'Your free trial has ended.' };

    const result = await runCli(['prompts', 'list', '--api-key', KEY], { transport: async () => jsonResponse(403, expired) });

    expect(result.exitCode).toBe(ExitCode.Auth);
    expect(result.stderr).toContain('Your free trial has ended. (HTTP 403)');
  });
});

describe('promptforge prompts pull', () => {
  it('prints the prompt file of the current version, found by name in any case', async () => {
    const { transport, bodies } = fakeLibrary([SUPPORT]);

    const result = await runCli(['prompts', 'pull', 'support REPLY', '--api-key', KEY], { transport });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toBe(SUPPORT_FILE);
    expect(bodies.map((b) => `${b.method} ${b.path}`)).toEqual(['GET /api/prompts?name=support%20REPLY']);
  });

  it('--version N takes that version, -o writes the file and says so', async () => {
    const v1: PromptVersion = { id: 'v-1', version: 1, content: 'First draft of the reply.', systemPrompt: null, notes: 'Initial version', labels: [], createdAt: '2026-11-01T09:00:00.000Z' };
    const { transport } = fakeLibrary([SUPPORT], { 'p-1': [{ ...v1, id: 'v-3', version: 3 }, v1] });
    const output = join(dir, 'support.md');

    const result = await runCli(['prompts', 'pull', 'Support reply', '--version', '1', '-o', output, '--api-key', KEY], { transport });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`Wrote Support reply v1 to ${output}\n`);
    expect(readFileSync(output, 'utf8')).toBe(
      '---\nname: Support reply\ndescription: Answers a ticket\nmodel: gpt-4o\n---\nFirst draft of the reply.\n',
    );
  });

  it('names what is missing: the prompt, or the version', async () => {
    const { transport } = fakeLibrary([SUPPORT], { 'p-1': [] });

    const noPrompt = await runCli(['prompts', 'pull', 'Nope', '--api-key', KEY], { transport });
    const noVersion = await runCli(['prompts', 'pull', 'Support reply', '--version', '9', '--api-key', KEY], { transport });

    expect(noPrompt.exitCode).toBe(ExitCode.Error);
    expect(noPrompt.stderr).toBe('error: you have no prompt named "Nope" (promptforge prompts list shows yours)\n');
    expect(noVersion.exitCode).toBe(ExitCode.Error);
    expect(noVersion.stderr).toBe('error: Support reply has no version 9: its versions are 1 to 3\n');
  });

  it('exits 2 on a version that is not a number; --version alone still prints the CLI version', async () => {
    const bad = await runCli(['prompts', 'pull', 'Support reply', '--version', 'latest']);

    expect(bad.exitCode).toBe(ExitCode.Usage);
    expect(bad.stderr).toContain('a version number (1, 2, …) is expected.');
    expect((await runCli(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('promptforge prompts push', () => {
  it('creates a missing prompt as v1 with every field of the file', async () => {
    const { transport, bodies } = fakeLibrary();

    const result = await runCli(['prompts', 'push', file('support.md', SUPPORT_FILE), '--api-key', KEY], { transport });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toBe('Support reply v1 (created)\n');
    expect(bodies.at(-1)).toEqual({
      method: 'POST',
      path: '/api/prompts',
      body: {
        name: 'Support reply',
        description: 'Answers a ticket',
        content: SUPPORT.content,
        systemPrompt: SUPPORT.systemPrompt,
        llmModelDefault: 'gpt-4o',
      },
    });
  });

  it('sends nothing when the file equals the prompt, and only what changed otherwise', async () => {
    const { transport, bodies } = fakeLibrary([SUPPORT]);
    const editedFile = SUPPORT_FILE.replace('below.', 'below in 3 sentences.');
    const editedContent = SUPPORT.content.replace('below.', 'below in 3 sentences.');

    const unchanged = await runCli(['prompts', 'push', file('same.md', SUPPORT_FILE), '--api-key', KEY], { transport });
    const edited = await runCli(['prompts', 'push', file('edited.md', editedFile), '--notes', 'Shorter replies', '--api-key', KEY], {
      transport,
    });
    const otherModel = file('model.md', editedFile.replace('model: gpt-4o', 'model: deepseek-chat'));
    const metadata = await runCli(['prompts', 'push', otherModel, '--api-key', KEY], { transport });

    expect(unchanged.stdout).toBe('Support reply v3 (unchanged)\n');
    expect(edited.stdout).toBe('Support reply v4 (updated)\n');
    expect(metadata.stdout).toBe('Support reply v4 (updated)\n');
    expect(bodies.filter((b) => b.method !== 'GET')).toEqual([
      {
        method: 'PUT',
        path: '/api/prompts/p-1',
        body: { content: editedContent, systemPrompt: SUPPORT.systemPrompt, notes: 'Shorter replies' },
      },
      { method: 'PUT', path: '/api/prompts/p-1', body: { llmModelDefault: 'deepseek-chat' } },
    ]);
  });

  it('a file without description or system clears them; without model keeps the prompt’s', async () => {
    const { transport, bodies } = fakeLibrary([SUPPORT]);

    await runCli(['prompts', 'push', file('bare.md', `---\nname: Support reply\n---\n${SUPPORT.content}\n`), '--api-key', KEY], { transport });

    expect(bodies.at(-1)?.body).toEqual({ description: null, content: SUPPORT.content, systemPrompt: null });
  });

  it('--json prints file, name, id, version and status per file', async () => {
    const { transport } = fakeLibrary([SUPPORT]);
    const files = [file('a.md', SUPPORT_FILE), file('b.md', '---\nname: Classifier\n---\nClassify the review.\n')];

    const result = await runCli(['prompts', 'push', ...files, '--json', '--api-key', KEY], { transport });

    expect(JSON.parse(result.stdout)).toEqual([
      { file: files[0], name: 'Support reply', id: 'p-1', version: 3, status: 'unchanged' },
      { file: files[1], name: 'Classifier', id: 'id-2', version: 1, status: 'created' },
    ]);
  });

  it('checks every file before sending anything: a name is required and must be unique', async () => {
    const { transport, bodies } = fakeLibrary();
    const good = file('good.md', SUPPORT_FILE);

    const noName = await runCli(['prompts', 'push', good, file('anon.md', 'Classify the review.\n'), '--api-key', KEY], { transport });
    const twice = await runCli(['prompts', 'push', good, file('dup.md', SUPPORT_FILE.replace('Support reply', 'SUPPORT REPLY')), '--api-key', KEY], {
      transport,
    });

    expect(noName.exitCode).toBe(ExitCode.Error);
    expect(noName.stderr).toBe(`error: ${join(dir, 'anon.md')}: the front matter has no name, and push needs one\n`);
    expect(twice.stderr).toBe(`error: ${good} and ${join(dir, 'dup.md')} both name the prompt "SUPPORT REPLY": give each prompt its own name\n`);
    expect(bodies).toEqual([]);
  });

  it('names the file when the server refuses it', async () => {
    const refusing = async (request: Request) =>
      request.method === 'GET'
        ? jsonResponse(200, [])
        : jsonResponse(400, { statusCode: 400, message: ['Prompt content must be at least 5 characters long'] });
    const short = file('short.md', '---\nname: Tiny\n---\nHi\n');

    const result = await runCli(['prompts', 'push', short, '--api-key', KEY], { transport: refusing });

    expect(result.exitCode).toBe(ExitCode.Error);
    expect(result.stderr).toBe(
      `error: ${short}: PromptForge at http://localhost:3000 answered HTTP 400: Prompt content must be at least 5 characters long\n`,
    );
  });
});
