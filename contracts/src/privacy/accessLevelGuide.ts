import type { AccessLevel } from './releaseSettings';

// The access level guide (spec section 6): what each level opens and what it asks for. The
// Privacy tab shows it to the owner and the /access page to the person asking.

export interface AccessLevelGuideEntry {
  level: AccessLevel;
  title: string;
  opens: readonly string[];
  requires: string;
}

export const accessLevelGuide: readonly AccessLevelGuideEntry[] = [
  {
    level: 'basic',
    title: 'Basic Access',
    opens: [
      'Emergency medical info',
      'Emergency contacts',
      'Burial preferences',
      'Immediate family notice',
    ],
    requires: 'A valid emergency reason',
  },
  {
    level: 'standard',
    title: 'Standard Access',
    opens: [
      'Everything in Basic',
      'Personal wishes and messages',
      'Celebration preferences',
      'Digital asset instructions',
      'Contact list',
    ],
    requires: 'An access key given by the person',
  },
  {
    level: 'full',
    title: 'Full Access',
    opens: [
      'Everything in Standard',
      'Financial info',
      'Legal documents',
      'Asset inventory',
      'Executor duties',
    ],
    requires: 'Death certificate, medical validation and identity verification',
  },
];
