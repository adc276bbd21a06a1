import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PeopleIcon from '@mui/icons-material/People';
import LockIcon from '@mui/icons-material/Lock';
import { catalogTabs } from './catalogTabs';

// The tabs of /app (spec section 2), each owned end to end by its remote: the remotes of the
// catalog that own a tab, in the catalog's order. Only the icons are the shell's own.
export interface AppTab {
  id: string;
  label: string;
  /** Every tab has one (appTabs.test.ts); a tab the shell does not know yet shows its label. */
  icon?: ReactElement;
  remote: string;
  module: string;
}

const icons: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  documents: <DescriptionIcon />,
  wishes: <FavoriteIcon />,
  contacts: <PeopleIcon />,
  privacy: <LockIcon />,
};

export const appTabs: readonly AppTab[] = catalogTabs.map((tab) => ({
  ...tab,
  icon: icons[tab.id],
}));

export const defaultTab = appTabs[0] as AppTab;

// The Privacy tab's routes are the owner's only: while the session works on a plan the user
// helps with, the API refuses them (owner_only), so the tab is not offered.
const ownerOnlyTabs = new Set(['privacy']);

/** The tabs of /app for the plan in use: all on the user's own, fewer on a plan they help with. */
export function tabsOffered(helping: boolean): readonly AppTab[] {
  return helping ? appTabs.filter((tab) => !ownerOnlyTabs.has(tab.id)) : appTabs;
}

/** The tab ?tab= names among those offered, or the dashboard. */
export function tabById(id: string | null, offered: readonly AppTab[] = appTabs): AppTab {
  return offered.find((tab) => tab.id === id) ?? defaultTab;
}
