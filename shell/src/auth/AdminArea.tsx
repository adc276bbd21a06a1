import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { usePlatform } from '@legacy-planner/shared-ui';
import { RemoteArea } from '../remotes/RemoteArea';

/** /admin: the admin remote, loaded (downloaded at all) only for admins. */
export function AdminArea() {
  const { user } = usePlatform();
  if (user?.role !== 'admin') {
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Administrators only
        </Typography>
        <Typography>This area is for administrators of this Legacy Planner site.</Typography>
      </Box>
    );
  }
  return (
    <main>
      <RemoteArea remote="mfe_admin" module="AdminPage" label="Admin panel" />
    </main>
  );
}
