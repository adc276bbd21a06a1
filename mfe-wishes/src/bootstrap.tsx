import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import WishesTab from './WishesTab';

renderStandalone('mfe_wishes', <WishesTab />);
