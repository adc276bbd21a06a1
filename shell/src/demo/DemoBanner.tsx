import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useAuthActions } from '../auth/useAuthActions';

/**
 * The yellow read-only banner, in demo mode and on the demo account. Its sign-up link leaves
 * the demo (clears the flag, or signs out of the demo account) and returns to '/'.
 */
export function DemoBanner() {
  const { isDemoMode, isReadOnly } = usePlatform();
  const { signOut } = useAuthActions();
  if (!isReadOnly) return null;
  return (
    <Alert severity="warning" sx={{ borderRadius: 0, bgcolor: '#FFF3C4', color: '#4D3800' }}>
      {isDemoMode
        ? 'You are exploring demo mode with sample data; nothing can be changed. '
        : 'You are signed in to the read-only demo account; nothing can be changed. '}
      <Link
        component="button"
        color="inherit"
        sx={{ verticalAlign: 'baseline', fontWeight: 700 }}
        onClick={() => void signOut()}
      >
        Sign up to create your own plan
      </Link>
    </Alert>
  );
}
