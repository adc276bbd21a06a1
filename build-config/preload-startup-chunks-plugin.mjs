// @ts-check
// The federated shell's page names the chunks that its entry script loads at once: the chunks
// of `import('./bootstrap')` and of the shared modules they consume (the shell's own copies,
// which the shell registers first). Without it the browser learns of them only once the entry
// script (the federation runtime) has downloaded and run, a step later in the chain of
// requests; with it they download beside the entry script. Lazily imported chunks (dialogs,
// pages downloaded when first opened) are left out.
//
// In development they are <link rel="preload"> beside the entry's deferred <script>. In
// production the page starts its scripts only after its first paint (app.html's inline script,
// shell/src/prerender/appStartScript.ts): the entry and the chunks are listed, for that script,
// in a JSON data block, `<script type="application/json" id="startup-scripts">`. Requested at
// once, they downloaded and ran before the pre-rendered first screen had painted.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'PreloadStartupChunksPlugin';

/** @param {import('webpack').Compilation} compilation @returns {string[]} */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  // The shell's own copy of each shared module, by share key: what the federation runtime
  // loads for a consumed shared module (the consuming module's fallback may sit elsewhere).
  /** @type {Map<string, import('webpack').Module[]>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    const name = /** @type {{ _name?: string }} */ (module)._name;
    if (module.type === 'provide-module' && name) {
      provided.set(name, [...(provided.get(name) ?? []), module]);
    }
  }
  /** @type {Set<import('webpack').ChunkGroup>} */
  const groups = new Set();
  /** @type {Set<string>} */
  const files = new Set();

  /** @param {import('webpack').ChunkGroup | undefined} group */
  const addGroup = (group) => {
    if (!group || groups.has(group)) return;
    groups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // A consumed shared module: the chunks of the shell's own copy.
        if (module.type === 'consume-shared-module') {
          const { shareKey } = /** @type {{ options: { shareKey: string } }} */ (
            /** @type {unknown} */ (module)
          ).options;
          for (const provider of provided.get(shareKey) ?? []) {
            for (const block of provider.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
          }
        }
      }
    }
  };

  for (const entrypoint of compilation.entrypoints.values()) {
    const entryChunk = entrypoint.getEntrypointChunk();
    for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
      // The entry module's own dynamic imports: import('./bootstrap').
      for (const block of module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...files];
}

export class PreloadStartupChunksPlugin {
  /** @param {{ startAfterFirstPaint: boolean }} options */
  constructor({ startAfterFirstPaint }) {
    this.startAfterFirstPaint = startAfterFirstPaint;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath === 'auto' ? '' : data.publicPath;
        const chunks = startupFiles(compilation).map((file) => `${publicPath}${file}`);
        if (this.startAfterFirstPaint) {
          const isEntry = (/** @type {import('html-webpack-plugin').HtmlTagObject} */ tag) =>
            tag.tagName === 'script' && typeof tag.attributes.src === 'string';
          const entries = data.headTags.filter(isEntry).map((tag) => tag.attributes.src);
          data.headTags = data.headTags.filter((tag) => !isEntry(tag));
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              { type: 'application/json', id: 'startup-scripts' },
              // Hashed file names: nothing in them needs escaping inside a <script>.
              JSON.stringify({ entries, chunks }),
            ),
          );
          return data;
        }
        const preloads = chunks.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            // The priority the browser gives the deferred entry script and the chunks it loads;
            // a preload's default (high) would put them ahead of what the page shows first.
            fetchpriority: 'low',
            href,
          }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}
