import Alert from '@mui/material/Alert';
import { TabPage, usePlatform } from '@legacy-planner/shared-ui';
import { AirtableSection } from './airtable/AirtableSection';
import { AccessRequestsSection } from './requests/AccessRequestsSection';
import { SyncSection } from './sync/SyncSection';
import { JobsSection } from './jobs/JobsSection';

/** The admin panel (spec section 2, decisions §5): Airtable, the consented sync, evidence, jobs. */
export default function AdminPage() {
  const { isDemoMode } = usePlatform();
  return (
    <TabPage title="Admin Panel">
      {isDemoMode ? (
        // Demo mode calls no API (spec section 7), and the panel has nothing without one.
        <Alert severity="info">
          Demo mode has no administrator: the admin panel works with an administrator’s account.
        </Alert>
      ) : (
        <>
          <AirtableSection />
          <SyncSection />
          <AccessRequestsSection />
          <JobsSection />
        </>
      )}
    </TabPage>
  );
}
