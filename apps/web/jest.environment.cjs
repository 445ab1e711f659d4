// jsdom plus the WHATWG globals jsdom lacks but React Router's data routers need (Request, Response, Headers,
// TextEncoder, streams). Node's own implementations are copied in, together with Node's AbortController so a
// Request accepts the router's abort signals. `fetch` is left out on purpose: tests mock it.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class WebTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = WebTestEnvironment;
