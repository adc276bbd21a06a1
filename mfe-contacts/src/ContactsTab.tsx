import { HelpPanel, TabPage } from '@legacy-planner/shared-ui';

export default function ContactsTab() {
  return (
    <TabPage title="Contacts">
      <HelpPanel topic="contacts" variant="collapsible" defaultExpanded />
    </TabPage>
  );
}
