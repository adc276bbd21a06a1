import { WizardForm } from '../form/WizardForm';

export default function PowerOfAttorneyWizard() {
  return <WizardForm page="powerOfAttorney">{null}</WizardForm>;
}
