import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One section of the account page: a card with a heading of its own (h2) for screen readers. */
export function SectionCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-heading`}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
