import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../src/bin/write-openapi';

describe('OpenAPI contract', () => {
  it('backend/openapi.json matches the document the code generates (run `npm run api:generate` after API changes)', async () => {
    const committed: unknown = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'));
    // Compared as data: under ts-jest the swagger plugin may emit a schema's keys in another order than nest build.
    const generated: unknown = JSON.parse(serializeOpenApiDocument(await buildOpenApiDocument()));
    expect(generated).toEqual(committed);
  });
});
