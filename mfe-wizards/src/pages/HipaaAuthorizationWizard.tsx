import { WizardForm } from '../form/WizardForm';

export default function HipaaAuthorizationWizard() {
  return <WizardForm page="hipaaAuthorization">{null}</WizardForm>;
}
