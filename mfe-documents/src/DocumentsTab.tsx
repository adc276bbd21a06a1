import { HelpPanel, TabPage } from '@legacy-planner/shared-ui';

export default function DocumentsTab() {
  return (
    <TabPage title="Documents">
      <HelpPanel topic="documents" variant="collapsible" defaultExpanded />
    </TabPage>
  );
}
