#!/usr/bin/env node
// Generates src/api/schema.gen.ts from the committed backend/openapi.json: `npm run api:generate`.
// With --stdout it prints the result instead; src/api/schema.gen.spec.ts runs it that way, so the drift test
// and the script share this one code path and cannot disagree.
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const spec = new URL('../../backend/openapi.json', import.meta.url);
const output = new URL('../src/api/schema.gen.ts', import.meta.url);

// The same header and defaults as the openapi-typescript command (the frontend uses that), so both match.
const schema = COMMENT_HEADER + astToString(await openapiTS(spec, { silent: true }));

if (process.argv.includes('--stdout')) process.stdout.write(schema);
else writeFileSync(output, schema);
