import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useNavigate } from 'react-router-dom';
import { useDemoMode } from './DemoModeContext';

/** The yellow demo-mode banner: its sign-up link clears the demo flag and returns to '/'. */
export function DemoBanner() {
  const { isDemoMode, exitDemoMode } = useDemoMode();
  const navigate = useNavigate();
  if (!isDemoMode) return null;
  return (
    <Alert severity="warning" sx={{ borderRadius: 0, bgcolor: '#FFF3C4', color: '#4D3800' }}>
      You are exploring demo mode with sample data; nothing can be changed.{' '}
      <Link
        component="button"
        color="inherit"
        sx={{ verticalAlign: 'baseline', fontWeight: 700 }}
        onClick={async () => {
          // Leave the protected page first, committed at once (the router otherwise renders in
          // a transition, after the flag change): without the flag its guard sends to /login.
          await navigate('/', { flushSync: true });
          exitDemoMode();
        }}
      >
        Sign up to create your own plan
      </Link>
    </Alert>
  );
}
