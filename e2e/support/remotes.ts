// The remotes as the end-to-end tests meet them: the five tabs of /app (label in the bottom
// navigation, the heading of the tab, the remote that owns it and the module it exposes), and
// every remote's standalone harness with the heading it shows. One list for every spec.

export const appTabs = [
  {
    label: 'Dashboard',
    title: 'Your Legacy Plan',
    folder: 'mfe-dashboard',
    module: 'DashboardTab',
  },
  { label: 'Documents', title: 'Documents', folder: 'mfe-documents', module: 'DocumentsTab' },
  { label: 'Wishes', title: 'Wishes', folder: 'mfe-wishes', module: 'WishesTab' },
  { label: 'Contacts', title: 'Contacts', folder: 'mfe-contacts', module: 'ContactsTab' },
  { label: 'Privacy', title: 'Privacy', folder: 'mfe-privacy', module: 'PrivacyTab' },
] as const;

export const harnesses = [
  ...appTabs.map(({ folder, title }) => ({ folder, title })),
  { folder: 'mfe-wizards', title: 'Last Will & Testament' },
  { folder: 'mfe-admin', title: 'Admin Panel' },
] as const;
