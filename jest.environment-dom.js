// The web projects' test environment: Jest's jsdom environment on jsdom 29 rather than the 26
// that jest-environment-jsdom pins. jsdom 26 matched every CSS rule of the page against an
// element on every getComputedStyle(), which Testing Library's role queries and user-event's
// pointer checks call for each element they look at: with MUI's emotion styles that was about
// half of a component test's time. jsdom 29 caches computed styles.
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');

class DomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    // As jest-fixed-jsdom did: packages resolve to their Node builds, not their browser ones,
    // and the page has Node's fetch, streams and encoders, which jsdom lacks or replaces.
    this.customExportConditions = [''];
    for (const name of [
      'TextDecoder',
      'TextEncoder',
      'TextDecoderStream',
      'TextEncoderStream',
      'ReadableStream',
      'TransformStream',
      'WritableStream',
      'Blob',
      'Headers',
      'FormData',
      'Request',
      'Response',
      'fetch',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'URL',
      'URLSearchParams',
      'BroadcastChannel',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = DomEnvironment;
