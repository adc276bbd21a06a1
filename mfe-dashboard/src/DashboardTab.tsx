import { HelpPanel, TabPage } from '@legacy-planner/shared-ui';

export default function DashboardTab() {
  return (
    <TabPage title="Your Legacy Plan">
      <HelpPanel topic="dashboard" variant="collapsible" defaultExpanded />
    </TabPage>
  );
}
