import { WizardFrame } from './WizardFrame';

export default function HealthDirectiveWizard() {
  return <WizardFrame page="healthDirective" />;
}
