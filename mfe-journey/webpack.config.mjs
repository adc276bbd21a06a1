import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_journey');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: guided journey and onboarding (standalone)',
  devPort: remote.devPort,
  exposes: {
    './JourneyDialog': './src/journey/JourneyDialog.tsx',
    './OnboardingDialog': './src/onboarding/OnboardingDialog.tsx',
  },
});
