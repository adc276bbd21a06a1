import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import PrivacyTab from './PrivacyTab';

renderStandalone('mfe_privacy', <PrivacyTab />);
