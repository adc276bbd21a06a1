import { HelpPanel, TabPage } from '@legacy-planner/shared-ui';

export default function WishesTab() {
  return (
    <TabPage title="Wishes">
      <HelpPanel topic="wishes" variant="collapsible" defaultExpanded />
    </TabPage>
  );
}
