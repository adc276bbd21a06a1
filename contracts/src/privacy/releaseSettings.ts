import type { ContactRole, DocumentCategory } from '../planner/plannerSchemas';

// Who may see an item, and when (spec section 6, decisions §2). The defaults are the spec's;
// the owner changes them per item. The server filters on these settings.

export const accessLevels = ['basic', 'standard', 'full'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export const releaseTimings = ['immediate', 'emergency', 'after_passing'] as const;
export type ReleaseTiming = (typeof releaseTimings)[number];

export type SecurityLevel = 'public' | 'restricted' | 'confidential';

export interface ReleaseSettings {
  requiredAccessLevel: AccessLevel;
  isVisible: boolean;
  releaseTiming: ReleaseTiming;
}

/** Levels in order: a grant of one level reaches items that require it or less. */
export const accessLevelRank: Record<AccessLevel, number> = { basic: 1, standard: 2, full: 3 };

/** Derived, never stored: basic items are public, standard restricted, full confidential. */
export function securityLevelOf(level: AccessLevel): SecurityLevel {
  return level === 'basic' ? 'public' : level === 'standard' ? 'restricted' : 'confidential';
}

/** The spec's defaults; every item's release timing starts as immediate. */
export const defaultReleaseSettings = {
  document(category: DocumentCategory): ReleaseSettings {
    return category === 'financial'
      ? { requiredAccessLevel: 'full', isVisible: false, releaseTiming: 'immediate' }
      : { requiredAccessLevel: 'standard', isVisible: true, releaseTiming: 'immediate' };
  },
  wish(): ReleaseSettings {
    return { requiredAccessLevel: 'basic', isVisible: true, releaseTiming: 'immediate' };
  },
  contact(role: ContactRole): ReleaseSettings {
    return role === 'emergency_contact'
      ? { requiredAccessLevel: 'basic', isVisible: true, releaseTiming: 'immediate' }
      : { requiredAccessLevel: 'standard', isVisible: true, releaseTiming: 'immediate' };
  },
};
