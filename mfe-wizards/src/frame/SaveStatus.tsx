import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 36 }}>
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' || state === 'invalid' ? 'error' : 'text.secondary'}
      >
        {words[state]}
      </Typography>
      {state === 'failed' && (
        <Button size="small" variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Stack>
  );
}
