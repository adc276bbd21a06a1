import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminActionResult } from '../api/adminKeys';
import { airtableStatusQuery } from '../api/airtableStatusQuery';
import { useCreateTestData } from '../api/createTestData';
import { useTestAirtable } from '../api/testAirtable';
import { LoadState, Section } from '@legacy-planner/planner-client';
import { ResultsBox } from './ResultsBox';
import { SetupInstructions } from './SetupInstructions';

const yesNo = (value: boolean) => (value ? 'set' : 'missing');

/** Spec section 2's Airtable integration: status, test connection, test data, setup. */
export function AirtableSection() {
  const { api } = usePlatform();
  const status = useQuery(airtableStatusQuery(api));
  const testConnection = useTestAirtable();
  const createTestData = useCreateTestData();
  const [last, setLast] = useState<{ title: string; result: AdminActionResult } | null>(null);
  const busy = testConnection.isPending || createTestData.isPending;

  return (
    <Section
      id="airtable"
      title="Airtable Integration"
      intro="Sends the plans of the users who agreed to share them to your Airtable base."
    >
      <LoadState query={status} what="Airtable status" />
      {status.data ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
          <Chip
            color={status.data.connected ? 'success' : 'default'}
            label={status.data.connected ? 'Connected' : 'Not connected'}
          />
          <Typography component="span" sx={{ alignSelf: 'center' }}>
            API key: {yesNo(status.data.hasApiKey)} · Base id: {yesNo(status.data.hasBaseId)}
          </Typography>
        </Stack>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            testConnection.mutate(undefined, {
              onSuccess: (result) => setLast({ title: 'Test Connection', result }),
            })
          }
        >
          {testConnection.isPending ? 'Testing…' : 'Test Connection'}
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            createTestData.mutate(undefined, {
              onSuccess: (result) => setLast({ title: 'Create Test Data', result }),
            })
          }
        >
          {createTestData.isPending ? 'Creating…' : 'Create Test Data'}
        </Button>
      </Stack>
      {last ? <ResultsBox title={last.title} result={last.result} /> : null}
      <SetupInstructions />
    </Section>
  );
}
