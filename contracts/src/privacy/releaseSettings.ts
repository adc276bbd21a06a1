import type { ContactRole, DocumentCategory } from '../planner/plannerSchemas';
import { wizardDocuments, type WizardKind } from '../wizards/wizardDocuments';

// Who may see an item, and when (spec section 6, decisions §2, issue 25). The levels are the
// spec's; the timing follows the kind of item. The owner changes them per item; the server
// filters on these settings.

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

/** Settings that release an item to no viewer at all. */
const releasedToNoViewer: ReleaseSettings = {
  requiredAccessLevel: 'full',
  isVisible: false,
  releaseTiming: 'after_passing',
};

const settings = (
  requiredAccessLevel: AccessLevel,
  releaseTiming: ReleaseTiming,
): ReleaseSettings => ({ requiredAccessLevel, isVisible: true, releaseTiming });

/** What an emergency room needs: at the basic level, in an emergency. */
const forAnEmergency = settings('basic', 'emergency');
/** What settles an estate: with full access only, after a verified passing. */
const forTheEstate = settings('full', 'after_passing');
/** Everything else keeps spec section 6's level and waits for a verified passing. */
const afterPassing = settings('standard', 'after_passing');

const emergencyCategories: readonly DocumentCategory[] = ['health', 'hipaa'];
const estateCategories: readonly DocumentCategory[] = ['will', 'poa', 'financial', 'digital'];

const documentDefault = (category: DocumentCategory): ReleaseSettings =>
  emergencyCategories.includes(category)
    ? forAnEmergency
    : estateCategories.includes(category)
      ? forTheEstate
      : afterPassing;

/**
 * The recommended settings of each kind of item (issue 25's safe defaults): a new item starts
 * with them, and the Privacy tab's "Use the recommended settings" offers them for the rest.
 * The timing follows the kind: what an emergency needs in an emergency, what settles an estate
 * after a verified passing, wishes at once, everything else after a verified passing.
 */
export const defaultReleaseSettings = {
  document: documentDefault,
  /** A file in no document (a file in one follows that document's settings). */
  file: documentDefault,
  /** A wizard record and its document card are one item; it starts as its kind's documents do. */
  wizard(kind: WizardKind): ReleaseSettings {
    return documentDefault(wizardDocuments[kind].category);
  },
  /** Burial and ceremony wishes are what a family needs within days, and they are not secrets. */
  wish(): ReleaseSettings {
    return settings('basic', 'immediate');
  },
  /** Never through a grant: a legacy message goes to its recipient only, on its delivery timing. */
  message(): ReleaseSettings {
    return releasedToNoViewer;
  },
  contact(role: ContactRole): ReleaseSettings {
    return role === 'emergency_contact' || role === 'medical_proxy' ? forAnEmergency : afterPassing;
  },
};

/** The narrower of two settings: visible only if both are, the higher level, the later timing. */
export function narrowerOf(a: ReleaseSettings, b: ReleaseSettings): ReleaseSettings {
  return {
    isVisible: a.isVisible && b.isVisible,
    requiredAccessLevel:
      accessLevelRank[a.requiredAccessLevel] >= accessLevelRank[b.requiredAccessLevel]
        ? a.requiredAccessLevel
        : b.requiredAccessLevel,
    releaseTiming:
      releaseTimingRank[a.releaseTiming] >= releaseTimingRank[b.releaseTiming]
        ? a.releaseTiming
        : b.releaseTiming,
  };
}

export const sameReleaseSettings = (a: ReleaseSettings, b: ReleaseSettings): boolean =>
  a.isVisible === b.isVisible &&
  a.requiredAccessLevel === b.requiredAccessLevel &&
  a.releaseTiming === b.releaseTiming;

/**
 * The kinds of viewer a grant makes, each with its level and the situation its grant stands
 * for (situationOfGrant): the owner's preview offers exactly these, so it never shows a view
 * that no viewer gets.
 */
export const viewerKinds = [
  {
    level: 'basic',
    situation: 'emergency',
    who: 'someone with your emergency card, in an emergency',
  },
  {
    level: 'standard',
    situation: 'emergency',
    who: 'anyone with your access key or a standard card',
  },
  {
    level: 'full',
    situation: 'after_passing',
    who: 'a person given full access after your passing is verified',
  },
] as const satisfies readonly { level: AccessLevel; situation: ReleaseTiming; who: string }[];

/** The situation a viewer of `level` is in (a basic grant comes with an emergency card). */
export function viewerSituation(level: AccessLevel): ReleaseTiming {
  return viewerKinds.find((kind) => kind.level === level)!.situation;
}

/** Who could see an item with these settings, in words (empty when nobody could). */
export function whoCouldSee(item: ReleaseSettings): string[] {
  return viewerKinds
    .filter((kind) => isReleased(item, kind.level, kind.situation))
    .map((kind) => kind.who);
}

/** Whether these settings release an item to more viewers than `than` does. */
export function releasesWider(settings: ReleaseSettings, than: ReleaseSettings): boolean {
  return viewerKinds.some(
    (kind) =>
      isReleased(settings, kind.level, kind.situation) &&
      !isReleased(than, kind.level, kind.situation),
  );
}

/**
 * Items whose release wider than recommended is confirmed first, naming who could then see
 * them: financial documents and files, and the digital-assets record (its accounts).
 */
export function asksBeforeWidening(type: PrivacyItemType, category: string): boolean {
  return (
    ((type === 'document' || type === 'file') && category === 'financial') ||
    (type === 'wizard' && category === 'digital-assets')
  );
}
