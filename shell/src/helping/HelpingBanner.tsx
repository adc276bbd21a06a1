import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { helperRoleLabels } from '@legacy-planner/contracts/labels';
import { usePlatform } from '@legacy-planner/shared-ui';
import { planOf } from './planWords';

/**
 * Names the plan every protected page works on while it is someone else's, under the header
 * (as the demo banner is), with the way back to the user's own.
 */
export function HelpingBanner() {
  const { helping, choosePlan } = usePlatform();
  if (!helping) return null;
  return (
    <Alert
      severity="info"
      role="region"
      aria-label="Plan in use"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={() => void choosePlan?.(null)}>
          Back to my plan
        </Button>
      }
    >
      You are helping with {planOf(helping.ownerName)} · {helperRoleLabels[helping.role]}
    </Alert>
  );
}
