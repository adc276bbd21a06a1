import { lazy, Suspense } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HelpPanel, usePlatform } from '@legacy-planner/shared-ui';
import { documentStatusLabel, usePlannerList } from '@legacy-planner/planner-client';
// The yup-free entry: the dashboard is the first screen.
import { wishCategoryLabels, wishImportanceLabels } from '@legacy-planner/contracts/labels';
import { StartJourneyCard } from './cards/StartJourneyCard';
import { partOf } from './cards/LoadedPart';
import { legacyProgress, SAMPLE_PLAN_PROGRESS } from './progress/legacyProgress';
import { useSecondRender } from './useSecondRender';

// The cards below the first screen, and the MUI components only they use (tabs, lists, the
// packet's dialog and its task list), are evaluated when the second render first shows them, in
// a task of their own: evaluated with this module, they lengthened the remote's first task,
// which the first screen waits for. The import is eager: they download with this module's
// chunks, at no extra request.
const BelowFirstScreen = lazy(() => import(/* webpackMode: "eager" */ './BelowFirstScreen'));

export default function DashboardTab() {
  const { isDemoMode, user } = usePlatform();
  const showsBelowFirstScreen = useSecondRender();
  const documents = usePlannerList('documents');
  const wishes = usePlannerList('wishes');
  const contacts = usePlannerList('contacts');
  const activities = usePlannerList('activities');

  // Demo Mode and the demo account both show the sample plan.
  const showsSamplePlan = isDemoMode || Boolean(user?.isDemo);
  // Each part waits for (or fails with) only the lists it is made from.
  const progress = showsSamplePlan
    ? partOf([], () => SAMPLE_PLAN_PROGRESS)
    : partOf([documents, wishes, contacts], () =>
        legacyProgress(documents.data!, wishes.data!, contacts.data!),
      );
  const recentActivity = partOf([activities], () => activities.data!);
  const importantDocuments = partOf([documents], () =>
    documents.data!.map((document) => ({
      id: document.id,
      primary: document.title,
      secondary: documentStatusLabel(document.status),
    })),
  );
  const keyWishes = partOf([wishes], () =>
    wishes
      .data!.filter((wish) => wish.isSelected)
      .map((wish) => ({
        id: wish.id,
        primary: wish.preference,
        secondary: `${wishCategoryLabels[wish.category]} · ${wishImportanceLabels[wish.importance]} importance`,
      })),
  );

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      {/* The page's h1 comes first: every card below has an h2. */}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1">Your Legacy Plan</Typography>
        <Chip label="Created Mar 2025" />
      </Stack>
      <StartJourneyCard />
      <HelpPanel topic="legacyPlanProgress" variant="banner" dismissible />
      {showsBelowFirstScreen && (
        <Suspense fallback={null}>
          <BelowFirstScreen
            showsSamplePlan={showsSamplePlan}
            isDemoMode={isDemoMode}
            progress={progress}
            recentActivity={recentActivity}
            importantDocuments={importantDocuments}
            keyWishes={keyWishes}
          />
        </Suspense>
      )}
    </Stack>
  );
}
