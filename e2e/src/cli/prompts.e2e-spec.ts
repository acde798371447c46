import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
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

/** The elements of a document, in order, with their attributes; throws unless the XML is well-formed. */
function xmlElements(xml: string): Array<{ name: string; attributes: Record<string, string> }> {
  const elements: Array<{ name: string; attributes: Record<string, string> }> = [];
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => elements.push({ name: tag.name, attributes: { ...tag.attributes } }));
  parser.write(xml).close();
  return elements;
}

const WEAK = '---\nname: Weak prompt\n---\nWrite some stuff about dogs, etc.\n';
const GOOD = [
  '---',
  'name: Puppy guide',
  'system: |',
  '  You are a veterinarian writing for new dog owners.',
  '---',
  'Write a 150-word guide on house-training a puppy.',
  'Format: 5 bullet points, each starting with a verb.',
  'Tone: friendly. Audience: first-time owners. Do not mention punishment; use positive reinforcement instead.',
  'Example:',
  '- Take the puppy outside every two hours.',
  '',
].join('\n');

describe('promptforge prompts (built CLI against the running server)', () => {
  let token: string;
  let apiKey: string;
  let dir: string;

  beforeAll(async () => {
    const password = 'correct horse battery';
    // A new user is on the trial, which the prompt routes accept.
    const registered = await api<{ token: string }>('POST', '/api/auth/register', undefined, {
      name: 'Ana Prompts',
      email: `prompts-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
    });
    token = registered.body.token;
    apiKey = (await api<{ key: string }>('POST', '/api/api-keys', token, { name: 'CLI prompts' })).body.key;
    dir = mkdtempSync(join(tmpdir(), 'pf-e2e-prompts-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const prompts = (...args: string[]) => cli(['prompts', ...args, '--url', env.baseUrl()], { PROMPTFORGE_API_KEY: apiKey });
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('push creates, then leaves an unchanged file alone, then adds a version after an edit; pull round-trips', async () => {
    const text = [
      '---',
      'name: Support reply',
      'description: "Answers a ticket: politely"',
      'model: deepseek-chat',
      'system: |',
      '  You are a support agent for Acme.',
      '  Never promise refunds.',
      '---',
      'Write a reply to the ticket below in 3 sentences.',
      '',
      '"""{{ticket}}"""',
      '',
    ].join('\n');
    const file = write('support.md', text);

    const created = await prompts('push', file);
    expect(created).toMatchObject({ exitCode: 0, stdout: 'Support reply v1 (created)\n' });

    const unchanged = await prompts('push', file);
    expect(unchanged).toMatchObject({ exitCode: 0, stdout: 'Support reply v1 (unchanged)\n' });

    writeFileSync(file, text.replace('in 3 sentences', 'in 2 sentences'));
    const updated = await prompts('push', file, '--notes', 'Shorter replies');
    expect(updated).toMatchObject({ exitCode: 0, stdout: 'Support reply v2 (updated)\n' });

    const [stored] = (await api<Array<{ id: string; llmModelDefault: string; currentVersion: number }>>('GET', '/api/prompts?name=support%20reply', token)).body;
    expect(stored).toMatchObject({ llmModelDefault: 'deepseek-chat', currentVersion: 2 });
    const versions = await api<Array<{ version: number; notes: string }>>('GET', `/api/prompts/${stored.id}/versions`, token);
    expect(versions.body.map((version) => [version.version, version.notes])).toEqual([
      [2, 'Shorter replies'],
      [1, 'Initial version'],
    ]);

    const pulled = await prompts('pull', 'support reply');
    expect(pulled.exitCode).toBe(0);
    expect(pulled.stdout).toBe(readFileSync(file, 'utf8'));

    const output = join(dir, 'pulled-v1.md');
    const first = await prompts('pull', 'Support reply', '--version', '1', '-o', output);
    expect(first).toMatchObject({ exitCode: 0, stderr: `Wrote Support reply v1 to ${output}\n` });
    expect(readFileSync(output, 'utf8')).toBe(text);
    // The pulled file pushes back as a revert: a new version, nothing lost.
    expect((await prompts('push', output)).stdout).toBe('Support reply v3 (updated)\n');
    expect((await prompts('push', output)).stdout).toBe('Support reply v3 (unchanged)\n');

    const listed = await prompts('list');
    expect(listed.exitCode).toBe(0);
    expect(listed.stdout).toMatch(/^NAME\s+VERSION\s+MODEL\s+UPDATED\s+DESCRIPTION\nSupport reply\s+v3\s+deepseek-chat\s+\d{4}-\d{2}-\d{2}\s+Answers a ticket: politely\n$/);
  });

  it('promote moves production, pull --label follows it, diff prints the unified diff of two versions', async () => {
    const name = `Release notes ${randomUUID().slice(0, 8)}`;
    const file = write('release.md', `---\nname: ${name}\n---\nSummarize the changelog for end users.\n`);
    expect((await prompts('push', file)).stdout).toBe(`${name} v1 (created)\n`);
    writeFileSync(file, `---\nname: ${name}\n---\nSummarize the changelog for end users in five bullet points.\n`);
    expect((await prompts('push', file)).stdout).toBe(`${name} v2 (updated)\n`);

    const unset = await prompts('pull', name, '--label', 'production');
    expect(unset.exitCode).toBe(1);
    expect(unset.stderr).toContain(`has no version labelled "production"`);

    expect(await prompts('promote', name, '1', '--label', 'production')).toMatchObject({ exitCode: 0, stdout: `${name}: production now on v1\n` });
    const first = await prompts('pull', name, '--label', 'production');
    expect(first).toMatchObject({ exitCode: 0, stdout: `---\nname: ${name}\nmodel: gpt-4o\n---\nSummarize the changelog for end users.\n` });

    expect(await prompts('promote', name, '2')).toMatchObject({ exitCode: 0, stdout: `${name}: production moved from v1 to v2\n` });
    const second = await prompts('pull', name, '--label', 'production');
    expect(second.stdout).toContain('in five bullet points.');

    // Both moves are on the server's audit trail, made with the API key.
    const [stored] = (await api<Array<{ id: string }>>('GET', `/api/prompts?name=${encodeURIComponent(name)}`, token)).body;
    const history = (await api<Array<{ label: string; fromVersion: number | null; toVersion: number | null; via: string }>>('GET', `/api/prompts/${stored.id}/label-history`, token)).body;
    expect(history.filter((event) => event.label === 'production').map(({ fromVersion, toVersion, via }) => ({ fromVersion, toVersion, via }))).toEqual([
      { fromVersion: 1, toVersion: 2, via: 'api-key' },
      { fromVersion: null, toVersion: 1, via: 'api-key' },
    ]);

    const diff = await prompts('diff', name, '1', '2');
    expect(diff.exitCode).toBe(0);
    expect(diff.stdout).toBe(
      [
        '===================================================================',
        `--- ${name} v1`,
        `+++ ${name} v2`,
        '@@ -2,4 +2,4 @@',
        ` name: ${name}`,
        ' model: gpt-4o',
        ' ---',
        '-Summarize the changelog for end users.',
        '+Summarize the changelog for end users in five bullet points.',
        '',
      ].join('\n'),
    );
  });

  it('pull of a name that is not in the library exits 1', async () => {
    const result = await prompts('pull', `missing-${randomUUID()}`);

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^error: you have no prompt named "missing-/);
  });

  it('lint exits 4 on a weak prompt and 0 on a good one, offline (no server, no key)', async () => {
    const weak = write('weak.md', WEAK);
    const good = write('good.md', GOOD);
    const offline = (...args: string[]) => cli(['prompts', 'lint', ...args, '--url', 'http://127.0.0.1:9']);

    const failing = await offline(weak, good);
    expect(failing.exitCode).toBe(4);
    expect(failing.stdout).toMatch(/^FAIL .*weak\.md "Weak prompt": overall \d+\/100/m);
    expect(failing.stdout).toMatch(/^PASS .*good\.md "Puppy guide": overall \d+\/100/m);

    const passing = await offline(good);
    expect(passing).toMatchObject({ exitCode: 0, stderr: '' });
  });

  it('lint --format junit prints valid JUnit XML with a failure for the weak prompt', async () => {
    const weak = write('weak <&> "quoted".md', WEAK);
    const good = write('good.md', GOOD);

    const result = await cli(['prompts', 'lint', weak, good, '--format', 'junit', '--min-score', '70']);

    expect(result.exitCode).toBe(4);
    const elements = xmlElements(result.stdout);
    expect(elements[0]).toMatchObject({ name: 'testsuites', attributes: { tests: '2', failures: '1' } });
    const testcases = elements.filter((element) => element.name === 'testcase');
    expect(testcases.map((testcase) => testcase.attributes.name)).toEqual([weak, good]);
    const failures = elements.filter((element) => element.name === 'failure');
    expect(failures).toHaveLength(1);
    expect(failures[0].attributes.message).toMatch(/^overall score \d+ is below the minimum of 70$/);
  });
});
