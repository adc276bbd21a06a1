import type { ComponentType } from 'react';
import type { PublicAddress } from '@legacy-planner/shared-ui/navigation';

// Each public page's component. A page's own script (./entries) bundles its page, so the one a
// visit starts on is at hand at once; the others download when the visitor goes there.
const pages: Record<PublicAddress, () => Promise<ComponentType>> = {
  '/': () => import('./LandingPage').then((module) => module.LandingPage),
  '/login': () => import('./auth/AuthPage').then((module) => module.SignInPage),
  '/signup': () => import('./auth/AuthPage').then((module) => module.SignUpPage),
};

export const loadPublicPage = (address: PublicAddress) => pages[address]();
