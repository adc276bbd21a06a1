import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HelpedPlan, JourneyState } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { JourneyTasks } from './JourneyTasks';
import { helpingTexts, RequestStatus, type LovedOnePlan } from './lovedOnePlan';

/**
 * Step 5: its forms add to the plan the session works on (the server chooses it from the
 * session), so they are offered only when that is the plan the journey is for: the user's own,
 * or the loved one's when they approved the user as an editor.
 */
export function TasksStep({
  journey,
  lovedOne,
}: {
  journey: JourneyState;
  lovedOne: LovedOnePlan;
}) {
  const { helping } = usePlatform();
  if (journey.planningFor !== 'loved-one') {
    return helping ? (
      <SwitchPlan
        explanation={`You are working on ${helping.ownerName}'s plan now: what you add here would go to their plan, not yours.`}
        to={null}
        action="Switch to my plan"
        withoutSwitcher="Choose My plan in the plan switcher at the top to add to yours."
      />
    ) : (
      <JourneyTasks />
    );
  }
  const { plan } = lovedOne;
  if (plan === undefined) {
    return lovedOne.failed ? (
      <Alert severity="warning">{helpingTexts.unknown}</Alert>
    ) : (
      <CircularProgress aria-label="Checking your requests" />
    );
  }
  if (plan === null) return <Alert severity="info">{helpingTexts.notAskedYet}</Alert>;
  if (plan.state !== 'active') return <RequestStatus plan={plan} />;
  if (plan.role !== 'editor') {
    return <Alert severity="info">{helpingTexts.viewerOnly(plan.ownerName)}</Alert>;
  }
  if (helping?.helperId !== plan.helperId) return <SwitchToLovedOne plan={plan} />;
  return (
    <>
      <Alert severity="info">{helpingTexts.addingTo(plan.ownerName)}</Alert>
      <JourneyTasks />
    </>
  );
}

function SwitchToLovedOne({ plan }: { plan: HelpedPlan }) {
  const { helping } = usePlatform();
  return (
    <SwitchPlan
      explanation={`You are working on ${
        helping ? `${helping.ownerName}'s plan` : 'your own plan'
      } now: what you add here would not go to ${plan.ownerName}'s plan.`}
      to={plan.helperId}
      action={`Work on ${plan.ownerName}'s plan`}
      withoutSwitcher={`Choose ${plan.ownerName}'s plan in the plan switcher at the top to add to it.`}
    />
  );
}

/** Says which plan the session is on, and offers the one the journey is for. */
function SwitchPlan({
  explanation,
  to,
  action,
  withoutSwitcher,
}: {
  explanation: string;
  to: string | null;
  action: string;
  withoutSwitcher: string;
}) {
  const { choosePlan } = usePlatform();
  const [switching, setSwitching] = useState(false);
  // The shell says it when the plan could not be changed.
  const switchPlan = async (choose: (helperId: string | null) => Promise<boolean>) => {
    setSwitching(true);
    await choose(to);
    setSwitching(false);
  };
  return (
    <Stack spacing={2}>
      <Typography>{explanation}</Typography>
      {choosePlan ? (
        <Button
          variant="outlined"
          disabled={switching}
          onClick={() => void switchPlan(choosePlan)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {action}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {withoutSwitcher}
        </Typography>
      )}
    </Stack>
  );
}
