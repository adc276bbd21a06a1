import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { helperRoleLabels, type HelpedPlan, type Helping } from '@legacy-planner/contracts';
import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { acceptInvitation } from '../api/acceptHelperInvitation';
import { authProvidersQuery } from '../api/authProviders';
import { helpingQueryKey } from '@legacy-planner/planner-client';
import { helpingQuery } from '../api/getHelping';

// The loved one's plan the journey is about: the user's latest request to help, or invitation
// from them, as the server keeps it (GET /api/helping), so it is found again after a reload or
// on another sign-in.

export const helpingTexts = {
  pending: (ownerName: string, emailEnabled: boolean) =>
    `Your request is with ${ownerName}. They approve it in their Privacy tab${
      emailEnabled ? '; we have emailed them' : ''
    }. You will see their plan in the plan switcher at the top once they approve${
      emailEnabled ? ', and we will email you' : ''
    }.`,
  tasksWait:
    'You can close the journey here: what you would add to their plan waits until they approve.',
  approved: ({ ownerName, role }: HelpedPlan) =>
    `${ownerName} approved: you can help with their plan (${helperRoleLabels[role]}).`,
  invited: ({ ownerName, role }: HelpedPlan) =>
    `${ownerName} invited you to help with their plan (${helperRoleLabels[role]}): there is no need to ask. Accept to help with it.`,
  accepted: ({ ownerName, role }: HelpedPlan) =>
    `You now help with ${ownerName}'s plan (${helperRoleLabels[role]}).`,
  acceptFailed: 'The invitation could not be accepted just now. Please try again in a moment.',
  continueOnTheirPlan:
    'Continue works on their plan from here on; the plan switcher at the top takes you back to yours.',
  viewerOnly: (ownerName: string) =>
    `${ownerName} let you view their plan, not change it. Ask them to let you edit it to add contacts, wishes and documents.`,
  addingTo: (ownerName: string) => `What you add here goes to ${ownerName}'s plan.`,
  notAskedYet:
    'You have not asked to help with their plan yet: go back to the access step to ask them.',
  unknown: 'Your requests to help could not be checked just now. Please try again in a moment.',
} as const;

/**
 * The user's latest request to help or invitation to (null: none, undefined: not known yet or
 * not readable). Read only while the journey is for a loved one.
 */
export function useLovedOnePlan(forLovedOne: boolean) {
  const { api, isDemoMode } = usePlatform();
  const helping = useQuery({ ...helpingQuery(api), enabled: forLovedOne && !isDemoMode });
  // The demo has no account, so no request either.
  const plan = isDemoMode
    ? null
    : helping.data
      ? ([...helping.data.plans].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null)
      : undefined;
  return { plan, checking: helping.isLoading, failed: helping.isError };
}
export type LovedOnePlan = ReturnType<typeof useLovedOnePlan>;

/**
 * What is pending and how they will hear, that the loved one approved, or their invitation to
 * accept (role="status").
 */
export function RequestStatus({
  plan,
  askSomeoneElse,
}: {
  plan: HelpedPlan;
  askSomeoneElse?: () => void;
}) {
  const { api } = usePlatform();
  const accept = useAcceptInvitation();
  // The email promises are made only on a server that sends email.
  const providers = useQuery({ ...authProvidersQuery(api), enabled: plan.state === 'requested' });
  if (plan.state === 'requested' && providers.isPending) {
    return <CircularProgress aria-label="Checking your request" />;
  }
  return (
    <Stack spacing={2}>
      <Stack spacing={1} role="status">
        {plan.state === 'active' ? (
          <>
            <Typography>
              {accept.acceptedIds.has(plan.helperId)
                ? helpingTexts.accepted(plan)
                : helpingTexts.approved(plan)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {helpingTexts.continueOnTheirPlan}
            </Typography>
          </>
        ) : plan.state === 'invited' ? (
          <Typography>{helpingTexts.invited(plan)}</Typography>
        ) : (
          <>
            <Typography>
              {helpingTexts.pending(plan.ownerName, providers.data?.emailEnabled === true)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {helpingTexts.tasksWait}
            </Typography>
          </>
        )}
      </Stack>
      {plan.state === 'invited' && (
        <Button
          variant="contained"
          disabled={accept.busy}
          onClick={() => void accept.run(plan)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {`Accept ${plan.ownerName}'s invitation`}
        </Button>
      )}
      {askSomeoneElse && (
        <Button onClick={askSomeoneElse} sx={{ alignSelf: 'flex-start' }}>
          Ask to help someone else
        </Button>
      )}
    </Stack>
  );
}

/**
 * Accepts an invitation: the plan is then one the user helps with, in the journey and in the
 * header's switcher (which reads the same answer).
 */
function useAcceptInvitation() {
  const { api, queryClient, toast } = usePlatform();
  const [busy, setBusy] = useState(false);
  // Said as accepted, not approved, once the user accepted it here.
  const [acceptedIds, setAcceptedIds] = useState<ReadonlySet<string>>(new Set());
  const run = async (plan: HelpedPlan) => {
    setBusy(true);
    try {
      const accepted = await acceptInvitation(api, plan.helperId);
      setAcceptedIds((ids) => new Set(ids).add(accepted.helperId));
      queryClient.setQueryData<Helping>(helpingQueryKey, (known) => ({
        active: known?.active ?? null,
        plans: (known?.plans ?? []).map((candidate) =>
          candidate.helperId === accepted.helperId ? accepted : candidate,
        ),
      }));
      void queryClient.invalidateQueries({ queryKey: helpingQueryKey });
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, helpingTexts.acceptFailed),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, acceptedIds };
}
