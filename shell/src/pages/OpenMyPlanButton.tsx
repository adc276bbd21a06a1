import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** What a signed-in visitor is offered on the landing page and the sign-in screen. */
export function OpenMyPlanButton({ size }: { size?: ButtonProps['size'] }) {
  return (
    <Button component={RouterLink} to="/app" variant="contained" size={size}>
      Open My Plan
    </Button>
  );
}
