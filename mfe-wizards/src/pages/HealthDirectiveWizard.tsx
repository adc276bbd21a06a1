import { WizardForm } from '../form/WizardForm';

export default function HealthDirectiveWizard() {
  return <WizardForm page="healthDirective">{null}</WizardForm>;
}
