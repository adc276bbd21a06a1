import { HelpPanel, TabPage } from '@legacy-planner/shared-ui';

export default function PrivacyTab() {
  return (
    <TabPage title="Privacy">
      <HelpPanel topic="accessControl" variant="collapsible" defaultExpanded />
    </TabPage>
  );
}
