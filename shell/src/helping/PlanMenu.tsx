import { useId, useState } from 'react';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ActivePlan, HelpedPlan } from '@legacy-planner/contracts';
import { helperRoleLabels } from '@legacy-planner/contracts/labels';
import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import {
  ConfirmDialog,
  forgetHelpedPlanDrafts,
  helpingQueryKey,
} from '@legacy-planner/planner-client';
import { acceptInvitation } from '../api/acceptHelperInvitation';
import { leavePlan } from '../api/leaveHelpedPlan';
import { MY_PLAN, planOf, stopHelpingWords } from './planWords';
import type { HelpingState } from './useHelping';

interface PlanMenuProps extends Omit<HelpingState, 'isKnown'> {
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
}

/** The plans to choose from: the user's own, each they help with, and invitations and requests. */
export default function PlanMenu({ id, anchor, close, helping, plans }: PlanMenuProps) {
  const { choosePlan } = usePlatform();
  const stopHelping = useStopHelping(helping);
  // The plan to stop helping with: asked about once the menu has closed, so that the focus is
  // back on the switcher and the dialog gives it back there.
  const [leaving, setLeaving] = useState<{ plan: HelpedPlan; asking: boolean } | null>(null);
  const active = plans.filter((plan) => plan.state === 'active');
  const invitations = plans.filter((plan) => plan.state === 'invited');
  const requests = plans.filter((plan) => plan.state === 'requested');
  const choose = (helperId: string | null) => {
    close();
    if (helperId !== (helping?.helperId ?? null)) void choosePlan?.(helperId);
  };
  return (
    <>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': 'Plans' },
          paper: { sx: { maxWidth: 360 } },
          transition: {
            onExited: () => setLeaving((wanted) => wanted && { ...wanted, asking: true }),
          },
        }}
      >
        <MenuItem
          role="menuitemradio"
          aria-checked={!helping}
          selected={!helping}
          onClick={() => choose(null)}
        >
          <ListItemText primary={MY_PLAN} />
        </MenuItem>
        {active.map((plan) => (
          <MenuItem
            key={plan.helperId}
            role="menuitemradio"
            aria-checked={plan.helperId === helping?.helperId}
            selected={plan.helperId === helping?.helperId}
            onClick={() => choose(plan.helperId)}
          >
            <ListItemText
              primary={planOf(plan.ownerName)}
              secondary={helperRoleLabels[plan.role]}
              slotProps={{ primary: { noWrap: true } }}
            />
          </MenuItem>
        ))}
        {active.length > 0 && <Divider />}
        {active.map((plan) => (
          <MenuItem
            key={plan.helperId}
            onClick={() => {
              setLeaving({ plan, asking: false });
              close();
            }}
            sx={{ whiteSpace: 'normal' }}
          >
            {stopHelpingWords(plan.ownerName).item}
          </MenuItem>
        ))}
        {invitations.length + requests.length > 0 && <Divider />}
        {invitations.map((plan) => (
          <Invitation key={plan.helperId} plan={plan} close={close} />
        ))}
        {requests.map((plan) => (
          <MenuItem key={plan.helperId} disabled sx={{ whiteSpace: 'normal' }}>
            {`Waiting for ${plan.ownerName}'s approval`}
          </MenuItem>
        ))}
      </Menu>
      {leaving && (
        <ConfirmDialog
          open={leaving.asking}
          title={stopHelpingWords(leaving.plan.ownerName).question}
          message={stopHelpingWords(leaving.plan.ownerName).consequence}
          confirmLabel="Stop helping"
          onCancel={() => setLeaving(null)}
          onConfirm={async () => {
            await stopHelping(leaving.plan);
            setLeaving(null);
          }}
        />
      )}
    </>
  );
}

/**
 * Stops helping with a plan. When it is the plan in use, the window goes back to the user's own
 * first: no page of the plan left then calls for it once the user no longer helps with it.
 */
function useStopHelping(helping: ActivePlan | null) {
  const { api, user, choosePlan, queryClient, toast } = usePlatform();
  return async (plan: HelpedPlan) => {
    const words = stopHelpingWords(plan.ownerName);
    // Not back on the own plan: the shell has said why, and the user still helps with it.
    if (plan.helperId === helping?.helperId && !(await choosePlan?.(null))) return;
    try {
      await leavePlan(api, plan.helperId);
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: helpingQueryKey });
      toast({
        title: words.failed,
        description: apiErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    if (user) forgetHelpedPlanDrafts(user.id, plan.helperId);
    await queryClient.invalidateQueries({ queryKey: helpingQueryKey });
    toast({ title: words.done, variant: 'success' });
  };
}

/**
 * An invitation to help, and its two answers. The answers are items of the menu itself (the
 * arrow keys reach only its own items), side by side under the sentence they answer.
 */
function Invitation({ plan, close }: { plan: HelpedPlan; close: () => void }) {
  const { api, user, queryClient, toast } = usePlatform();
  const sentenceId = useId();
  const answer = async (accepting: boolean) => {
    close();
    try {
      if (accepting) await acceptInvitation(api, plan.helperId);
      else {
        await leavePlan(api, plan.helperId);
        // Invited again after helping before: what its wizards kept here goes with it.
        if (user) forgetHelpedPlanDrafts(user.id, plan.helperId);
      }
      await queryClient.invalidateQueries({ queryKey: helpingQueryKey });
      toast(
        accepting
          ? {
              title: `You now help with ${planOf(plan.ownerName)}`,
              description: 'Choose it in the plan menu of the header to work on it.',
              variant: 'success',
            }
          : { title: `You declined ${plan.ownerName}'s invitation` },
      );
    } catch (error) {
      toast({
        title: accepting
          ? 'The invitation could not be accepted'
          : 'The invitation could not be declined',
        description: apiErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  const answerStyle = { display: 'inline-flex', fontWeight: 700 };
  return (
    <>
      <Typography
        component="li"
        role="none"
        id={sentenceId}
        variant="body2"
        sx={{ px: 2, pt: 1, whiteSpace: 'normal' }}
      >
        {plan.ownerName} invited you to help · {helperRoleLabels[plan.role]}
      </Typography>
      <MenuItem
        aria-label={`Accept ${plan.ownerName}'s invitation`}
        aria-describedby={sentenceId}
        onClick={() => void answer(true)}
        sx={answerStyle}
      >
        Accept
      </MenuItem>
      <MenuItem
        aria-label={`Decline ${plan.ownerName}'s invitation`}
        aria-describedby={sentenceId}
        onClick={() => void answer(false)}
        sx={answerStyle}
      >
        Decline
      </MenuItem>
    </>
  );
}
