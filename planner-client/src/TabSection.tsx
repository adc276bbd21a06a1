import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One part of a tab: a titled region (h2), found by its title by assistive technology. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.35rem' }}>
          {title}
        </Typography>
        {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** What a section shows while loading or when its data could not be read. */
export function LoadState({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  what: string;
}) {
  if (query.isPending) {
    return <Typography color="text.secondary">Loading {what}…</Typography>;
  }
  if (query.isError) {
    return (
      <Typography role="alert" color="error">
        {what[0]?.toUpperCase()}
        {what.slice(1)} could not be loaded. Please reload the page.
      </Typography>
    );
  }
  return null;
}
