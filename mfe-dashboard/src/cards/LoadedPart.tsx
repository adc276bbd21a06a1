import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** What a part of the dashboard needs to know of each list it is made from. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A part of the dashboard built from one or more lists: loading, failed, or ready. */
export type Part<T> =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void; retrying: boolean }
  | { state: 'ready'; value: T };

/**
 * The part's state from its lists. A failed list fails only the parts made from it (the rest of
 * the dashboard stays), and Retry asks again for the failed lists only.
 */
export function partOf<T>(queries: ListQuery[], value: () => T): Part<T> {
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    return {
      state: 'failed',
      retry: () => failed.forEach((query) => void query.refetch()),
      retrying: failed.some((query) => query.isFetching),
    };
  }
  if (queries.some((query) => query.isPending)) return { state: 'loading' };
  return { state: 'ready', value: value() };
}

/** Shows a part: a spinner, an error with Retry, or its content. */
export function LoadedPart<T>({
  part,
  name,
  children,
}: {
  part: Part<T>;
  /** What the part is called, e.g. "Key Wishes". */
  name: string;
  children: (value: T) => ReactNode;
}) {
  if (part.state === 'ready') return children(part.value);
  if (part.state === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress aria-label={`Loading ${name}`} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" onClick={part.retry} disabled={part.retrying}>
          Retry
        </Button>
      }
    >
      {name} could not be loaded. Check your connection and try again.
    </Alert>
  );
}
