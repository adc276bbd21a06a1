import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_contacts');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: contacts (standalone)',
  devPort: remote.devPort,
  exposes: { './ContactsTab': './src/ContactsTab.tsx' },
});
