import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';

export function AppHeader() {
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar>
        <Link component={RouterLink} to="/app" underline="none" color="inherit">
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            Legacy Planner
          </Typography>
        </Link>
      </Toolbar>
    </AppBar>
  );
}
