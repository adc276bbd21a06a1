import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { accessLevelGuide } from '@legacy-planner/contracts';
import { Section } from '@legacy-planner/planner-client';

/** The three levels: what each opens and what a person must give to get it (spec section 6). */
export function AccessLevelGuide() {
  return (
    <Section id="access-level-guide" title="Access Level Guide">
      <Grid container spacing={2}>
        {accessLevelGuide.map((entry) => (
          <Grid key={entry.level} size={{ xs: 12, md: 4 }}>
            <Card
              variant="outlined"
              component="article"
              aria-labelledby={`guide-${entry.level}`}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography id={`guide-${entry.level}`} component="h3" variant="h6">
                  {entry.title}
                </Typography>
                <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
                  Opens
                </Typography>
                {/* One running line, not a column: the guide stays short on a phone. */}
                <Box
                  component="ul"
                  aria-label={`What ${entry.title} opens`}
                  sx={{
                    m: 0,
                    p: 0,
                    '& li': { display: 'inline', typography: 'body2' },
                    '& li:not(:last-of-type)::after': { content: '" · "' },
                  }}
                >
                  {entry.opens.map((what) => (
                    <li key={what}>{what}</li>
                  ))}
                </Box>
                <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
                  Requires
                </Typography>
                <Typography variant="body2">{entry.requires}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
