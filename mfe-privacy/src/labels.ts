import type {
  AccessLevel,
  GrantSource,
  PrivacyItemType,
  ReleaseSettings,
  ReleaseTiming,
  SecurityLevel,
} from '@legacy-planner/contracts';

// The words the Privacy tab puts on the access model's values.

export const levelLabels: Record<AccessLevel, string> = {
  basic: 'Basic',
  standard: 'Standard',
  full: 'Full',
};

export const timingLabels: Record<ReleaseTiming, string> = {
  immediate: 'Immediately',
  emergency: 'In an emergency',
  after_passing: 'After a verified passing',
};

export const securityLabels: Record<SecurityLevel, string> = {
  public: 'Public',
  restricted: 'Restricted',
  confidential: 'Confidential',
};

/** The owner's tabs, as the items are grouped and filtered. */
export const itemTypeLabels: Record<PrivacyItemType, string> = {
  document: 'Documents',
  file: 'Files',
  wish: 'Wishes',
  contact: 'Contacts',
  wizard: 'Wizard records',
  message: 'Messages',
};

export const itemTypeSingular: Record<PrivacyItemType, string> = {
  document: 'Document',
  file: 'File',
  wish: 'Wish',
  contact: 'Contact',
  wizard: 'Wizard record',
  message: 'Message',
};

export const grantSourceLabels: Record<GrantSource, string> = {
  card: 'Access card',
  access_key: 'Access key',
  request: 'Verified request',
  loved_one: 'Loved-one verification',
  check_in: 'Trusted contact, after missed check-ins',
};

/** The loved-one questions about the owner, in the words of the journey's form. */
export const lovedOneAnswerLabels: Record<string, string> = {
  fullName: 'Full name',
  birthDate: 'Date of birth',
  mothersName: "Mother's maiden name",
  favoriteColor: 'Favourite colour',
};

/** An item's settings in a few words: "Basic · In an emergency", or "Hidden". */
export function settingsText(settings: ReleaseSettings): string {
  return settings.isVisible
    ? `${levelLabels[settings.requiredAccessLevel]} · ${timingLabels[settings.releaseTiming]}`
    : 'Hidden';
}

/** A sentence's words as a label: its first letter in capitals. */
export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
