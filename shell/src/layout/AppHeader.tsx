import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import LogoutIcon from '@mui/icons-material/Logout';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthActions } from '../auth/useAuthActions';
import { DemoBanner } from '../demo/DemoBanner';
import { BrandLogo } from '@legacy-planner/shared-ui/pageFrame';

/** The header of the protected pages; the demo banner belongs to it, so both stay in view. */
export function AppHeader() {
  const { signOut } = useAuthActions();
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      {/* At 360 px the name, Account and Sign Out fit on one line only with narrower gutters
          and Sign Out's words without their icon. */}
      <Toolbar sx={{ px: { xs: 1, sm: 3 } }}>
        <Box sx={{ flexGrow: 1 }}>
          <BrandLogo to="/app" linkComponent={RouterLink} />
        </Box>
        {/* On a phone the word would push Sign Out onto a second line: the icon alone, named.
            Chosen by CSS, not by a media query in script, so the header pre-rendered for demo
            mode is already right; the hidden one is out of the tab order and the a11y tree. */}
        <IconButton
          component={RouterLink}
          to="/account"
          aria-label="Account"
          sx={{ display: { sm: 'none' }, color: 'primary.dark' }}
        >
          <AccountCircleIcon />
        </IconButton>
        <Button
          component={RouterLink}
          to="/account"
          startIcon={<AccountCircleIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Account
        </Button>
        <Button
          startIcon={<LogoutIcon />}
          onClick={() => void signOut()}
          sx={{ '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
        >
          Sign Out
        </Button>
      </Toolbar>
      <DemoBanner />
    </AppBar>
  );
}
