import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { helperRoleLabels, type HelperRole, type PlanHelper } from '@legacy-planner/contracts';
import { formatDate } from '@legacy-planner/planner-client';
import { useApproveHelper } from '../api/approveHelper';
import { useChangeHelperRole } from '../api/changeHelperRole';
import { useRemoveHelper } from '../api/removeHelper';
import { useWriteAccess } from '../access/writeAccess';
import { useEmailGate } from '../access/verifiedEmail';
import { IdentityAnswers } from '../requests/IdentityAnswers';
import { RoleSelect } from './RoleSelect';

/** Where a helper stands, in the words of their row. */
export function stateText(helper: PlanHelper): string {
  switch (helper.state) {
    case 'active':
      return helperRoleLabels[helper.role];
    case 'invited':
      return 'Invited · waiting for them to accept';
    case 'requested':
      return 'Asks to help with your plan';
  }
}

/** The controls of a row: side by side on a wide screen, stacked on a phone. */
const controlsLayout = {
  direction: { xs: 'column', sm: 'row' },
  spacing: 1.5,
  sx: { alignItems: { xs: 'stretch', sm: 'flex-start' } },
} as const;

/**
 * One person: an active helper (change their role, see their changes, remove them), an
 * invitation (withdraw it) or a request (approve with a role, "Can view" unless chosen, or
 * decline).
 */
export function HelperRow({
  helper,
  verifyNoteId,
  onRemove,
  onChanges,
}: {
  helper: PlanHelper;
  verifyNoteId: string;
  onRemove: () => void;
  onChanges: () => void;
}) {
  const { controlProps } = useWriteAccess();
  // Approving lets someone into the plan: not before the owner's email is verified.
  const approveProps = useEmailGate().gate(verifyNoteId, controlProps);
  const approve = useApproveHelper();
  const changeRole = useChangeHelperRole();
  const remove = useRemoveHelper();
  const [approveAs, setApproveAs] = useState<HelperRole>('viewer-helper');
  const busy = approve.isPending || changeRole.isPending || remove.isPending;
  const state = stateText(helper);

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${helper.name}: ${state}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        >
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {helper.name}
          </Typography>
          <Chip
            size="small"
            color={helper.state === 'requested' ? 'warning' : 'default'}
            variant={helper.state === 'active' ? 'filled' : 'outlined'}
            label={state}
          />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {helper.email}
          {helper.relationship ? ` · ${helper.relationship}` : ''}
        </Typography>

        {helper.state === 'active' ? (
          <>
            {helper.activeSince ? (
              <Typography variant="body2" color="text.secondary">
                Helping since {formatDate(helper.activeSince)}
              </Typography>
            ) : null}
            <Stack {...controlsLayout}>
              <RoleSelect
                id={`helper-${helper.id}-role`}
                label="Role"
                // The chosen role while it is saved, not the old one.
                value={changeRole.isPending ? changeRole.variables.role : helper.role}
                onRole={(role) => {
                  if (role !== helper.role) changeRole.mutate({ id: helper.id, role });
                }}
                sx={{ minWidth: 160, maxWidth: { sm: 360 } }}
                {...controlProps}
                disabled={controlProps.disabled || busy}
              />
              <Button variant="outlined" onClick={onChanges} sx={{ mt: { sm: 1 } }}>
                Changes
              </Button>
              <Button
                color="error"
                variant="outlined"
                onClick={onRemove}
                sx={{ mt: { sm: 1 } }}
                {...controlProps}
                disabled={controlProps.disabled || busy}
              >
                Remove
              </Button>
            </Stack>
          </>
        ) : null}

        {helper.state === 'invited' ? (
          <>
            <Typography variant="body2" color="text.secondary">
              Invited {formatDate(helper.createdAt)} · {helperRoleLabels[helper.role]} once they
              accept
            </Typography>
            <Button
              color="error"
              variant="outlined"
              onClick={() => remove.mutate(helper)}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
              {...controlProps}
              disabled={controlProps.disabled || busy}
            >
              Withdraw invitation
            </Button>
          </>
        ) : null}

        {helper.state === 'requested' ? (
          <>
            <Typography variant="body2" color="text.secondary">
              Asked {formatDate(helper.createdAt)}
            </Typography>
            {helper.method === 'key' ? (
              <Typography>Used your access key.</Typography>
            ) : (
              <>
                <Typography>Answered the identity questions about you:</Typography>
                {helper.answers ? (
                  <IdentityAnswers name={helper.name} answers={helper.answers} />
                ) : null}
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  It is for you to judge whether these answers are right: approve only if you are
                  sure who is asking.
                </Typography>
              </>
            )}
            <Stack {...controlsLayout}>
              <RoleSelect
                id={`helper-${helper.id}-approve-role`}
                label="Role if you approve"
                value={approveAs}
                onRole={setApproveAs}
                sx={{ minWidth: 160, maxWidth: { sm: 360 } }}
                {...approveProps}
                disabled={approveProps.disabled || busy}
              />
              <Button
                variant="contained"
                onClick={() => approve.mutate({ id: helper.id, role: approveAs })}
                sx={{ mt: { sm: 1 } }}
                {...approveProps}
                disabled={approveProps.disabled || busy}
              >
                Approve
              </Button>
              <Button
                color="error"
                variant="outlined"
                onClick={() => remove.mutate(helper)}
                sx={{ mt: { sm: 1 } }}
                {...controlProps}
                disabled={controlProps.disabled || busy}
              >
                Decline
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
