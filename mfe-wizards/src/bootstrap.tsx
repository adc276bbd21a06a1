import { useState } from 'react';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import { wizardPages, type WizardPageKey } from './pages/wizardPages';
import { WizardFrame } from './pages/WizardFrame';

// Alone, the wizards remote shows its six pages behind tabs instead of the shell's routes.
function WizardsHarness() {
  const [page, setPage] = useState<WizardPageKey>('will');
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
      <WizardFrame page={page} />
    </>
  );
}

renderStandalone('mfe_wizards', <WizardsHarness />);
