import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, apiErrorMessage } from '@legacy-planner/shared-ui';
import type { SaveState } from '../form/useAutosave';

const words: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved — retry',
  invalid: 'Not saved — correct the marked fields',
};

/**
 * Where the draft stands. A live region, so a screen reader hears "Saved" or "Not saved"
 * without leaving the field being typed in; Retry sits outside it, reached by Tab.
 */
export function SaveStatus({
  state,
  error,
  onRetry,
}: {
  state: SaveState;
  /** Why the last save failed, when it did. */
  error?: unknown;
  onRetry: () => void;
}) {
  // The server refused what was sent (400: a file no longer in the vault, a recovery phrase):
  // its reason says what to change, where retrying the same would fail again.
  const refusal =
    error instanceof ApiError && error.status === 400 ? apiErrorMessage(error, '') : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 36 }}>
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' || state === 'invalid' ? 'error' : 'text.secondary'}
      >
        {words[state]}
        {refusal && `: ${refusal}`}
      </Typography>
      {state === 'failed' && (
        <Button size="small" variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Stack>
  );
}
