import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const script = join(__dirname, '..', '..', 'scripts', 'generate-api.mjs');

describe('src/api/schema.gen.ts', () => {
  it('is what `npm run api:generate` makes of backend/openapi.json (if not, run `npm run api:generate -w cli`)', async () => {
    // The generator's dependencies are ES modules, which jest's CommonJS runtime cannot load: run the script itself.
    const { stdout: regenerated } = await promisify(execFile)(process.execPath, [script, '--stdout'], {
      maxBuffer: 64 * 1024 * 1024,
    });

    expect(await readFile(join(__dirname, 'schema.gen.ts'), 'utf8')).toBe(regenerated);
  }, 30_000);
});
