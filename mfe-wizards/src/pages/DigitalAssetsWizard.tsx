import { WizardForm } from '../form/WizardForm';
import { DigitalAssetsFields } from '../wizards/DigitalAssetsFields';

export default function DigitalAssetsWizard() {
  return (
    <WizardForm page="digitalAssets">
      <DigitalAssetsFields />
    </WizardForm>
  );
}
