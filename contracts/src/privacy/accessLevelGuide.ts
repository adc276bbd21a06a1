import { accessLevelRank, type AccessLevel } from './releaseSettings';

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

const levelReach: Record<AccessLevel, string> = {
  basic:
    'the items left visible at the Basic level that are released at once (or in an emergency, when one was given)',
  standard:
    'the items left visible at the Basic or Standard level that are released at once or in an emergency',
  full: 'every item left visible in the plan, at any level, including those released only after a verified passing',
};

/**
 * What a grant of `level` opens, said before anyone gives it (an owner's Approve, an
 * administrator's Verify): the release rule of decisions §2 and the guide's list in full.
 */
export function whatAGrantOpens(level: AccessLevel): string {
  const opens = accessLevelGuide
    .filter((entry) => accessLevelRank[entry.level] <= accessLevelRank[level])
    .flatMap((entry) => entry.opens.filter((line) => !line.startsWith('Everything in ')));
  const title = accessLevelGuide.find((entry) => entry.level === level)!.title;
  return `${title} opens ${levelReach[level]}: ${opens.join(', ')}.`;
}
