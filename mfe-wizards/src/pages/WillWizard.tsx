import { WizardFrame } from './WizardFrame';

export default function WillWizard() {
  return <WizardFrame page="will" />;
}
