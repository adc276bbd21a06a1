import Grid from '@mui/material/Grid';
import type { Activity } from '@legacy-planner/contracts';
import { HelpPanel } from '@legacy-planner/shared-ui';
import { PlanReviewCard } from './cards/PlanReviewCard';
import { PlanOverview } from './cards/PlanOverview';
import { PacketGaps } from './cards/PacketGaps';
import { QuickActions } from './cards/QuickActions';
import { SummaryListCard, type SummaryItem } from './cards/SummaryListCard';
import type { Part } from './cards/LoadedPart';
import type { LegacyProgress } from './progress/legacyProgress';

export interface BelowFirstScreenProps {
  showsSamplePlan: boolean;
  isDemoMode: boolean;
  progress: Part<LegacyProgress>;
  recentActivity: Part<Activity[]>;
  importantDocuments: Part<SummaryItem[]>;
  keyWishes: Part<SummaryItem[]>;
}

/** The dashboard's cards below its first screen, which DashboardTab renders after that screen. */
export default function BelowFirstScreen({
  showsSamplePlan,
  isDemoMode,
  progress,
  recentActivity,
  importantDocuments,
  keyWishes,
}: BelowFirstScreenProps) {
  return (
    <>
      {/* The sample plan has no review to show, and demo mode calls no API. */}
      {!showsSamplePlan && <PlanReviewCard />}
      {/* Demo mode has no server to build the packet; the demo account's server does. */}
      <PlanOverview
        progress={progress}
        activities={recentActivity}
        packetGaps={isDemoMode ? null : <PacketGaps />}
      />
      <QuickActions />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SummaryListCard
            title="Important Documents"
            tab="documents"
            allLabel="View all documents"
            empty="No documents yet."
            items={importantDocuments}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SummaryListCard
            title="Key Wishes"
            tab="wishes"
            allLabel="View all wishes"
            empty="No selected wishes yet."
            items={keyWishes}
          />
        </Grid>
      </Grid>
      <HelpPanel topic="dashboard" variant="collapsible" />
    </>
  );
}
