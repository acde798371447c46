import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../src/bin/write-openapi';

describe('OpenAPI contract', () => {
  it('backend/openapi.json matches the document the code generates (run `npm run api:generate` after API changes)', async () => {
    const committed = readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8');
    const generated = serializeOpenApiDocument(await buildOpenApiDocument());
    expect(generated).toEqual(committed);
  });
});
