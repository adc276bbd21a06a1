import { TabPage } from '@legacy-planner/shared-ui';

export default function AdminPage() {
  return <TabPage title="Admin Panel" />;
}
