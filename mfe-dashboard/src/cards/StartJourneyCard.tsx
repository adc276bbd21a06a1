import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ExploreIcon from '@mui/icons-material/Explore';
import { usePlatform } from '@legacy-planner/shared-ui';

export function StartJourneyCard() {
  const { openJourney } = usePlatform();
  return (
    <Card sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          Start Your Journey
        </Typography>
        <Typography sx={{ mb: 2 }}>
          A guided path through what matters most: for yourself, or for someone you love.
        </Typography>
        <Button variant="contained" startIcon={<ExploreIcon />} onClick={openJourney}>
          Start Your Journey
        </Button>
      </CardContent>
    </Card>
  );
}
