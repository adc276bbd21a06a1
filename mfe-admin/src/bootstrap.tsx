import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import AdminPage from './AdminPage';

renderStandalone('mfe_admin', <AdminPage />);
