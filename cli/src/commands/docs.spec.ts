import { generateDocument } from '@promptforge/prompt-engine';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExitCode } from '../output/exit-codes';
import { jsonResponse, runCli } from '../testing/fake-deps';

const KEY = 'pfk_0123456789abcdefghijABCDEFGHIJ012345';
const BRIEF = 'TaskPilot is a web app for small teams. Team leads can create projects, assign tasks to members and track progress. The board must load in under 2 seconds.';
const FIXTURES = join(__dirname, '../../../backend/prompt-engine/src/documentation/__fixtures__');

let dir: string;
let brief: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'promptforge-docs-'));
  brief = join(dir, 'brief.md');
  writeFileSync(brief, BRIEF);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('promptforge docs generate', () => {
  it('--offline writes the engine document to -o, with no request', async () => {
    const out = join(dir, 'arch.md');
    const result = await runCli(['docs', 'generate', '--type', 'Architecture', '--title', 'TaskPilot', '--source', brief, '--config', 'architecture_approach=layered', '-o', out, '--offline']);
    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.requests).toEqual([]);
    expect(readFileSync(out, 'utf8')).toBe(generateDocument({ documentType: 'Architecture', title: 'TaskPilot', source: BRIEF, config: { architecture_approach: 'layered' } }).content_markdown);
    expect(result.stderr).toBe(`wrote ${out}\n`);
  });

  it('through the server: sends the request, follows a 202 job to its document, prints JSON with --json', async () => {
    const document = { id: 'd1', title: 'TaskPilot', document_type: 'PRD', content_markdown: '# TaskPilot\n', created_at: '', updated_at: '' };
    const transport = async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/documentation/generate') return jsonResponse(202, { id: 'job-1', status: 'running', error: null, document: null, created_at: '', finished_at: null });
      if (path === '/api/documentation/jobs/job-1') return jsonResponse(200, { id: 'job-1', status: 'completed', error: null, document, created_at: '', finished_at: '' });
      return jsonResponse(404, { message: 'not here' });
    };
    const result = await runCli(['docs', 'generate', '--title', 'TaskPilot', '--source', brief, '--config', 'prd_sections=introduction,user_stories', '--json', '--api-key', KEY], { transport });
    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(await result.requests[0].clone().json()).toEqual({ document_type: 'PRD', title: 'TaskPilot', source_prompt_content: BRIEF, config_options: { prd_sections: ['introduction', 'user_stories'] } });
    expect(JSON.parse(result.stdout)).toMatchObject({ document_id: 'd1', content_markdown: '# TaskPilot\n' });
  });

  it.each([
    [['--config', 'speed=1'], 'unknown --config key: speed'],
    [['--config', 'detail_level=max'], 'detail_level must be one of: high, balanced, detailed'],
    [['--config', 'include_examples=yes'], 'include_examples must be true or false'],
  ])('usage errors exit 2: %j', async (extra, message) => {
    const result = await runCli(['docs', 'generate', '--title', 'T', '--source', brief, '--offline', ...extra]);
    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stderr).toContain(message);
  });
});

describe('promptforge docs analyze', () => {
  it('analyzes manifests offline (text and json)', async () => {
    const text = await runCli(['docs', 'analyze', join(FIXTURES, 'go.mod'), join(FIXTURES, 'Gemfile'), '--checks', 'dependencies,licensing']);
    expect(text.exitCode).toBe(ExitCode.Ok);
    expect(text.requests).toEqual([]);
    expect(text.stdout).toContain('Files analyzed: go.mod (go, 4 dependencies), Gemfile (rubygems,');
    const json = JSON.parse((await runCli(['docs', 'analyze', join(FIXTURES, 'pom.xml'), '--format', 'json'])).stdout);
    expect(json.ecosystems[0]).toMatchObject({ ecosystem: 'maven', runtimes: ['Java 17'] });
  });

  it('a malformed file exits 1 naming it; a bad type exits 2', async () => {
    const broken = join(dir, 'Cargo.toml');
    writeFileSync(broken, '[package\nname = "x"');
    const result = await runCli(['docs', 'analyze', broken]);
    expect(result.exitCode).toBe(ExitCode.Error);
    expect(result.stderr).toMatch(/^error: Cargo\.toml could not be parsed: /);
    const usage = await runCli(['docs', 'analyze', brief]);
    expect(usage.exitCode).toBe(ExitCode.Usage);
    expect(usage.stderr).toContain('brief.md: unsupported file type');
  });
});
