import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useStartDemoMode } from '../demo/useStartDemoMode';

export function LandingPage() {
  const startDemoMode = useStartDemoMode();
  return (
    <>
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography component="span" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }}>
            Legacy Planner
          </Typography>
          <Button component={RouterLink} to="/login">
            Sign In
          </Button>
          <Button component={RouterLink} to="/signup" variant="contained">
            Sign Up
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ px: 2, py: 8, textAlign: 'center', maxWidth: 800, mx: 'auto' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
          Plan Once. Be Remembered Forever.
        </Typography>
        <Typography sx={{ mb: 4 }} color="text.secondary">
          Organise your documents, wishes, messages and trusted contacts, and decide who may see
          each of them, and when.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button component={RouterLink} to="/signup" variant="contained" size="large">
            Sign Up
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            Sign In
          </Button>
          <Button variant="outlined" size="large" onClick={startDemoMode}>
            Demo Mode (No Account)
          </Button>
        </Stack>
      </Box>
    </>
  );
}
