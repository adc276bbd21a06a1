import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import LogoutIcon from '@mui/icons-material/Logout';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthActions } from '../auth/useAuthActions';
import { DemoBanner } from '../demo/DemoBanner';
import { BrandLogo } from './BrandLogo';

/** The header of the protected pages; the demo banner belongs to it, so both stay in view. */
export function AppHeader() {
  const { signOut } = useAuthActions();
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar>
        <Box sx={{ flexGrow: 1 }}>
          <BrandLogo to="/app" linkComponent={RouterLink} />
        </Box>
        <Button component={RouterLink} to="/account" startIcon={<AccountCircleIcon />}>
          Account
        </Button>
        <Button startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Toolbar>
      <DemoBanner />
    </AppBar>
  );
}
