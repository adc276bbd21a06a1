import { HelpPanel, TabPage } from '@legacy-planner/shared-ui';
import { wizardPages, type WizardPageKey } from './wizardPages';

export function WizardFrame({ page }: { page: WizardPageKey }) {
  const { title, helpTopic } = wizardPages[page];
  return (
    <TabPage title={title}>
      <HelpPanel topic={helpTopic} variant="collapsible" />
    </TabPage>
  );
}
