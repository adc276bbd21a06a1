import { TabPage } from '@legacy-planner/shared-ui';
import { AirtableSection } from './airtable/AirtableSection';
import { AccessRequestsSection } from './requests/AccessRequestsSection';
import { SyncSection } from './sync/SyncSection';

/** The admin panel (spec section 2, decisions §5): Airtable, the consented sync, evidence. */
export default function AdminPage() {
  return (
    <TabPage title="Admin Panel">
      <AirtableSection />
      <SyncSection />
      <AccessRequestsSection />
    </TabPage>
  );
}
