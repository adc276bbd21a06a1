import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
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

  const people = [...(helpers.data ?? [])].sort(
    (a, b) =>
      stateOrder[a.state] - stateOrder[b.state] ||
      Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );

  return (
    <Section
      id="plan-helpers"
      title="People who help with my plan"
      intro="Someone you trust can work on your plan with you. Whoever can edit adds and changes documents, wishes, contacts, wizard records and uploads; whoever can view reads your whole plan now. Neither ever changes who may see it. Every change a helper makes is recorded with their name."
    >
      <VerifyEmailNote id={VERIFY_NOTE_ID} />
      <InviteHelperForm
        emailEnabled={settings.data?.emailEnabled === true}
        controlProps={inviteProps}
      />

      <Typography component="h3" variant="h6">
        Helpers, invitations and requests
      </Typography>
      <LoadState query={helpers} what="helpers" />
      {helpers.data && people.length === 0 ? (
        <Typography>Nobody helps with your plan yet.</Typography>
      ) : null}
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
