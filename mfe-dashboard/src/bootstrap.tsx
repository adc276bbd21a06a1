import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import DashboardTab from './DashboardTab';

renderStandalone('mfe_dashboard', <DashboardTab />);
