#!/usr/bin/env node
/**
 * Generates src/api/schema.gen.ts (openapi-typescript `paths`/`components` types) from the backend's
 * committed OpenAPI document. `npm run api:generate` and the drift test (src/api/schema.drift.test.ts)
 * both run this file, so the checked text and the written text come from one code path. Its output
 * is byte-identical to `openapi-typescript ../backend/openapi.json -o src/api/schema.gen.ts` (the CLI
 * wraps the same openapiTS() + astToString() calls in COMMENT_HEADER with default options).
 *
 * Usage: node scripts/generate-api.mjs [--input <openapi.json>] [--output <file>] [--stdout | --check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const frontendRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_INPUT = path.resolve(frontendRoot, '../backend/openapi.json');
export const DEFAULT_OUTPUT = path.resolve(frontendRoot, 'src/api/schema.gen.ts');

/** The generated module text for an OpenAPI document on disk. */
export async function generateApiTypes(inputFile = DEFAULT_INPUT) {
  if (!fs.existsSync(inputFile)) {
    throw new Error(`OpenAPI document not found: ${inputFile} (run \`npm run openapi:write -w backend\`)`);
  }
  const ast = await openapiTS(pathToFileURL(inputFile), { silent: true });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

function parseArgs(argv) {
  const args = { input: DEFAULT_INPUT, output: DEFAULT_OUTPUT, mode: 'write' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--input') args.input = path.resolve(argv[++i]);
    else if (arg === '--output') args.output = path.resolve(argv[++i]);
    else if (arg === '--stdout') args.mode = 'stdout';
    else if (arg === '--check') args.mode = 'check';
    else throw new Error(`unknown argument: ${arg}`);
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const text = await generateApiTypes(args.input);
  if (args.mode === 'stdout') {
    process.stdout.write(text);
    return;
  }
  if (args.mode === 'check') {
    const current = fs.existsSync(args.output) ? fs.readFileSync(args.output, 'utf8') : '';
    if (current !== text) {
      process.stderr.write(`${path.relative(process.cwd(), args.output)} is out of date: run npm run api:generate\n`);
      process.exitCode = 1;
    }
    return;
  }
  fs.mkdirSync(path.dirname(args.output), { recursive: true });
  fs.writeFileSync(args.output, text, 'utf8');
  process.stdout.write(`wrote ${path.relative(process.cwd(), args.output)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
