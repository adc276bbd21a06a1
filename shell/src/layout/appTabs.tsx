import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PeopleIcon from '@mui/icons-material/People';
import LockIcon from '@mui/icons-material/Lock';

// The five tabs of /app (spec section 2), each owned end to end by its remote.
export interface AppTab {
  id: string;
  label: string;
  icon: ReactElement;
  remote: string;
  module: string;
}

export const appTabs: readonly AppTab[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    icon: <DashboardIcon />,
    remote: 'mfe_dashboard',
    module: 'DashboardTab',
  },
  {
    id: 'documents',
    label: 'Documents',
    icon: <DescriptionIcon />,
    remote: 'mfe_documents',
    module: 'DocumentsTab',
  },
  {
    id: 'wishes',
    label: 'Wishes',
    icon: <FavoriteIcon />,
    remote: 'mfe_wishes',
    module: 'WishesTab',
  },
  {
    id: 'contacts',
    label: 'Contacts',
    icon: <PeopleIcon />,
    remote: 'mfe_contacts',
    module: 'ContactsTab',
  },
  {
    id: 'privacy',
    label: 'Privacy',
    icon: <LockIcon />,
    remote: 'mfe_privacy',
    module: 'PrivacyTab',
  },
];

export const defaultTab = appTabs[0] as AppTab;

export function tabById(id: string | null): AppTab {
  return appTabs.find((tab) => tab.id === id) ?? defaultTab;
}
