import { HelpPanel, TabPage } from '@legacy-planner/shared-ui';
import { ReadOnlyNote } from './access/writeAccess';
import { AccessCardsSection } from './cards/AccessCardsSection';
import { AccessLevelGuide } from './guide/AccessLevelGuide';
import { InformationAccessSettings } from './items/InformationAccessSettings';
import { AccessKeySection } from './key/AccessKeySection';
import { AccessLog } from './log/AccessLog';
import { OwnerNotices } from './notices/OwnerNotices';
import { WhatTheyWouldSee } from './preview/WhatTheyWouldSee';
import { RequestsAndGrants } from './requests/RequestsAndGrants';
import { ShareWithAdminsSection } from './sharing/ShareWithAdminsSection';

/**
 * The Privacy tab (spec section 2, decisions §2): who may see each item of the plan and when,
 * the master access key and the access cards that open it, the requests and grants with the
 * owner's veto, the access log, what each level would see, and whether the plan is shared with the administrators' sync.
 */
export default function PrivacyTab() {
  return (
    <TabPage title="Privacy">
      <OwnerNotices />
      <ReadOnlyNote />
      <HelpPanel topic="accessControl" variant="collapsible" defaultExpanded />
      <AccessKeySection />
      <AccessCardsSection />
      <InformationAccessSettings />
      <AccessLevelGuide />
      <RequestsAndGrants />
      <WhatTheyWouldSee />
      <ShareWithAdminsSection />
      <AccessLog />
    </TabPage>
  );
}
