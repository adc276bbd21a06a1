import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GeneratedAccessKey } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { ConfirmDialog } from '@legacy-planner/planner-client';
import { accessKeyQuery } from '../api/accessKeyQuery';
import { useGenerateAccessKey } from '../api/generateAccessKey';
import { useRevokeAccessKey } from '../api/revokeAccessKey';
import { useWriteAccess } from '../access/writeAccess';
import { VerifyEmailNote, useEmailGate } from '../access/verifiedEmail';
import { LoadState, Section } from '@legacy-planner/planner-client';
import { formatDate } from '@legacy-planner/planner-client';

type Asking = 'replace' | 'revoke' | null;

const VERIFY_NOTE_ID = 'access-key-verify-email';

/**
 * The master access key: whether there is one, generate or replace it (asking first), revoke
 * it. A new key is shown once, here, with a Copy button: only its hash is kept on the server.
 */
export function AccessKeySection() {
  const status = useQuery(accessKeyQuery(usePlatform()));
  const generate = useGenerateAccessKey();
  const revoke = useRevokeAccessKey();
  const { controlProps } = useWriteAccess();
  const makeProps = useEmailGate().gate(VERIFY_NOTE_ID, controlProps);
  const [asking, setAsking] = useState<Asking>(null);
  const [newKey, setNewKey] = useState<GeneratedAccessKey | null>(null);

  const makeKey = async () => {
    try {
      setNewKey(await generate.mutateAsync());
    } catch {
      // The failure toast has been shown.
    }
    setAsking(null);
  };
  const revokeKey = async () => {
    try {
      await revoke.mutateAsync();
      setNewKey(null);
    } catch {
      // The failure toast has been shown.
    }
    setAsking(null);
  };

  const exists = status.data?.exists ?? false;
  return (
    <Section
      id="access-key"
      title="Master Access Key"
      intro="Give this key to the people you trust: with your email address it opens standard access to your plan."
    >
      <LoadState query={status} what="access key" />
      {status.data ? (
        <Typography>
          {exists && status.data.createdAt
            ? `You have an access key, generated on ${formatDate(status.data.createdAt)}.`
            : 'You have no access key yet.'}
        </Typography>
      ) : null}
      <VerifyEmailNote id={VERIFY_NOTE_ID} />
      {newKey ? <NewKey generated={newKey} onDone={() => setNewKey(null)} /> : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          onClick={() => (exists ? setAsking('replace') : void makeKey())}
          {...makeProps}
          disabled={makeProps.disabled || !status.data || generate.isPending}
        >
          {exists ? 'Replace Access Key' : 'Generate Access Key'}
        </Button>
        {exists ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking('revoke')}
            {...controlProps}
          >
            Revoke Access Key
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking === 'replace'}
        title="Replace your access key?"
        message="Your current key stops working at once: anyone you gave it to will need the new one."
        confirmLabel="Replace Key"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          // Close first: the dialog gives focus back to its button, and then the new key's
          // Copy button takes it.
          setAsking(null);
          void makeKey();
        }}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        title="Revoke your access key?"
        message="It stops working at once. Access already granted stays until you revoke it below."
        confirmLabel="Revoke Key"
        onCancel={() => setAsking(null)}
        onConfirm={revokeKey}
      />
    </Section>
  );
}

/** The new key, shown this once, with a Copy button and the warning that it is not kept. */
function NewKey({ generated, onDone }: { generated: GeneratedAccessKey; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(generated.accessKey);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Alert severity="warning" role="region" aria-label="Your new access key">
      <Stack spacing={1.5}>
        <Typography sx={{ fontWeight: 700 }}>
          Copy this key now: it will not be shown again.
        </Typography>
        <Typography variant="body2">
          Only a fingerprint of it is kept, so nobody, not even us, can show it to you later. If you
          lose it, replace it with a new one.
        </Typography>
        <Box
          component="output"
          aria-label="New access key"
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.25rem',
            fontWeight: 700,
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {generated.accessKey}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {/* Focus goes to the new key's Copy button, so the key is the next thing read. */}
          <Button variant="contained" onClick={copy} autoFocus>
            {copied === 'yes' ? 'Copied' : 'Copy Key'}
          </Button>
          <Button onClick={onDone}>I have saved it</Button>
        </Stack>
        <Typography variant="body2" role="status">
          {copied === 'yes'
            ? 'The key is on your clipboard.'
            : copied === 'failed'
              ? 'Copying is not allowed here: select the key and copy it yourself.'
              : ''}
        </Typography>
      </Stack>
    </Alert>
  );
}
