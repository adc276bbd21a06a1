import { WizardForm } from '../form/WizardForm';
import { FinalWishesFields } from '../wizards/FinalWishesFields';
import { PreviewMyLegacy } from '../wizards/LegacyPreview';

export default function FinalWishesPage() {
  return (
    <WizardForm page="finalWishes" actions={<PreviewMyLegacy />}>
      <FinalWishesFields />
    </WizardForm>
  );
}
