import { HelpPanel, TabPage, usePlatform } from '@legacy-planner/shared-ui';
import { plannerListQuery, useQueriesSettled } from '@legacy-planner/planner-client';
import { accessKeyQuery } from './api/accessKeyQuery';
import { cardsQuery } from './api/cardsQuery';
import { checkInsQuery } from './api/checkInsQuery';
import { grantsQuery } from './api/grantsQuery';
import { helpersQuery } from './api/helpersQuery';
import { itemsOverviewQuery } from './api/itemsOverviewQuery';
import { noticesQuery } from './api/noticesQuery';
import { requestsQuery } from './api/requestsQuery';
import { settingsQuery } from './api/settingsQuery';
import { ReadOnlyNote } from './access/writeAccess';
import { AccessCardsSection } from './cards/AccessCardsSection';
import { CheckInSummary } from './checkIns/CheckInSummary';
import { CheckInsSection } from './checkIns/CheckInsSection';
import { AccessLevelGuide } from './guide/AccessLevelGuide';
import { HelpersSection } from './helpers/HelpersSection';
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
 * owner's veto, the people who help with the plan, the access log, what each level would see,
 * and whether the plan is shared with the administrators' sync.
 */
export default function PrivacyTab() {
  const platform = usePlatform();
  // What the sections read on the tab's first screens (useQueriesSettled says why). The last
  // sections (the preview, sharing, the access log) load as the tab is shown: far below, they
  // need not hold it back, and the preview is the plan's slowest answer after its items.
  useQueriesSettled([
    noticesQuery(platform),
    accessKeyQuery(platform),
    cardsQuery(platform),
    itemsOverviewQuery(platform),
    requestsQuery(platform),
    grantsQuery(platform),
    helpersQuery(platform),
    settingsQuery(platform),
    checkInsQuery(platform),
    plannerListQuery('contacts', platform),
  ]);
  return (
    <TabPage title="Privacy">
      <OwnerNotices />
      <ReadOnlyNote />
      <CheckInSummary />
      <HelpPanel topic="accessControl" variant="collapsible" defaultExpanded />
      <AccessKeySection />
      <AccessCardsSection />
      <InformationAccessSettings />
      <AccessLevelGuide />
      <RequestsAndGrants />
      <HelpersSection />
      <CheckInsSection />
      <WhatTheyWouldSee />
      <ShareWithAdminsSection />
      <AccessLog />
    </TabPage>
  );
}
