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
import { HelpingBanner } from '../helping/HelpingBanner';
import { PlanSwitcher } from '../helping/PlanSwitcher';
import { useHelping } from '../helping/useHelping';
import { BrandLogo } from '@legacy-planner/shared-ui/pageFrame';
import { WORDS, wordsFrom } from './wordsFrom';

/**
 * The header of the protected pages; the demo banner and the plan in use belong to it, so they
 * stay in view.
 */
export function AppHeader() {
  const { signOut } = useAuthActions();
  const { helping, plans } = useHelping();
  // Most people help with no plan: the switcher is there only for those who do (or are asked).
  const switching = helping !== null || plans.length > 0;
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      {/* At 360 px the name, Account and Sign Out fit on one line only with narrower gutters
          and Sign Out's words without their icon. */}
      <Toolbar sx={{ px: { xs: 1, sm: 3 } }}>
        <Box sx={{ flexGrow: 1 }}>
          <BrandLogo to="/app" linkComponent={RouterLink} />
        </Box>
        {switching && <PlanSwitcher helping={helping} plans={plans} />}
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
          // Beside the switcher, at 360 px Sign Out's words no longer fit either: its icon.
          {...(switching
            ? { 'aria-label': 'Sign Out', sx: wordsFrom('sm') }
            : { sx: { '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } } })}
        >
          {switching ? <span className={WORDS}>Sign Out</span> : 'Sign Out'}
        </Button>
      </Toolbar>
      <DemoBanner />
      <HelpingBanner />
    </AppBar>
  );
}
