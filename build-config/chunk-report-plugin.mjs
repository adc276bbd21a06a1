// @ts-check
// Writes build-report/chunks.json beside dist/ (or another chunks*.json, for a second build of
// the same package): for every emitted JavaScript file, the packages whose code it carries. The bundle benchmark and the end-to-end tests use it to count how many
// copies of React, ReactDOM, MUI and emotion a page downloaded. It is written outside dist/ so
// it is never deployed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PLUGIN = 'ChunkReportPlugin';

/** @param {string} resource */
export function packageOf(resource) {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resource);
  if (match?.[1]) return match[1].replace(/\\/g, '/');
  const workspace = /[\\/](shell|public-pages|shared-ui|contracts|mfe-[a-z]+)[\\/]src[\\/]/.exec(
    resource,
  );
  return workspace ? `@legacy-planner/${workspace[1]}` : null;
}

/** @param {any} module @param {Set<string>} into */
function collectPackages(module, into) {
  if (module.modules) for (const inner of module.modules) collectPackages(inner, into);
  const resource = module.resource ?? module.rootModule?.resource;
  const name = resource && packageOf(resource);
  if (name) into.add(name);
}

export class ChunkReportPlugin {
  /** @param {{ reportDir: string, buildName: string, fileName?: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      /** @type {Record<string, string[]>} */
      const files = {};
      for (const chunk of compilation.chunks) {
        const packages = new Set();
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          collectPackages(module, packages);
        }
        for (const file of chunk.files) {
          if (file.endsWith('.js')) files[file] = [...packages].sort();
        }
      }
      mkdirSync(this.options.reportDir, { recursive: true });
      writeFileSync(
        path.join(this.options.reportDir, this.options.fileName ?? 'chunks.json'),
        JSON.stringify({ build: this.options.buildName, files }, null, 2),
      );
    });
  }
}
