import { WizardFrame } from './WizardFrame';

export default function HipaaAuthorizationWizard() {
  return <WizardFrame page="hipaaAuthorization" />;
}
