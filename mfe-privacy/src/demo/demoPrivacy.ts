import {
  accessRequestMessages,
  defaultReleaseSettings,
  isReleased,
  securityLevelOf,
  viewerSituation,
  type AccessLevel,
  type Contact,
  type EmergencyPerson,
  type PrivacyItem,
  type RehearsalInput,
  type ReleaseSettings,
  type ViewerPlan,
} from '@legacy-planner/contracts';
import { demoLists } from '@legacy-planner/planner-client';

// Demo mode (no account) calls no API: the Privacy tab shows the built-in sample plan with the
// recommended settings of each kind, and previews it for each kind of viewer with the same
// rule the server applies.

const demoItem = (
  item: Pick<PrivacyItem, 'type' | 'id' | 'title' | 'category'>,
  recommended: ReleaseSettings,
): PrivacyItem => ({
  ...item,
  ...recommended,
  securityLevel: securityLevelOf(recommended.requiredAccessLevel),
  follows: null,
  setApart: false,
  recipientOnly: false,
  recommended,
});

export const demoPrivacyItems: PrivacyItem[] = [
  ...demoLists.documents.map((document) =>
    demoItem(
      { type: 'document', id: document.id, title: document.title, category: document.category },
      defaultReleaseSettings.document(document.category),
    ),
  ),
  ...demoLists.wishes.map((wish) =>
    demoItem(
      { type: 'wish', id: wish.id, title: wish.preference, category: wish.category },
      defaultReleaseSettings.wish(),
    ),
  ),
  ...demoLists.contacts.map((contact) =>
    demoItem(
      {
        type: 'contact',
        id: contact.id,
        title: `${contact.firstName} ${contact.lastName}`.trim(),
        category: contact.role,
      },
      defaultReleaseSettings.contact(contact.role),
    ),
  ),
];

const personOf = (
  contact: Pick<Contact, 'firstName' | 'lastName' | 'relation' | 'phone' | 'email'>,
): EmergencyPerson => ({
  name: `${contact.firstName} ${contact.lastName}`.trim(),
  relationship: contact.relation,
  phone: contact.phone,
  email: contact.email,
});

/** What a viewer of `level` gets from the sample plan, in the situation their grant stands for. */
export function demoPreview(level: AccessLevel): ViewerPlan {
  const situation = viewerSituation(level);
  const released = new Set(
    demoPrivacyItems.filter((item) => isReleased(item, level, situation)).map((item) => item.id),
  );
  const strip = <T extends { id: string; userId?: string }>(items: T[]) =>
    items.filter((item) => released.has(item.id)).map(({ userId: _userId, ...rest }) => rest);
  const contacts = strip(demoLists.contacts);
  const withRole = (role: Contact['role']) =>
    contacts.filter((contact) => contact.role === role).map(personOf);
  const medicalProxies = withRole('medical_proxy');
  const emergencyContacts = withRole('emergency_contact');
  return {
    ownerName: 'Demo',
    level,
    situation,
    expiresAt: null,
    // As the server's: custody (when signed, where the original is) with full access only.
    documents: strip(demoLists.documents).map(
      ({ signedOn, originalLocation, originalHolder, ...document }) =>
        level === 'full'
          ? { ...document, custody: { signedOn, originalLocation, originalHolder } }
          : document,
    ),
    files: [],
    wishes: strip(demoLists.wishes),
    contacts: contacts.map((contact) =>
      level === 'full' ? contact : { ...contact, address: undefined, notes: undefined },
    ),
    wizards: [],
    // The sample plan has no health directive record: the summary holds whom to call.
    emergencySummary:
      medicalProxies.length + emergencyContacts.length === 0
        ? null
        : {
            name: 'Demo',
            dateOfBirth: '',
            codeStatus: 'Code status: not stated in the shared documents',
            medicalWishes: [],
            medicalProxies,
            emergencyContacts,
            notes: '',
            hipaaRecipients: [],
            directiveReleased: false,
          },
  };
}

/** What the demo answers a rehearsal: it has no key or card, so only full access gets through. */
export const DEMO_REHEARSAL_REFUSAL =
  'The demo has no access key or card, so nothing matches: sign up to rehearse with your own.';

export async function demoRehearsal(rehearsal: RehearsalInput): Promise<ViewerPlan> {
  if (rehearsal.level !== 'full') throw new Error(DEMO_REHEARSAL_REFUSAL);
  for (const field of ['deathCertificate', 'medicalValidation', 'identityProof'] as const) {
    if (!rehearsal[field]?.trim()) throw new Error(accessRequestMessages[field]);
  }
  return demoPreview('full');
}
