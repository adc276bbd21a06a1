import Button, { type ButtonProps } from '@mui/material/Button';
import { PublicLink } from './navigation';

/** What a signed-in visitor is offered on the landing page and the sign-in screen. */
export function OpenMyPlanButton({ size }: { size?: ButtonProps['size'] }) {
  return (
    <Button component={PublicLink} to="/app" variant="contained" size={size}>
      Open My Plan
    </Button>
  );
}
