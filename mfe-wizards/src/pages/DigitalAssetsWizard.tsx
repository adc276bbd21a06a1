import { WizardFrame } from './WizardFrame';

export default function DigitalAssetsWizard() {
  return <WizardFrame page="digitalAssets" />;
}
