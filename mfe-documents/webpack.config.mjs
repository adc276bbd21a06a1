import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_documents');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: documents (standalone)',
  devPort: remote.devPort,
  exposes: { './DocumentsTab': './src/DocumentsTab.tsx' },
});
