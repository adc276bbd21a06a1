import { createFederatedConfig } from '@legacy-planner/build-config';
import { remoteNamed } from '@legacy-planner/build-config/remotes';

const remote = remoteNamed('mfe_account');

export default createFederatedConfig({
  packageDir: import.meta.dirname,
  name: remote.name,
  title: 'Legacy Planner: account (standalone)',
  devPort: remote.devPort,
  exposes: {
    './AccountPage': './src/AccountPage.tsx',
    './VerifyEmailReminder': './src/VerifyEmailReminder.tsx',
    './ForgotPasswordPage': './src/passwordReset/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/passwordReset/ResetPasswordPage.tsx',
    './VerifyEmailPage': './src/passwordReset/VerifyEmailPage.tsx',
    './CheckInPage': './src/checkIn/CheckInPage.tsx',
  },
});
