import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_access');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: access pages (standalone)',
  devPort: remote.devPort,
  exposes: {
    './AccessPage': './src/AccessPage.tsx',
    './AccessViewPage': './src/AccessViewPage.tsx',
    './MessagePage': './src/MessagePage.tsx',
    './ContactAnswerPage': './src/ContactAnswerPage.tsx',
  },
});
