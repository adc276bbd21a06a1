// Builds mfe-account alone, as its team would redeploy it after changing the account page, into
// the folder given as the first argument: the account page's heading reads "Account
// (redeployed)". Nothing else is rebuilt. Used by e2e/account-redeploy.spec.ts.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

const root = path.resolve(import.meta.dirname, '..', '..');
const outputDir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: node buildRedeployedAccount.mjs <output folder>');

// The changed page: a copy of AccountPage.tsx with another heading, its relative imports
// pointing back at the package's own files.
const source = path.join(root, 'mfe-account', 'src');
const original = readFileSync(path.join(source, 'AccountPage.tsx'), 'utf8');
const heading = '<Typography variant="h1">Account</Typography>';
if (!original.includes(heading)) throw new Error(`AccountPage.tsx no longer holds ${heading}`);
const changedPage = path.join(
  mkdtempSync(path.join(tmpdir(), 'lp-redeploy-account-')),
  'AccountPage.tsx',
);
writeFileSync(
  changedPage,
  original
    .replace(heading, '<Typography variant="h1">Account (redeployed)</Typography>')
    .replaceAll(/from '\.\/([^']+)'/g, (_match, file) => `from '${path.join(source, file)}'`),
);

const { default: configFor } = await import(path.join(root, 'mfe-account', 'webpack.config.mjs'));
// A remote's build is two compilations: the remote, and the runtime core its standalone page loads.
const built = configFor({}, { mode: 'production' });
const configs = Array.isArray(built) ? built : [built];
for (const config of configs) {
  config.output.path = outputDir;
  config.resolve = {
    ...config.resolve,
    // The copy lives outside the repository: its imports resolve from the repository's packages.
    modules: ['node_modules', path.join(root, 'node_modules')],
  };
  config.plugins = [
    ...config.plugins.filter((plugin) => plugin.constructor.name !== 'ChunkReportPlugin'),
    // The exposed ./AccountPage (and only it) is read from the changed copy.
    new webpack.NormalModuleReplacementPlugin(
      /mfe-account[\\/]src[\\/]AccountPage\.tsx$/,
      changedPage,
    ),
  ];
}

const stats = await new Promise((resolve, reject) =>
  webpack(configs, (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
console.log(`built ${outputDir}`);
