import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import DocumentsTab from './DocumentsTab';

renderStandalone('mfe_documents', <DocumentsTab />);
