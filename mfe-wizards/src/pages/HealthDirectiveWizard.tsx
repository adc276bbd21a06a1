import { WizardForm } from '../form/WizardForm';
import { HealthDirectiveFields } from '../wizards/HealthDirectiveFields';

export default function HealthDirectiveWizard() {
  return (
    <WizardForm page="healthDirective">
      <HealthDirectiveFields />
    </WizardForm>
  );
}
