// federationRuntimeCore.cjs only sets globalThis._FEDERATION_RUNTIME_CORE.
export {};
