import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { whatAGrantOpens, type AdminAccessRequest } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accessRequestsQuery } from '../api/accessRequestsQuery';
import { useRejectRequest, useVerifyRequest } from '../api/decideAccessRequest';
import { ConfirmDialog, LoadState, Section } from '@legacy-planner/planner-client';
import { timeLeft } from '@legacy-planner/planner-client';
import { formatDateTime, useNow } from '@legacy-planner/planner-client';

/** Who gets which level of whose plan, and what it opens: the admin reads it before verifying. */
function verificationMessage({ holder, owner }: AdminAccessRequest): string {
  return (
    `${holder.name} (${holder.email}, ${holder.relationship}) gets Full access to the plan of ` +
    `${owner.name} (${owner.email}) at once. ${whatAGrantOpens('full')}`
  );
}

function RequestCard({ request, now }: { request: AdminAccessRequest; now: number }) {
  const verify = useVerifyRequest();
  const reject = useRejectRequest();
  const [confirming, setConfirming] = useState(false);
  const busy = verify.isPending || reject.isPending;
  const who = `${request.holder.name} for ${request.owner.name}`;
  const left = request.grantsAt ? timeLeft(request.grantsAt, now) : null;
  return (
    <Paper component="li" variant="outlined" aria-label={who} sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
          {who}
        </Typography>
        <Typography sx={{ wordBreak: 'break-word' }}>
          Owner: {request.owner.name} ({request.owner.email})
        </Typography>
        <Typography sx={{ wordBreak: 'break-word' }}>
          Requester: {request.holder.name} ({request.holder.email}), {request.holder.relationship}
        </Typography>
        <Typography>Requested on {formatDateTime(request.createdAt)}</Typography>
        <Typography>
          {left ? `Granted automatically in ${left} unless decided` : 'No automatic grant pending'}
        </Typography>
        <Box component="dl" sx={{ m: 0 }} aria-label="Evidence">
          {Object.entries(request.evidence).map(([name, value]) => (
            <Box key={name} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Box component="dt" sx={{ fontWeight: 'bold' }}>
                {name}:
              </Box>
              <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            aria-label={`Verify evidence: ${who}`}
            onClick={() => setConfirming(true)}
          >
            Verify
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            aria-label={`Reject request: ${who}`}
            onClick={() => reject.mutate(request.id)}
          >
            Reject
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Verify the evidence and give Full access to ${request.holder.name}?`}
        message={verificationMessage(request)}
        confirmLabel="Verify and give Full access"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await verify.mutateAsync(request.id);
          } catch {
            // The failure toast has been shown.
          }
          setConfirming(false);
        }}
      />
    </Paper>
  );
}

/** Full-access requests whose evidence an administrator checks (decisions §5). */
export function AccessRequestsSection() {
  const { api } = usePlatform();
  const requests = useQuery(accessRequestsQuery(api));
  const now = useNow();
  return (
    <Section
      id="access-requests"
      title="Access requests to verify"
      intro="Full-access requests with their evidence. Verifying grants full access at once; rejecting refuses it. Both are written to the owner’s access log with your name."
    >
      <LoadState query={requests} what="access requests" />
      {requests.data && requests.data.length === 0 ? (
        <Typography>No requests are waiting.</Typography>
      ) : null}
      {requests.data && requests.data.length > 0 ? (
        <Stack
          component="ul"
          spacing={2}
          aria-label="Requests waiting"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} now={now} />
          ))}
        </Stack>
      ) : null}
    </Section>
  );
}
