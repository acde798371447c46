/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Drift test for the generated client: regenerating the types from backend/openapi.json with
 * openapi-typescript's Node API (openapiTS + astToString, in scripts/generate-api.mjs, the same code
 * `npm run api:generate` runs) must give exactly the committed src/api/schema.gen.ts.
 */
const run = promisify(execFile);
const frontendRoot = path.resolve(__dirname, '../..');
const committedFile = path.join(frontendRoot, 'src/api/schema.gen.ts');
const openapiDocument = path.resolve(frontendRoot, '../backend/openapi.json');

async function generateWithNodeApi(input = openapiDocument): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/generate-api.mjs', '--stdout', '--input', input], {
    cwd: frontendRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

async function generateWithCli(): Promise<string> {
  const cli = path.join(path.dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');
  const { stdout } = await run(process.execPath, [cli, openapiDocument], { cwd: frontendRoot, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The committed document plus one extra path, written to a temporary file. */
function changedDocument(): string {
  const document = JSON.parse(readFileSync(openapiDocument, 'utf8')) as { paths: Record<string, unknown> };
  document.paths['/api/drift-probe'] = {
    get: { operationId: 'drift_probe', responses: { '200': { description: 'probe' } } },
  };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pf-drift-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  return file;
}

describe('generated API types', () => {
  let fromApi: string;
  let fromCli: string;
  let fromChangedDocument: string;

  beforeAll(async () => {
    [fromApi, fromCli, fromChangedDocument] = await Promise.all([
      generateWithNodeApi(),
      generateWithCli(),
      generateWithNodeApi(changedDocument()),
    ]);
  }, 30_000);

  it('src/api/schema.gen.ts matches backend/openapi.json (run `npm run api:generate -w frontend` if not)', () => {
    expect(readFileSync(committedFile, 'utf8')).toBe(fromApi);
  });

  it('is the same text the openapi-typescript CLI writes (the CLI workspace uses the CLI)', () => {
    expect(fromApi).toBe(fromCli);
  });

  it('detects drift: a changed document gives different text', () => {
    expect(fromChangedDocument).toContain('"/api/drift-probe"');
    expect(fromChangedDocument).not.toBe(readFileSync(committedFile, 'utf8'));
  });
});
