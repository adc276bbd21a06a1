import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The frame of a tab or page: its title (the page's one h1) and its content. */
export function TabPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack
      component="section"
      spacing={3}
      aria-labelledby="page-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="page-title" variant="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
