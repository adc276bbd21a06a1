import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_privacy');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: privacy (standalone)',
  devPort: remote.devPort,
  exposes: { './PrivacyTab': './src/PrivacyTab.tsx' },
});
