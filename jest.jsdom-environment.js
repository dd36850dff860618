// jsdom with the web APIs jsdom lacks but Node 20 has (TextEncoder for react-router, fetch's Response and
// Request for fake backends), taken from Node so component tests behave as in the browser, and a minimal
// top layer (the kit's Dialog and toasts: jest.top-layer-shim.js). jsdom lays nothing out, so scrolling an element
// into view is a no-op a test can spy on.
const { TestEnvironment } = require('jest-environment-jsdom');
const { shimTopLayer } = require('./jest.top-layer-shim');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'Response',
  'Request',
  'Headers',
  'ReadableStream',
  'structuredClone',
  'fetch',
];

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
    shimTopLayer(this.global);
    const { Element } = this.global;
    if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => undefined;
  }
}

module.exports = JsdomWithWebApis;
