import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { createFederatedConfig } from '@legacy-planner/build-config';
import { shellDevPort } from '@legacy-planner/build-config/remotes';

const configFor = createFederatedConfig({
  packageDir: import.meta.dirname,
  name: 'shell',
  title: 'Legacy Planner',
  devPort: shellDevPort,
  publicPath: '/',
});

export default (env, argv) => {
  const config = configFor(env, argv);
  // The remotes manifest (remote name -> address of its mf-manifest.json) is read at run time,
  // so a deployment can point the shell at other remote addresses without rebuilding it.
  config.plugins.push(
    new CopyPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public') }] }),
  );
  return config;
};
