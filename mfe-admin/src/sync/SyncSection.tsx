import { useQuery } from '@tanstack/react-query';
import type { SyncProgress } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useStartSync } from '../api/startSync';
import { syncQuery } from '../api/syncQuery';
import { LoadState, Section } from '@legacy-planner/planner-client';

function Running({ progress }: { progress: SyncProgress }) {
  const percent = progress.total > 0 ? (progress.processed / progress.total) * 100 : 0;
  return (
    <Box>
      <LinearProgress
        variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label="Sync progress"
        aria-valuetext={`${progress.processed} of ${progress.total} records`}
      />
      <Typography sx={{ mt: 1 }}>
        Syncing: {progress.processed} of {progress.total} records sent
      </Typography>
    </Box>
  );
}

function Summary({ progress }: { progress: SyncProgress }) {
  const counts = `${progress.created} created, ${progress.updated} updated, ${progress.failed} failed`;
  if (progress.state === 'failed') {
    return (
      <Alert severity="error">
        The sync stopped: {progress.error ?? 'unknown error'}. So far: {counts}.
      </Alert>
    );
  }
  return (
    <Alert severity={progress.failed > 0 ? 'warning' : 'success'}>
      Sync finished for {progress.users} {progress.users === 1 ? 'user' : 'users'}: {counts}.
    </Alert>
  );
}

/** The consented sync (spec sections 2, 3): start it, follow its progress, read its summary. */
export function SyncSection() {
  const { api } = usePlatform();
  const sync = useQuery(syncQuery(api));
  const start = useStartSync();
  const running = sync.data?.state === 'running';
  return (
    <Section
      id="airtable-sync"
      title="Sync to Airtable"
      intro="Pushes documents, wishes, contacts and activities of the users who turned on “Share my plan with the administrators”. Running it again updates rows, it adds no duplicates."
    >
      <LoadState query={sync} what="sync progress" />
      <Box>
        <Button
          variant="contained"
          disabled={running || start.isPending}
          onClick={() => start.mutate()}
        >
          {running ? 'Sync running…' : 'Sync Now'}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {sync.data && running ? <Running progress={sync.data} /> : null}
        {sync.data && (sync.data.state === 'done' || sync.data.state === 'failed') ? (
          <Summary progress={sync.data} />
        ) : null}
      </Box>
    </Section>
  );
}
