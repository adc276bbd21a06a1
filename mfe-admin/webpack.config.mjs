import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_admin');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: admin (standalone)',
  devPort: remote.devPort,
  exposes: { './AdminPage': './src/AdminPage.tsx' },
});
