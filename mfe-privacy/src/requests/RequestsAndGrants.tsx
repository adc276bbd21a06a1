import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  whatAGrantOpens,
  type AccessGrant,
  type AccessHolder,
  type AccessRequestSummary,
} from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { ConfirmDialog } from '@legacy-planner/planner-client';
import { grantsQuery } from '../api/grantsQuery';
import { requestsQuery } from '../api/requestsQuery';
import { settingsQuery } from '../api/settingsQuery';
import { useApproveRequest } from '../api/approveRequest';
import { useRejectRequest } from '../api/rejectRequest';
import { useRevokeGrant } from '../api/revokeGrant';
import { useWriteAccess } from '../access/writeAccess';
import { LoadState, Section } from '@legacy-planner/planner-client';
import { formatDateTime } from '@legacy-planner/planner-client';
import { grantSourceLabels, levelLabels } from '../labels';
import { IdentityAnswers } from './IdentityAnswers';
import { timeLeft } from '@legacy-planner/planner-client';
import { useNow } from '@legacy-planner/planner-client';
import { WaitingPeriodForm } from './WaitingPeriodForm';
import { REQUESTS_VERIFY_NOTE_ID, VerifyEmailNote, useEmailGate } from '../access/verifiedEmail';
import { GrantEndForm } from './GrantEndForm';

/** How a request was made, beside its holder. */
const methodLabels: Record<AccessRequestSummary['method'], string> = {
  evidence: 'Evidence of passing',
  questions: 'Loved-one questions',
  contact_report: 'A trusted contact said you passed away',
};

/**
 * Who is asking and who holds access: pending requests (approve after confirming what it
 * opens, or reject: until the requester first opens the plan, even after the waiting period
 * granted it), active grants (revoke), and the waiting period itself.
 */
export function RequestsAndGrants() {
  const platform = usePlatform();
  const requests = useQuery(requestsQuery(platform));
  const grants = useQuery(grantsQuery(platform));
  const settings = useQuery(settingsQuery(platform));
  const revoke = useRevokeGrant();
  const [revoking, setRevoking] = useState<AccessGrant | null>(null);
  const approve = useApproveRequest();
  const [approving, setApproving] = useState<AccessRequestSummary | null>(null);
  const now = useNow();

  const pending = (requests.data ?? []).filter(
    (request) =>
      request.state === 'pending' ||
      (request.state === 'granted' && request.decidedBy === 'waiting_period' && !request.claimed),
  );
  const active = (grants.data ?? []).filter(
    (grant) => grant.state === 'active' && Date.parse(grant.expiresAt) > now,
  );

  return (
    <Section id="requests-grants" title="Requests and Grants">
      {settings.data && !settings.data.emailEnabled ? (
        <Alert severity="info">
          Email notifications are off: notices of requests and grants appear here in the app only,
          so look in from time to time.
        </Alert>
      ) : null}
      <VerifyEmailNote id={REQUESTS_VERIFY_NOTE_ID} />
      <Typography component="h3" variant="h6">
        Pending requests
      </Typography>
      <LoadState query={requests} what="requests" />
      {requests.data && pending.length === 0 ? (
        <Typography>No requests are waiting for you.</Typography>
      ) : null}
      {pending.length > 0 ? (
        <Stack component="ul" aria-label="Pending requests" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {pending.map((request) => (
            <PendingRequest
              key={request.id}
              request={request}
              now={now}
              approving={approve.isPending}
              onApprove={() => setApproving(request)}
            />
          ))}
        </Stack>
      ) : null}

      <Typography component="h3" variant="h6">
        Active grants
      </Typography>
      <LoadState query={grants} what="grants" />
      {grants.data && active.length === 0 ? (
        <Typography>Nobody holds access to your plan right now.</Typography>
      ) : null}
      {active.length > 0 ? (
        <Stack component="ul" aria-label="Active grants" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {active.map((grant) => (
            <GrantRow key={grant.id} grant={grant} onRevoke={() => setRevoking(grant)} />
          ))}
        </Stack>
      ) : null}

      <WaitingPeriodForm settings={settings.data} />

      <ConfirmDialog
        open={approving !== null}
        title={
          approving
            ? `Give ${levelLabels[approving.level]} access to ${approving.holder.name}?`
            : ''
        }
        message={approving ? approvalMessage(approving) : ''}
        confirmLabel={approving ? `Give ${levelLabels[approving.level]} access` : ''}
        onCancel={() => setApproving(null)}
        onConfirm={async () => {
          if (!approving) return;
          try {
            await approve.mutateAsync(approving.id);
          } catch {
            // The failure toast has been shown.
          }
          setApproving(null);
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke access for ${revoking.holder.name}?` : ''}
        message="They lose access at once; their next visit is refused."
        confirmLabel="Revoke"
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revoke.mutateAsync(revoking.id);
          } catch {
            // The failure toast has been shown.
          }
          setRevoking(null);
        }}
      />
    </Section>
  );
}

function Holder({ holder }: { holder: AccessHolder }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {holder.name} · {holder.email}
      {holder.relationship ? ` · ${holder.relationship}` : ''}
    </Typography>
  );
}

/** Who gets which level, and what it opens: the owner reads it before saying yes. */
function approvalMessage(request: AccessRequestSummary): string {
  const { name, email, relationship } = request.holder;
  const who = relationship ? `${name} (${email}, ${relationship})` : `${name} (${email})`;
  return `${who} gets ${levelLabels[request.level]} access to your plan at once. ${whatAGrantOpens(request.level)}`;
}

function PendingRequest({
  request,
  now,
  approving,
  onApprove,
}: {
  request: AccessRequestSummary;
  now: number;
  approving: boolean;
  onApprove: () => void;
}) {
  const reject = useRejectRequest();
  const { controlProps } = useWriteAccess();
  // Approving lets someone in; rejecting never needs a verified email.
  const approveProps = useEmailGate().gate(REQUESTS_VERIFY_NOTE_ID, controlProps);
  const busy = approving || reject.isPending;
  // Granted by the waiting period but not yet claimed: the owner may still refuse it.
  const waitingOver = request.state === 'granted';
  const left = request.grantsAt ? timeLeft(request.grantsAt, now) : null;
  const label = `${levelLabels[request.level]} access request from ${request.holder.name}`;
  return (
    <Paper component="li" variant="outlined" aria-label={label} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        >
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {request.holder.name}
          </Typography>
          <Chip size="small" label={`${levelLabels[request.level]} access`} />
          <Chip size="small" variant="outlined" label={methodLabels[request.method]} />
        </Stack>
        <Holder holder={request.holder} />
        <Typography variant="body2" color="text.secondary">
          Asked {formatDateTime(request.createdAt)}
        </Typography>
        {waitingOver ? (
          <Typography sx={{ fontWeight: 700 }}>
            The waiting period is over, but {request.holder.name} has not opened the plan yet: you
            can still reject it.
          </Typography>
        ) : request.grantsAt ? (
          <Typography sx={{ fontWeight: 700 }}>
            {left
              ? `Granted in ${left} (${formatDateTime(request.grantsAt)}) unless you reject it.`
              : 'The waiting period is over: it is granted on its next check.'}
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 700 }}>Waits for your answer.</Typography>
        )}
        {request.answers ? (
          <IdentityAnswers name={request.holder.name} answers={request.answers} />
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {waitingOver ? null : (
            <Button
              variant="contained"
              onClick={onApprove}
              {...approveProps}
              disabled={approveProps.disabled || busy}
            >
              Approve
            </Button>
          )}
          <Button
            color="error"
            variant="outlined"
            onClick={() => reject.mutate(request.id)}
            {...controlProps}
            disabled={controlProps.disabled || busy}
          >
            Reject
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function GrantRow({ grant, onRevoke }: { grant: AccessGrant; onRevoke: () => void }) {
  const { controlProps } = useWriteAccess();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${levelLabels[grant.level]} access of ${grant.holder.name}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        >
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {grant.holder.name}
          </Typography>
          <Chip size="small" label={`${levelLabels[grant.level]} access`} />
          {grant.emergency ? <Chip size="small" variant="outlined" label="Emergency" /> : null}
        </Stack>
        <Holder holder={grant.holder} />
        <Typography variant="body2">
          Through: {grantSourceLabels[grant.source] ?? grant.source} · since{' '}
          {formatDateTime(grant.createdAt)} · until {formatDateTime(grant.expiresAt)}
        </Typography>
        <GrantEndForm grant={grant} />
        <Button
          color="error"
          variant="outlined"
          onClick={onRevoke}
          sx={{ alignSelf: 'flex-start' }}
          {...controlProps}
        >
          Revoke
        </Button>
      </Stack>
    </Paper>
  );
}
