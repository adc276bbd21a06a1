// The remotes as the end-to-end tests meet them, from the one catalog of remotes: the five
// tabs of /app (label in the bottom navigation, the remote's folder and the module it
// exposes) with the heading each tab shows, and every remote's standalone harness with the
// heading it shows. One list for every spec.
import catalog from '../../build-config/remote-catalog.json';
import { wizardPages as wizardPageTable } from '../../mfe-wizards/src/pages/wizardPages';

/** The heading each remote shows first; the one thing the catalog does not know. */
const headings: Record<string, string> = {
  'mfe-dashboard': 'Your Legacy Plan',
  'mfe-documents': 'Documents',
  'mfe-wishes': 'Wishes',
  'mfe-contacts': 'Contacts',
  'mfe-privacy': 'Privacy',
  'mfe-wizards': 'Last Will & Testament',
  'mfe-admin': 'Admin Panel',
  'mfe-access': 'Request access to a plan',
  'mfe-account': 'Account',
  'mfe-journey': 'Guided journey',
};

function headingOf(folder: string): string {
  const heading = headings[folder];
  if (!heading) throw new Error(`e2e/support/remotes.ts: no heading known for ${folder}`);
  return heading;
}

export const appTabs = catalog.remotes.flatMap(({ workspace, tab }) =>
  tab
    ? [{ label: tab.label, title: headingOf(workspace), folder: workspace, module: tab.module }]
    : [],
);

export const harnesses = catalog.remotes.map(({ workspace }) => ({
  folder: workspace,
  title: headingOf(workspace),
}));

/** The six wizard routes with the heading each page shows, from mfe-wizards' own table. */
export const wizardPages = Object.values(wizardPageTable).map(({ route, title }) => ({
  route,
  title,
}));
