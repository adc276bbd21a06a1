import { WizardForm } from '../form/WizardForm';

export default function DigitalAssetsWizard() {
  return <WizardForm page="digitalAssets">{null}</WizardForm>;
}
