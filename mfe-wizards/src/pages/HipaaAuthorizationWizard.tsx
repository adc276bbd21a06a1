import { WizardForm } from '../form/WizardForm';
import { HipaaAuthorizationFields } from '../wizards/HipaaAuthorizationFields';

export default function HipaaAuthorizationWizard() {
  return (
    <WizardForm page="hipaaAuthorization">
      <HipaaAuthorizationFields />
    </WizardForm>
  );
}
