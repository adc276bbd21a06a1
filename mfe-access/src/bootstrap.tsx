import { useState } from 'react';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import AccessPage from './AccessPage';
import AccessViewPage from './AccessViewPage';

// Alone, the access remote shows its two pages behind tabs instead of the shell's routes.
function AccessHarness() {
  const [page, setPage] = useState<'request' | 'view'>('request');
  return (
    <>
      <Tabs
        value={page}
        onChange={(_event, next: typeof page) => setPage(next)}
        aria-label="Access pages"
      >
        <Tab value="request" label="/access" />
        <Tab value="view" label="/access/view" />
      </Tabs>
      {page === 'request' ? <AccessPage /> : <AccessViewPage />}
    </>
  );
}

renderStandalone('mfe_access', <AccessHarness />);
