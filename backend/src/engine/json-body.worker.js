'use strict';
// The thread of the JSON body pool, in the engine process (engine-host.js): decodes and parses a large request body,
// and walks it once for the checks the request thread would otherwise make on it. Plain JavaScript, like
// engine.worker.js.

const BOM = '\ufeff';
/** body-parser's strict mode: a JSON body is an object or an array. */
const FIRST_CHARACTER = /^[\x20\x09\x0a\x0d]*(.)/s;

/**
 * `bytes`: the raw UTF-8 body. Returns `{ error: 'parse' }` for what body-parser would refuse as malformed,
 * `{ error: 'depth' }` when objects and arrays nest deeper than `maxDepth`, else `{ value, clean }` where `clean` says
 * that no string or property name holds NUL or an unpaired surrogate (the request thread names the field otherwise).
 */
module.exports = function parseJsonBody({ bytes, maxDepth }) {
  let text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (text.startsWith(BOM)) text = text.slice(1);
  if (text.length === 0) return { value: {}, clean: true };
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { error: 'parse' };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'parse' };
  }
  let clean = true;
  const isClean = (s) => s.isWellFormed() && !s.includes('\u0000');
  const pending = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop();
    if (typeof current === 'string') {
      if (clean && !isClean(current)) clean = false;
    } else if (current !== null && typeof current === 'object') {
      if (depth + 1 > maxDepth) return { error: 'depth' };
      for (const [key, child] of Object.entries(current)) {
        if (clean && !isClean(key)) clean = false;
        pending.push([child, depth + 1]);
      }
    }
  }
  return { value, clean };
};
