import { WizardForm } from '../form/WizardForm';

export default function FinalWishesPage() {
  return <WizardForm page="finalWishes">{null}</WizardForm>;
}
