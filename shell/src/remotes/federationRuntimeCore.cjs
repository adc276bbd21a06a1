// Module federation's runtime core for the remotes: their builds leave it out
// (experiments.externalRuntime in build-config) and use the one the page hands out in
// globalThis._FEDERATION_RUNTIME_CORE. The shell hands out this copy, in a chunk of its own that
// downloads beside the remotes manifest, rather than its own runtime's: handing that one out
// would keep every export of it in the shell's entry script, the first script of every page.
// (Required, not imported: a copy of its own, so the entry script's copy stays tree-shaken.)
globalThis._FEDERATION_RUNTIME_CORE ??= require('@module-federation/runtime-core');
