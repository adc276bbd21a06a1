import catalog from '@legacy-planner/build-config/remote-catalog.json';

// The tabs of /app as the catalog names them, without their icons: what the shell's entry
// script needs to know which remote the first screen shows, before the shell's other chunks
// (MUI, its icons) have loaded. appTabs.tsx adds the icons.
export interface CatalogTab {
  id: string;
  label: string;
  remote: string;
  module: string;
}

export const catalogTabs: readonly CatalogTab[] = catalog.remotes.flatMap(({ name, tab }) =>
  tab ? [{ ...tab, remote: name }] : [],
);

/** The tab ?tab= names, or the first (the dashboard) for an unknown or missing one. */
export function catalogTabById(id: string | null): CatalogTab {
  return (catalogTabs.find((tab) => tab.id === id) ?? catalogTabs[0]) as CatalogTab;
}

/** The remote module that the first screen at this address shows, if it is a tab of /app. */
export function firstScreenTab(location: { pathname: string; search: string }): CatalogTab | null {
  if (location.pathname !== '/app') return null;
  return catalogTabById(new URLSearchParams(location.search).get('tab'));
}
