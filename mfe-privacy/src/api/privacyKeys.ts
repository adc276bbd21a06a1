import type { PlatformContract } from '@legacy-planner/shared-ui';

// The Privacy tab's react-query keys, owned by this remote. Demo mode (no account) reads the
// built-in sample plan under keys of its own, so it never mixes with an account's data.
const root = ['privacy-tab'] as const;

export const privacyKeys = {
  all: root,
  items: [...root, 'items'],
  overview: [...root, 'items', 'overview'],
  found: [...root, 'items', 'found'],
  accessKey: [...root, 'access-key'],
  cards: [...root, 'cards'],
  requests: [...root, 'requests'],
  grants: [...root, 'grants'],
  settings: [...root, 'settings'],
  log: [...root, 'log'],
  preview: [...root, 'preview'],
  notices: [...root, 'notices'],
  preferences: [...root, 'preferences'],
  accountSecurity: [...root, 'account-security'],
  checkIns: [...root, 'check-ins'],
  helpers: [...root, 'helpers'],
  helperChanges: [...root, 'helper-changes'],
} as const;

export type Reader = Pick<PlatformContract, 'api' | 'isDemoMode'>;

export const modeOf = (isDemoMode: boolean) => (isDemoMode ? 'demo' : 'account');
