import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HelpPanel, TabPage, usePlatform } from '@legacy-planner/shared-ui';
import { usePlannerList } from '@legacy-planner/planner-client';
import { StartJourneyCard } from './cards/StartJourneyCard';
import { PlanOverview } from './cards/PlanOverview';
import { QuickActions } from './cards/QuickActions';
import { SummaryListCard } from './cards/SummaryListCard';
import { DEMO_OVERALL_PERCENT, DEMO_PRIORITIES, legacyProgress } from './progress/legacyProgress';

const statusLabels: Record<string, string> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  needs_update: 'Needs Update',
};

export default function DashboardTab() {
  const { isDemoMode } = usePlatform();
  const documents = usePlannerList('documents');
  const wishes = usePlannerList('wishes');
  const contacts = usePlannerList('contacts');
  const activities = usePlannerList('activities');
  const lists = [documents, wishes, contacts, activities];

  if (lists.some((list) => list.isPending)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading your plan" />
      </Box>
    );
  }
  if (lists.some((list) => list.isError)) {
    return (
      <TabPage title="Your Legacy Plan">
        <Typography role="alert">Your plan could not be loaded. Please reload the page.</Typography>
      </TabPage>
    );
  }

  const computed = legacyProgress(documents.data!, wishes.data!, contacts.data!);
  const progress = isDemoMode ? { ...computed, overall: DEMO_OVERALL_PERCENT } : computed;
  const priorities = isDemoMode ? DEMO_PRIORITIES : computed;
  const selectedWishes = wishes.data!.filter((wish) => wish.isSelected);

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <StartJourneyCard />
      <HelpPanel topic="legacyPlanProgress" variant="banner" dismissible />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1">Your Legacy Plan</Typography>
        <Chip label="Created Mar 2025" />
      </Stack>
      <PlanOverview progress={progress} priorities={priorities} activities={activities.data!} />
      <QuickActions />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SummaryListCard
            title="Important Documents"
            tab="documents"
            allLabel="View all documents"
            empty="No documents yet."
            items={documents.data!.map((document) => ({
              id: document.id,
              primary: document.title,
              secondary: statusLabels[document.status] ?? 'Not Started',
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SummaryListCard
            title="Key Wishes"
            tab="wishes"
            allLabel="View all wishes"
            empty="No selected wishes yet."
            items={selectedWishes.map((wish) => ({
              id: wish.id,
              primary: wish.preference,
              secondary: `${wish.category} · ${wish.importance} importance`,
            }))}
          />
        </Grid>
      </Grid>
      <HelpPanel topic="dashboard" variant="collapsible" />
    </Stack>
  );
}
