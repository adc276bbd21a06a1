import { WizardFrame } from './WizardFrame';

export default function FinalWishesPage() {
  return <WizardFrame page="finalWishes" />;
}
