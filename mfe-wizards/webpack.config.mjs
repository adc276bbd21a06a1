import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_wizards');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: wizards (standalone)',
  devPort: remote.devPort,
  exposes: {
    './WillWizard': './src/pages/WillWizard.tsx',
    './HealthDirectiveWizard': './src/pages/HealthDirectiveWizard.tsx',
    './PowerOfAttorneyWizard': './src/pages/PowerOfAttorneyWizard.tsx',
    './DigitalAssetsWizard': './src/pages/DigitalAssetsWizard.tsx',
    './HipaaAuthorizationWizard': './src/pages/HipaaAuthorizationWizard.tsx',
    './FinalWishesPage': './src/pages/FinalWishesPage.tsx',
  },
});
