import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  ONBOARDING_STEPS,
  type CurrentUser,
  type OnboardingRequest,
} from '@legacy-planner/contracts';
import { ProgressBar, useHostDialog, usePlatform } from '@legacy-planner/shared-ui';
import { saveOnboarding } from '../api/saveOnboarding';
import { ONBOARDING_COMPLETE_TOAST, onboardingSteps } from './onboardingSteps';

/**
 * The Getting Started dialog over /app, which the shell mounts until onboarding is complete.
 * Next or a step's action saves the step on the server; Previous goes back; Skip completes it
 * at step 0; finishing completes it at step 6. Escape asks the shell to put it away for this
 * visit without deciding anything: the next visit continues at the saved step.
 */
export default function OnboardingDialog() {
  const { user } = usePlatform();
  return user ? <OnboardingSteps user={user} /> : null;
}

function OnboardingSteps({ user }: { user: CurrentUser }) {
  const { api, toast, navigate, updateUser } = usePlatform();
  const { open, close: putAway } = useHostDialog();
  const [step, setStep] = useState(Math.min(user.onboardingStep, ONBOARDING_STEPS - 1));
  const titleId = useId();
  const openTab = (tab: string) => navigate(`/app?tab=${tab}`);

  const save = useMutation({
    mutationFn: (progress: OnboardingRequest) => saveOnboarding(api, progress),
    // The shell closes the dialog once the user it keeps says onboarding is complete.
    onSuccess: (updated) => updateUser(updated),
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to update onboarding progress',
        variant: 'destructive',
      }),
  });

  const current = onboardingSteps[step]!;
  const isLast = step === ONBOARDING_STEPS - 1;

  const goForward = async () => {
    if (isLast) {
      await save.mutateAsync({ onboardingComplete: true, onboardingStep: ONBOARDING_STEPS });
      toast(ONBOARDING_COMPLETE_TOAST);
      return;
    }
    await save.mutateAsync({ onboardingComplete: false, onboardingStep: step + 1 });
    if (current.action) {
      toast(current.action.toast);
      if (current.action.tab) openTab(current.action.tab);
    }
    setStep(step + 1);
  };

  const skip = () => save.mutate({ onboardingComplete: true, onboardingStep: 0 });

  return (
    <Dialog
      open={open}
      // Only Escape: a stray click beside the dialog should not hide it.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') putAway();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{current.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Step {step + 1} of {ONBOARDING_STEPS}
        </Typography>
        <ProgressBar value={step + 1} max={ONBOARDING_STEPS} label="Getting started progress" />
        <Typography sx={{ mt: 2 }}>{current.body}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* On the last step nothing remains to skip. */}
        {!isLast && (
          <Button onClick={skip} disabled={save.isPending} sx={{ mr: 'auto' }}>
            {step === 0 ? 'Skip Tour' : 'Skip remaining steps'}
          </Button>
        )}
        <Button onClick={() => setStep(step - 1)} disabled={step === 0 || save.isPending}>
          Previous
        </Button>
        <Button
          variant="contained"
          onClick={() => void goForward().catch(() => undefined)}
          disabled={save.isPending}
        >
          {isLast ? 'Get Started' : (current.action?.label ?? 'Next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
