import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_dashboard');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: dashboard (standalone)',
  devPort: remote.devPort,
  exposes: { './DashboardTab': './src/exposedDashboardTab.ts' },
});
