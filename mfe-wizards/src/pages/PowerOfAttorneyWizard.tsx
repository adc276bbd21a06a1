import { WizardForm } from '../form/WizardForm';
import { PowerOfAttorneyFields } from '../wizards/PowerOfAttorneyFields';

export default function PowerOfAttorneyWizard() {
  return (
    <WizardForm page="powerOfAttorney">
      <PowerOfAttorneyFields />
    </WizardForm>
  );
}
