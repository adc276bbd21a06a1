// The standalone page of a remote runs this before its own scripts. A remote's build does not
// carry module federation's runtime core (experiments.externalRuntime in index.mjs): inside the
// shell it uses the shell's, which the shell hands out on the page. Alone in its harness, the
// remote's page has no shell, so this small script, built beside the remote, hands one out.
import * as runtimeCore from '@module-federation/runtime-core';

const global = /** @type {Record<string, unknown>} */ (globalThis);
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
global._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'standalone-harness', version: 'bundled' };
