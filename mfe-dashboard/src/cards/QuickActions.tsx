import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';

const actions = [
  { label: 'Add Document', tab: 'documents' },
  { label: 'Set New Wish', tab: 'wishes' },
  { label: 'Add Contact', tab: 'contacts' },
] as const;

/** Each quick action switches to the tab where it is done. */
export function QuickActions() {
  const { navigate } = usePlatform();
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 2 }}>
          Quick Actions
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {actions.map(({ label, tab }) => (
            <Button key={tab} variant="outlined" onClick={() => navigate(`/app?tab=${tab}`)}>
              {label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
