import {
  defaultReleaseSettings,
  isReleased,
  securityLevelOf,
  type AccessLevel,
  type PrivacyItem,
  type ReleaseTiming,
  type ViewerPlan,
} from '@legacy-planner/contracts';
import { demoLists } from '@legacy-planner/planner-client';

// Demo mode (no account) calls no API: the Privacy tab shows the built-in sample plan with the
// spec's default settings, and previews it with the same rule the server applies.

const withSecurity = (item: Omit<PrivacyItem, 'securityLevel'>): PrivacyItem => ({
  ...item,
  securityLevel: securityLevelOf(item.requiredAccessLevel),
});

export const demoPrivacyItems: PrivacyItem[] = [
  ...demoLists.documents.map((document) =>
    withSecurity({
      type: 'document',
      id: document.id,
      title: document.title,
      category: document.category,
      ...defaultReleaseSettings.document(document.category),
    }),
  ),
  ...demoLists.wishes.map((wish) =>
    withSecurity({
      type: 'wish',
      id: wish.id,
      title: wish.preference,
      category: wish.category,
      ...defaultReleaseSettings.wish(),
    }),
  ),
  ...demoLists.contacts.map((contact) =>
    withSecurity({
      type: 'contact',
      id: contact.id,
      title: `${contact.firstName} ${contact.lastName}`.trim(),
      category: contact.role,
      ...defaultReleaseSettings.contact(contact.role),
    }),
  ),
];

/** What a viewer of `level` would get in `situation`, from the sample plan. */
export function demoPreview(level: AccessLevel, situation: ReleaseTiming): ViewerPlan {
  const released = new Set(
    demoPrivacyItems.filter((item) => isReleased(item, level, situation)).map((item) => item.id),
  );
  const strip = <T extends { id: string; userId?: string }>(items: T[]) =>
    items.filter((item) => released.has(item.id)).map(({ userId: _userId, ...rest }) => rest);
  return {
    ownerName: 'Demo',
    level,
    situation,
    expiresAt: null,
    documents: strip(demoLists.documents),
    files: [],
    wishes: strip(demoLists.wishes),
    contacts: strip(demoLists.contacts).map((contact) =>
      level === 'full' ? contact : { ...contact, address: undefined, notes: undefined },
    ),
    wizards: [],
    messages: [],
  };
}
