import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/** One titled part of a wizard (an h2), its fields laid out one column on a phone, two wider. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
            {description}
          </Typography>
        )}
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

/** A cell of a section's grid: the full width, or half of it from small screens up. */
export function Cell({ half = false, children }: { half?: boolean; children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: half ? 6 : 12 }}>{children}</Grid>;
}
