/**
 * jest-environment-jsdom does not expose the WHATWG fetch API. Node 20 has it, so hand Node's
 * implementations to the jsdom global (the same idea as the jest-fixed-jsdom package).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'structuredClone']) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
