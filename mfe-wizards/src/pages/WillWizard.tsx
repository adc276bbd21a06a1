import { WizardForm } from '../form/WizardForm';
import { WillFields } from '../wizards/WillFields';

export default function WillWizard() {
  return (
    <WizardForm page="will">
      <WillFields />
    </WizardForm>
  );
}
