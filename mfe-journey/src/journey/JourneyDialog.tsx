import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { HelpedPlan, JourneyState } from '@legacy-planner/contracts';
import { ProgressBar, useHostDialog, usePlatform } from '@legacy-planner/shared-ui';
import { journeyQuery, journeyQueryKey } from '../api/journey';
import { saveJourney } from '../api/saveJourney';
import { AccessStep, IdentityStep, PrioritiesStep, WhoStep } from './ChoiceSteps';
import { emptyKeyCheck, useLovedOneVerification } from './lovedOneVerification';
import { initialJourney, journeySteps, missingChoice, stepTitles } from './journeySteps';
import { RequestStatus, useLovedOnePlan } from './lovedOnePlan';
import { TasksStep } from './TasksStep';

/**
 * The guided journey, opened from the dashboard (the shell mounts it only while open); its
 * progress is kept for the user.
 */
export default function JourneyDialog() {
  const { api, isDemoMode } = usePlatform();
  const { open } = useHostDialog();
  const saved = useQuery({ ...journeyQuery(api), enabled: !isDemoMode });
  const loadingTitleId = useId();
  if (!isDemoMode && saved.isPending) {
    // Named by its title: MUI puts an aria-label on the backdrop, not on the dialog itself.
    return (
      <Dialog open={open} aria-labelledby={loadingTitleId}>
        <DialogTitle id={loadingTitleId}>Guided journey</DialogTitle>
        <Box sx={{ px: 4, pb: 4 }}>
          <CircularProgress aria-label="Loading your journey" />
        </Box>
      </Dialog>
    );
  }
  return <OpenJourney initial={saved.data ?? initialJourney} />;
}

function OpenJourney({ initial }: { initial: JourneyState }) {
  const { api, toast, isReadOnly, queryClient, helping, choosePlan } = usePlatform();
  const { open, close: closeJourney } = useHostDialog();
  const [journey, setJourney] = useState(initial);
  const titleId = useId();
  // Saves go one after another, so quick Continue/Back clicks reach the server in order.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const steps = journeySteps(journey.planningFor);
  const index = Math.min(journey.step, steps.length - 1);
  const step = steps[index]!;

  // The loved one's email and access key: typed here and checked by the server, never part of
  // the journey's state (which is saved), so never stored.
  const [keyCheck, setKeyCheck] = useState(emptyKeyCheck);
  const verification = useLovedOneVerification();
  const lovedOne = useLovedOnePlan(journey.planningFor === 'loved-one');
  // The user may ask to help someone else than the one they asked before.
  const [askingAgain, setAskingAgain] = useState(false);
  const request = askingAgain ? null : lovedOne.plan;
  const [switching, setSwitching] = useState(false);
  const busy = verification.busy || switching;

  const change = (patch: Partial<JourneyState>) =>
    setJourney((current) => ({ ...current, ...patch }));

  // Kept on the server after each move, so reopening continues here (not for the read-only demos).
  const save = (state: JourneyState) => {
    if (isReadOnly) return;
    queryClient.setQueryData(journeyQueryKey, state);
    saving.current = saving.current.then(() =>
      saveJourney(api, state).catch(() =>
        toast({
          title: 'Error',
          description: 'Your journey progress could not be saved.',
          variant: 'destructive',
        }),
      ),
    );
  };
  const moveTo = (next: number, patch: Partial<JourneyState> = {}) => {
    const state = { ...journey, ...patch, step: next };
    setJourney(state);
    save(state);
  };

  // The request the server took is now the one the journey follows (lovedOne.plan).
  const requested = () => {
    setAskingAgain(false);
    if (step === 'access') {
      setKeyCheck((current) => ({ ...current, accessKey: '' }));
      moveTo(index + 1, { identityVerified: true });
    } else {
      change({ identityVerified: true });
    }
  };

  // Approved: the session works on the loved one's plan from here on (the shell's choosePlan),
  // so step 5 adds to theirs. The step is saved first, as the shell forgets every cached answer
  // (the journey's too) when the plan changes.
  const continueOnTheirPlan = async (plan: HelpedPlan) => {
    if (!choosePlan || helping?.helperId === plan.helperId) {
      moveTo(index + 1, { identityVerified: true });
      return;
    }
    const state = { ...journey, identityVerified: true, step: index + 1 };
    setSwitching(true);
    save(state);
    await saving.current;
    // Not changed: the shell has said why, and the journey stays at this step.
    if (await choosePlan(plan.helperId)) setJourney(state);
    setSwitching(false);
  };

  const continueJourney = () => {
    const missing = missingChoice(step, journey, request);
    if (missing) {
      toast({ ...missing, variant: 'destructive' });
      return;
    }
    if ((step === 'access' || step === 'identity') && request?.state === 'active') {
      void continueOnTheirPlan(request);
      return;
    }
    // With an access key, the server checks it as it takes the request (403 when wrong): an
    // empty or wrong key never passes.
    if (step === 'access' && !request && journey.verificationMethod === 'key') {
      void verification
        .verify({
          method: 'key',
          ownerEmail: keyCheck.ownerEmail,
          accessKey: keyCheck.accessKey,
          relationship: journey.relationship,
        })
        .then((plan) => plan && requested());
      return;
    }
    if (step === 'complete') {
      moveTo(0);
      toast({
        title: 'Journey complete!',
        description: 'Your plan is on its way.',
        variant: 'success',
      });
      closeJourney();
      return;
    }
    moveTo(index + 1);
  };

  const verificationStep = () => {
    if (lovedOne.checking && !askingAgain) {
      return <CircularProgress aria-label="Checking your requests" />;
    }
    if (request) {
      return <RequestStatus plan={request} askSomeoneElse={() => setAskingAgain(true)} />;
    }
    return step === 'access' ? (
      <AccessStep
        journey={journey}
        change={change}
        keyCheck={keyCheck}
        changeKeyCheck={(patch) => {
          verification.clearProblem();
          setKeyCheck((current) => ({ ...current, ...patch }));
        }}
        problem={verification.problem}
      />
    ) : (
      <IdentityStep
        journey={journey}
        ownerEmail={keyCheck.ownerEmail}
        verification={verification}
        requested={requested}
      />
    );
  };

  return (
    <Dialog open={open} onClose={closeJourney} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{stepTitles[step]}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Step {index + 1} of {steps.length}
        </Typography>
        <ProgressBar value={index + 1} max={steps.length} label="Journey progress" />
        <Box sx={{ mt: 3 }}>
          {step === 'who' && <WhoStep journey={journey} change={change} />}
          {(step === 'access' || step === 'identity') && verificationStep()}
          {step === 'priorities' && <PrioritiesStep journey={journey} change={change} />}
          {step === 'tasks' && <TasksStep journey={journey} lovedOne={lovedOne} />}
          {step === 'complete' && (
            <Typography>
              You have taken the first steps. Your dashboard shows how your plan is growing and what
              to do next.
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeJourney} sx={{ mr: 'auto' }}>
          Close
        </Button>
        <Button
          onClick={() => {
            verification.clearProblem();
            moveTo(index - 1);
          }}
          disabled={index === 0 || busy}
        >
          Back
        </Button>
        <Button variant="contained" onClick={continueJourney} disabled={busy}>
          {step === 'complete' ? 'Complete Journey' : 'Continue'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
