import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The frame of a tab or page: its title (the page's one h1) and its content. */
export function TabPage({ title, children }: { title: string; children?: ReactNode }) {
  // Unique on the page: the shell renders other tabs ahead, out of sight, each with its title.
  const titleId = useId();
  return (
    <Stack component="section" spacing={3} aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
