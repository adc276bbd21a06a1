import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useStartDemoMode } from '../demo/useStartDemoMode';

/** /login and /signup: one screen with two modes, toggled by a link. */
export function AuthPage({ mode }: { mode: 'signin' | 'signup' }) {
  const startDemoMode = useStartDemoMode();
  const signingIn = mode === 'signin';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 440, width: '100%' }}>
        <CardContent>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {signingIn ? 'Sign In' : 'Create Account'}
          </Typography>
          <Button fullWidth variant="outlined" onClick={startDemoMode} sx={{ mb: 2 }}>
            Demo Mode
          </Button>
          <Typography variant="body2">
            {signingIn ? "Don't have an account? " : 'Already have an account? '}
            <Link component={RouterLink} to={signingIn ? '/signup' : '/login'}>
              {signingIn ? 'Sign up' : 'Sign in'}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
