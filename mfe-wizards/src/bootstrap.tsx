import { useState, type ComponentType } from 'react';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import { wizardPages, type WizardPageKey } from './pages/wizardPages';
import WillWizard from './pages/WillWizard';
import HealthDirectiveWizard from './pages/HealthDirectiveWizard';
import PowerOfAttorneyWizard from './pages/PowerOfAttorneyWizard';
import DigitalAssetsWizard from './pages/DigitalAssetsWizard';
import HipaaAuthorizationWizard from './pages/HipaaAuthorizationWizard';
import FinalWishesPage from './pages/FinalWishesPage';

const pages: Record<WizardPageKey, ComponentType> = {
  will: WillWizard,
  healthDirective: HealthDirectiveWizard,
  powerOfAttorney: PowerOfAttorneyWizard,
  digitalAssets: DigitalAssetsWizard,
  hipaaAuthorization: HipaaAuthorizationWizard,
  finalWishes: FinalWishesPage,
};

// Alone, the wizards remote shows its six pages behind tabs instead of the shell's routes.
function WizardsHarness() {
  const [page, setPage] = useState<WizardPageKey>('will');
  const Page = pages[page];
  return (
    <>
      <Tabs
        value={page}
        onChange={(_event, next: WizardPageKey) => setPage(next)}
        variant="scrollable"
        aria-label="Wizard pages"
      >
        {Object.entries(wizardPages).map(([key, info]) => (
          <Tab key={key} value={key} label={info.route} />
        ))}
      </Tabs>
      <Page />
    </>
  );
}

renderStandalone('mfe_wizards', <WizardsHarness />);
