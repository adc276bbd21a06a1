import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Typography from '@mui/material/Typography';
import type { HelperState, PlanHelper } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { ConfirmDialog, LoadState, Section } from '@legacy-planner/planner-client';
import { helpersQuery } from '../api/helpersQuery';
import { settingsQuery } from '../api/settingsQuery';
import { useRemoveHelper } from '../api/removeHelper';
import { useWriteAccess } from '../access/writeAccess';
import { VerifyEmailNote, useEmailGate } from '../access/verifiedEmail';
import { HelperChangesDialog } from './HelperChangesDialog';
import { HelperRow } from './HelperRow';
import { InviteHelperForm } from './InviteHelperForm';

const VERIFY_NOTE_ID = 'helpers-verify-email';

/** Requests first (they wait for the owner), then who helps, then who is invited. */
const stateOrder: Record<HelperState, number> = { requested: 0, active: 1, invited: 2 };

const INTRO =
  'Someone you trust can work on your plan with you. Whoever can edit adds and changes documents, wishes, contacts, wizard records and uploads; whoever can view reads your whole plan now. Neither ever changes who may see it. Every change a helper makes is recorded with their name.';

/** The folded section's one line: who helps and who is invited, or nobody. */
function summaryOf(people: PlanHelper[]): string {
  const count = (state: HelperState) => people.filter((helper) => helper.state === state).length;
  const [active, invited] = [count('active'), count('invited')];
  if (active + invited === 0) return 'Nobody helps with your plan yet.';
  const helping = active === 1 ? '1 person helps' : `${active} people help`;
  return invited > 0
    ? `${helping} with your plan; ${invited} invited.`
    : `${helping} with your plan.`;
}

/**
 * The people who help with the plan (issue 28): invite someone by email, approve or decline
 * who asks through the journey, change a helper's role, see what they changed, remove them.
 */
export function HelpersSection() {
  const platform = usePlatform();
  const helpers = useQuery(helpersQuery(platform));
  const settings = useQuery(settingsQuery(platform));
  const { controlProps } = useWriteAccess();
  // Inviting lets someone into the plan: not before the owner's email is verified.
  const inviteProps = useEmailGate().gate(VERIFY_NOTE_ID, controlProps);
  const remove = useRemoveHelper();
  const [removing, setRemoving] = useState<PlanHelper | null>(null);
  const [showingChanges, setShowingChanges] = useState<PlanHelper | null>(null);
  const detailsId = useId();
  // Folded unless someone asks and waits for the owner's answer: on a phone the tab would
  // otherwise be a screen taller for people the owner comes here for only now and then.
  const [openChoice, setOpen] = useState<boolean | null>(null);

  const people = [...(helpers.data ?? [])].sort(
    (a, b) =>
      stateOrder[a.state] - stateOrder[b.state] ||
      Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );

  const waiting = people.some((helper) => helper.state === 'requested');
  // Opened for a request, it stays open once the owner has answered it.
  const [hadWaiting, setHadWaiting] = useState(false);
  if (waiting && !hadWaiting) setHadWaiting(true);
  const open = openChoice ?? hadWaiting;

  return (
    <Section
      id="plan-helpers"
      title="People who help with my plan"
      intro={open ? INTRO : undefined}
    >
      <VerifyEmailNote id={VERIFY_NOTE_ID} />
      <LoadState query={helpers} what="helpers" />
      {/* Folded, the section is one line and its button (no intro): the tab stays short. */}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', columnGap: 2, rowGap: 1, flexWrap: 'wrap' }}
      >
        {helpers.data && !waiting ? <Typography>{summaryOf(people)}</Typography> : null}
        <Button
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          endIcon={
            <ExpandMore
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {people.length > 0 ? 'Helpers and invitations' : 'Invite someone to help'}
        </Button>
      </Stack>
      {open ? (
        <Stack id={detailsId} spacing={2}>
          <InviteHelperForm
            emailEnabled={settings.data?.emailEnabled === true}
            controlProps={inviteProps}
          />

          <Typography component="h3" variant="h6">
            Helpers, invitations and requests
          </Typography>
          {people.length > 0 ? (
            <Stack
              component="ul"
              aria-label="People who help with your plan"
              spacing={1.5}
              sx={{ p: 0, m: 0 }}
            >
              {people.map((helper) => (
                <HelperRow
                  key={helper.id}
                  helper={helper}
                  verifyNoteId={VERIFY_NOTE_ID}
                  onRemove={() => setRemoving(helper)}
                  onChanges={() => setShowingChanges(helper)}
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name}?` : ''}
        message={
          removing
            ? `${removing.name}'s access to your plan ends at once: their next attempt to open or change it is refused. You can invite them again later.`
            : ''
        }
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing);
          } catch {
            // The failure toast has been shown; they still help.
          }
          setRemoving(null);
        }}
      />
      <HelperChangesDialog helper={showingChanges} onClose={() => setShowingChanges(null)} />
    </Section>
  );
}
