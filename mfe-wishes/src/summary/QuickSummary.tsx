import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  summaryCategoryOf,
  wishSummary,
  wishSummaryCategories,
  type Wish,
} from '@legacy-planner/contracts';

/**
 * How many of a category's chosen wishes the summary names; the others are counted ("and 12
 * more"), so that a plan of thousands of wishes still reads as a summary.
 */
export const NAMED_PER_CATEGORY = 5;

/** "Clair de lune, Ave Maria", "A, B, C, D, E and 12 more", or that nothing is chosen. */
export function chosenText(preferences: readonly string[]): string {
  if (preferences.length === 0) return 'Not chosen yet';
  const named = preferences.slice(0, NAMED_PER_CATEGORY).join(', ');
  const more = preferences.length - NAMED_PER_CATEGORY;
  return more > 0 ? `${named} and ${more.toLocaleString('en-US')} more` : named;
}

/** For each summary category (contracts' wishSummary), what is chosen: the selected wishes. */
export function QuickSummary({ wishes }: { wishes: readonly Wish[] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="quick-summary-title">
      <CardContent>
        <Typography id="quick-summary-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Quick Summary
        </Typography>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {wishSummaryCategories.map((summary) => {
            const chosen = wishes.filter(
              (wish) =>
                wish.isSelected && summaryCategoryOf(wish.category, wish.subcategory) === summary,
            );
            return (
              <Grid key={summary} size={{ xs: 12, sm: 6 }} data-testid={`summary-${summary}`}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {wishSummary[summary].label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  color="text.secondary"
                  sx={{ m: 0, overflowWrap: 'anywhere' }}
                >
                  {chosenText(chosen.map((wish) => wish.preference))}
                </Typography>
              </Grid>
            );
          })}
        </Grid>
      </CardContent>
    </Card>
  );
}
