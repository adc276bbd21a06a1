import { lazy, Suspense } from 'react';
import Grid from '@mui/material/Grid';
import type { Activity } from '@legacy-planner/contracts';
import { HelpPanel } from '@legacy-planner/shared-ui';
import { PlanOverview } from './cards/PlanOverview';
import { QuickActions } from './cards/QuickActions';
import { SummaryListCard, type SummaryItem } from './cards/SummaryListCard';
import type { Part } from './cards/LoadedPart';
import type { LegacyProgress } from './progress/legacyProgress';
import { useSecondRender } from './useSecondRender';

// Only a real plan shows these two, not the sample one (demo mode and the demo account have no
// review, demo mode no packet): evaluated when first shown, so the demo's dashboard never
// evaluates them, nor the packet's dialog and task list. Eager imports: no request of their
// own. Each has a boundary of its own: shown later than the rest (outside a transition), it
// would otherwise blank the dashboard's boundary, and the overview with it, for a render.
const PlanReviewCard = lazy(() =>
  import(/* webpackMode: "eager" */ './cards/PlanReviewCard').then((module) => ({
    default: module.PlanReviewCard,
  })),
);
const PacketGaps = lazy(() =>
  import(/* webpackMode: "eager" */ './cards/PacketGaps').then((module) => ({
    default: module.PacketGaps,
  })),
);

export interface BelowFirstScreenProps {
  showsSamplePlan: boolean;
  isDemoMode: boolean;
  progress: Part<LegacyProgress>;
  recentActivity: Part<Activity[]>;
  importantDocuments: Part<SummaryItem[]>;
  keyWishes: Part<SummaryItem[]>;
}

/**
 * The dashboard's cards below its first screen, which DashboardTab renders after that screen:
 * the plan's overview first, the rest in a render of their own after it, as their one commit
 * (their DOM, their styles and the overview's tabs measuring themselves) was a task of about
 * 130 ms on a phone-speed CPU.
 */
export default function BelowFirstScreen({
  showsSamplePlan,
  isDemoMode,
  progress,
  recentActivity,
  importantDocuments,
  keyWishes,
}: BelowFirstScreenProps) {
  const showsRest = useSecondRender();
  return (
    <>
      {/* The sample plan has no review to show, and demo mode calls no API. */}
      {!showsSamplePlan && (
        <Suspense fallback={null}>
          <PlanReviewCard />
        </Suspense>
      )}
      {/* Demo mode has no server to build the packet; the demo account's server does. */}
      <PlanOverview
        progress={progress}
        activities={recentActivity}
        packetGaps={
          isDemoMode ? null : (
            <Suspense fallback={null}>
              <PacketGaps />
            </Suspense>
          )
        }
      />
      {showsRest && (
        <>
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
      )}
    </>
  );
}
