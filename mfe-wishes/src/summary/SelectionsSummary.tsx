import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { WISHES_CAP, type Wish } from '@legacy-planner/contracts';

/** How many wishes are selected, of how many, and where the plan's count of wishes stops. */
export function SelectionsSummary({ wishes }: { wishes: readonly Wish[] }) {
  const selected = wishes.filter((wish) => wish.isSelected).length;
  return (
    <Card variant="outlined" component="section" aria-labelledby="selections-title">
      <CardContent>
        <Typography id="selections-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Your Selections
        </Typography>
        <Typography>
          {selected} of {wishes.length} {wishes.length === 1 ? 'wish' : 'wishes'} selected
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {wishes.length >= WISHES_CAP
            ? `Your plan's progress counts up to ${WISHES_CAP} wishes, and yours is complete; you can keep adding more.`
            : `Your plan's progress counts up to ${WISHES_CAP} wishes. Selected wishes are the ones your dashboard shows as key wishes.`}
        </Typography>
      </CardContent>
    </Card>
  );
}
