import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
 * A cache is named after a hash of the bundle's bytes and the Node version: V8 checks a cache
 * against little more than the source's length, and would run another bundle's code. A code
 * cache is code, so it is kept only in a folder of the server's own (the data folder), and a
 * folder or file that anyone else owns or may write is not read: one planted there would run
 * as ours.
 */
export function runBundle(file: string, cacheDir: string): RunningBundle {
  const source = readFileSync(file);
  const digest = createHash('sha256').update(source).digest('hex');
  const cacheFile = path.join(cacheDir, `${digest}.${process.version}.v8-cache`);
  const cachedData = privateFolder(cacheDir) ? readPrivateFile(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(source.toString('utf8')), {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
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
  // As node calls a module: `this` is its exports.
  wrapper.call(
    bundle.exports,
    bundle.exports,
    createRequire(file),
    bundle,
    file,
    path.dirname(file),
  );

  return {
    exports: bundle.exports,
    codeCache,
    saveCodeCache() {
      if (codeCache === 'accepted') return;
      mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
      if (!privateFolder(cacheDir)) {
        throw new Error(`${cacheDir} is not the server's alone: its code cache is not kept there`);
      }
      const data = script.createCachedData();
      // Caches of earlier bundles are of no more use. Another server on the same data folder may
      // be writing its copy of this one (a .partial file): that is left alone.
      for (const name of readdirSync(cacheDir)) {
        if (name.endsWith('.v8-cache') && name !== path.basename(cacheFile)) {
          rmSync(path.join(cacheDir, name), { force: true });
        }
      }
      // Written whole, then renamed: a start at the same moment reads the old file or the new.
      const partial = `${cacheFile}.${process.pid}.partial`;
      writeFileSync(partial, data, { mode: 0o600 });
      renameSync(partial, cacheFile);
    },
  };
}

/** A real folder or file (no link), this process's user's, that no one else may read or write. */
function ownedAndPrivate(target: string, kind: 'folder' | 'file'): boolean {
  try {
    const stats = lstatSync(target);
    const isKind = kind === 'folder' ? stats.isDirectory() : stats.isFile();
    return isKind && stats.uid === process.getuid?.() && (stats.mode & 0o077) === 0;
  } catch {
    return false;
  }
}

const privateFolder = (folder: string) => ownedAndPrivate(folder, 'folder');

function readPrivateFile(file: string): Buffer | undefined {
  return ownedAndPrivate(file, 'file') ? readFileSync(file) : undefined;
}
