#!/usr/bin/env node
/**
 * Writes src/app/theme/tokens.css (the CSS custom properties) from src/app/theme/tokens.ts, the design
 * tokens' one source. `--check` exits 1 when the file is stale (src/app/theme/tokens.test.ts checks the same).
 *
 * Usage: node scripts/generate-tokens.mjs [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const frontendRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(frontendRoot, 'src/app/theme/tokens.ts');
const output = path.join(frontendRoot, 'src/app/theme/tokens.css');

const { module } = await runnerImport(source, { configFile: false, logLevel: 'silent' });
const css = module.tokensCss();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : '';
  if (current !== css) {
    console.error(`${path.relative(process.cwd(), output)} is stale: run npm run tokens:generate -w @promptforge/frontend`);
    process.exit(1);
  }
} else {
  fs.writeFileSync(output, css);
  console.log(`wrote ${path.relative(process.cwd(), output)}`);
}
