import { WizardFrame } from './WizardFrame';

export default function PowerOfAttorneyWizard() {
  return <WizardFrame page="powerOfAttorney" />;
}
