// Builds mfe-dashboard alone, as its team would redeploy it after changing a data hook, into
// the folder given as the first argument: its own copy of @legacy-planner/planner-client in
// which usePlannerList marks every document title with " (redeployed)". Nothing else is
// rebuilt. Used by e2e/remote-redeploy.spec.ts.
import { cpSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

const root = path.resolve(import.meta.dirname, '..', '..');
const outputDir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: node buildRedeployedRemote.mjs <output folder>');

// The changed data hook: the package's own sources, with usePlannerList replaced.
const changedClient = path.join(mkdtempSync(path.join(tmpdir(), 'lp-redeploy-')), 'src');
cpSync(path.join(root, 'planner-client', 'src'), changedClient, { recursive: true });
renameSync(path.join(changedClient, 'index.ts'), path.join(changedClient, 'unchangedIndex.ts'));
writeFileSync(
  path.join(changedClient, 'index.ts'),
  "export * from './unchangedIndex';\nexport { usePlannerList } from './changedHook';\n",
);
writeFileSync(
  path.join(changedClient, 'changedHook.ts'),
  `import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';
import { plannerListQuery } from './plannerLists';

export function usePlannerList(list: any) {
  return useQuery({
    ...plannerListQuery(list, usePlatform()),
    select: (items: any[]) =>
      list === 'documents'
        ? items.map((item) => ({ ...item, title: item.title + ' (redeployed)' }))
        : items,
  });
}
`,
);

const { default: configFor } = await import(path.join(root, 'mfe-dashboard', 'webpack.config.mjs'));
// A remote's build is two compilations: the remote, and the runtime core its standalone page loads.
const built = configFor({}, { mode: 'production' });
const configs = Array.isArray(built) ? built : [built];
for (const config of configs) {
  config.output.path = outputDir;
  config.resolve = {
    ...config.resolve,
    alias: { '@legacy-planner/planner-client$': path.join(changedClient, 'index.ts') },
    // The copy lives outside the repository: its imports resolve from the repository's packages.
    modules: ['node_modules', path.join(root, 'node_modules')],
  };
  config.plugins = config.plugins.filter(
    (plugin) => plugin.constructor.name !== 'ChunkReportPlugin',
  );
}

const stats = await new Promise((resolve, reject) =>
  webpack(configs, (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
console.log(`built ${outputDir}`);
