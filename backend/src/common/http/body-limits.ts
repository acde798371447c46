/** The default JSON body limit of every route. */
export const DEFAULT_JSON_LIMIT = '1mb';

/** How deep objects and arrays may nest in a JSON body (every DTO today needs 2). */
export const MAX_JSON_DEPTH = 32;

/**
 * Routes that take larger JSON bodies raise their limit here, explicitly (e.g. token analysis of long texts).
 * Matched against the request path without the query string.
 */
export const LARGE_BODY_ROUTES: ReadonlyArray<{ path: string; limit: string; pattern?: RegExp }> = [
  // Token analysis accepts texts up to 2 MB.
  { path: '/api/analyze-tokens', limit: '2mb' },
  // Playground batches carry up to 10,000 CSV rows (a 5 MB file); saved sessions carry their results.
  { path: '/api/playground/execute-batch', limit: '12mb' },
  { path: '/api/playground/runs', limit: '12mb' },
  { path: '/api/playground/estimate', limit: '12mb' },
  { path: '/api/playground/sessions', limit: '12mb' },
  // Rule import takes up to 200 files of a repository (the web app unpacks a ZIP and sends the rule files).
  { path: '/api/rules/import', limit: '12mb' },
  // Documents hold up to 1 MB of markdown (and generation sources up to 1 MB), escaped in JSON.
  { path: '/api/documentation', limit: '3mb' },
  { path: '/api/documentation/generate', limit: '3mb' },
  { path: '/api/documentation/{id}', pattern: /^\/api\/documentation\/[^/]+$/, limit: '3mb' },
];

/** Routes that take a multipart upload instead of JSON (their own interceptor reads it, with its own limits). */
export const MULTIPART_ROUTES: readonly string[] = ['/api/documentation/analyze-dependencies'];
