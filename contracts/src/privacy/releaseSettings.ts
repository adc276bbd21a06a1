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

/** Timings in order: a situation reaches items released in it or in any earlier one. */
export const releaseTimingRank: Record<ReleaseTiming, number> = {
  immediate: 1,
  emergency: 2,
  after_passing: 3,
};

/** The timings released in `situation`: that one and every earlier one. */
export function timingsUpTo(situation: ReleaseTiming): ReleaseTiming[] {
  return releaseTimings.filter(
    (timing) => releaseTimingRank[timing] <= releaseTimingRank[situation],
  );
}

/**
 * The situation a grant stands for (decisions §2): a full grant follows a verified passing;
 * an emergency grant and any standard grant reach what is released in an emergency; anything
 * else only what is released at once.
 */
export function situationOfGrant(level: AccessLevel, emergency: boolean): ReleaseTiming {
  if (level === 'full') return 'after_passing';
  return emergency || level === 'standard' ? 'emergency' : 'immediate';
}

/**
 * Whether an item is released to a grant of `level` in `situation` (decisions §2): visible,
 * requiring at most that level, released in that situation or an earlier one. The one rule of
 * a viewer's plan, the owner's preview and the demo's preview.
 */
export function isReleased(
  settings: ReleaseSettings,
  level: AccessLevel,
  situation: ReleaseTiming,
): boolean {
  return (
    settings.isVisible &&
    accessLevelRank[settings.requiredAccessLevel] <= accessLevelRank[level] &&
    releaseTimingRank[settings.releaseTiming] <= releaseTimingRank[situation]
  );
}

/** Derived, never stored: basic items are public, standard restricted, full confidential. */
export function securityLevelOf(level: AccessLevel): SecurityLevel {
  return level === 'basic' ? 'public' : level === 'standard' ? 'restricted' : 'confidential';
}

/** The kinds of item that carry release settings, as the Privacy tab lists and filters them. */
export const privacyItemTypes = [
  'document',
  'file',
  'wish',
  'contact',
  'wizard',
  'message',
] as const;
export type PrivacyItemType = (typeof privacyItemTypes)[number];

const documentDefault = (category: DocumentCategory): ReleaseSettings =>
  category === 'financial'
    ? { requiredAccessLevel: 'full', isVisible: false, releaseTiming: 'immediate' }
    : { requiredAccessLevel: 'standard', isVisible: true, releaseTiming: 'immediate' };

/** The spec's defaults; every item's release timing starts as immediate. */
export const defaultReleaseSettings = {
  document: documentDefault,
  /** An uploaded file is a document's paper: it starts as its category's documents do. */
  file: documentDefault,
  /** A wizard record is the content of its document, so it starts as that document does. */
  wizard: documentDefault,
  wish(): ReleaseSettings {
    return { requiredAccessLevel: 'basic', isVisible: true, releaseTiming: 'immediate' };
  },
  /** Messages are opened at the standard level (spec section 6: "personal wishes and messages"). */
  message(): ReleaseSettings {
    return { requiredAccessLevel: 'standard', isVisible: true, releaseTiming: 'immediate' };
  },
  contact(role: ContactRole): ReleaseSettings {
    return role === 'emergency_contact'
      ? { requiredAccessLevel: 'basic', isVisible: true, releaseTiming: 'immediate' }
      : { requiredAccessLevel: 'standard', isVisible: true, releaseTiming: 'immediate' };
  },
};
