import { useId } from 'react';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { HelpedPlan } from '@legacy-planner/contracts';
import { helperRoleLabels } from '@legacy-planner/contracts/labels';
import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { acceptInvitation } from '../api/acceptHelperInvitation';
import { helpingQueryKey } from '../api/helping';
import { leavePlan } from '../api/leaveHelpedPlan';
import { MY_PLAN, planOf } from './planWords';
import { useChoosePlan } from './useChoosePlan';
import type { HelpingState } from './useHelping';

interface PlanMenuProps extends Omit<HelpingState, 'isKnown'> {
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
}

/** The plans to choose from: the user's own, each they help with, and invitations and requests. */
export default function PlanMenu({ id, anchor, close, helping, plans }: PlanMenuProps) {
  const choosePlan = useChoosePlan();
  const active = plans.filter((plan) => plan.state === 'active');
  const invitations = plans.filter((plan) => plan.state === 'invited');
  const requests = plans.filter((plan) => plan.state === 'requested');
  const choose = (helperId: string | null) => {
    close();
    if (helperId !== (helping?.helperId ?? null)) void choosePlan(helperId);
  };
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': 'Plans' }, paper: { sx: { maxWidth: 360 } } }}
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
  );
}

/**
 * An invitation to help, and its two answers. The answers are items of the menu itself (the
 * arrow keys reach only its own items), side by side under the sentence they answer.
 */
function Invitation({ plan, close }: { plan: HelpedPlan; close: () => void }) {
  const { api, queryClient, toast } = usePlatform();
  const sentenceId = useId();
  const answer = async (accepting: boolean) => {
    close();
    try {
      if (accepting) await acceptInvitation(api, plan.helperId);
      else await leavePlan(api, plan.helperId);
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
