import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import ContactsTab from './ContactsTab';

renderStandalone('mfe_contacts', <ContactsTab />);
