import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_wishes');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: wishes (standalone)',
  devPort: remote.devPort,
  exposes: { './WishesTab': './src/WishesTab.tsx' },
});
