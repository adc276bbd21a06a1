import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthActions } from '../auth/useAuthActions';

export function AppHeader() {
  const { signOut } = useAuthActions();
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar>
        <Link
          component={RouterLink}
          to="/app"
          underline="none"
          color="inherit"
          sx={{ flexGrow: 1 }}
        >
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            Legacy Planner
          </Typography>
        </Link>
        <Button startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Toolbar>
    </AppBar>
  );
}
