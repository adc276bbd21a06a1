import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** Whether V8 took the code cache it was given: none, taken, or refused (another V8 or flags). */
export type CodeCacheUse = 'none' | 'accepted' | 'rejected';

export interface RunningBundle {
  /** What the bundle's module exported. */
  exports: unknown;
  codeCache: CodeCacheUse;
  /**
   * Writes the code of every function compiled so far, for the next start to skip their
   * compiling; does nothing if this start took a cache. Call it once the program has done what
   * every start does (the server serves), so the cache holds those functions.
   */
  saveCodeCache(): void;
}

/**
 * Runs a CommonJS bundle as node would require it, with a V8 code cache kept in cacheDir: a
 * start then parses and compiles none of the functions the previous start ran (Node 22 has
 * module.enableCompileCache for this; Node 20 does not).
 *
 * The cache is named after the bundle's file, whose name carries a hash of its content
 * (webpack's [contenthash]), and the Node version: V8 checks a cache against the source's length
 * only, so a cache is never offered to any other content. It lives in a folder of the server's
 * own (the data folder), not a shared temporary one: a code cache is code, and one planted there
 * would run as ours.
 */
export function runBundle(file: string, cacheDir: string): RunningBundle {
  const cacheFile = path.join(cacheDir, `${path.basename(file)}.${process.version}.v8-cache`);
  const cachedData = readIfPresent(cacheFile);
  const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), {
    filename: file,
    cachedData,
  });
  const codeCache: CodeCacheUse = !cachedData
    ? 'none'
    : script.cachedDataRejected
      ? 'rejected'
      : 'accepted';
  const bundle = { exports: {} };
  const wrapper = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: unknown,
    filename: string,
    dirname: string,
  ) => void;
  wrapper(bundle.exports, createRequire(file), bundle, file, path.dirname(file));

  return {
    exports: bundle.exports,
    codeCache,
    saveCodeCache() {
      if (codeCache === 'accepted') return;
      const data = script.createCachedData();
      mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
      // Caches of earlier bundles are of no more use.
      for (const name of readdirSync(cacheDir)) {
        if (name !== path.basename(cacheFile)) rmSync(path.join(cacheDir, name), { force: true });
      }
      // Written whole, then renamed: a start at the same moment reads the old file or the new.
      const partial = `${cacheFile}.${process.pid}.partial`;
      writeFileSync(partial, data, { mode: 0o600 });
      renameSync(partial, cacheFile);
    },
  };
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
