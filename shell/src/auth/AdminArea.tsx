import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';
import { MainContent, pageTitle, useDocumentTitle } from '@legacy-planner/shared-ui/pageFrame';
import { RemoteArea } from '../remotes/RemoteArea';

/** /admin: the admin remote, loaded (downloaded at all) only for admins. */
export function AdminArea() {
  const { user } = usePlatform();
  useDocumentTitle(pageTitle('Admin panel'));
  if (user?.role !== 'admin') {
    return (
      <MainContent sx={{ p: 3 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Administrators only
        </Typography>
        <Typography>This area is for administrators of this Legacy Planner site.</Typography>
      </MainContent>
    );
  }
  return (
    <MainContent>
      <RemoteArea remote="mfe_admin" module="AdminPage" label="Admin panel" />
    </MainContent>
  );
}
