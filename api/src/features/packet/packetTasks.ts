import {
  PACKET_GAP_TEXTS,
  PACKET_TEXTS,
  contactRoleLabels,
  documentCategoryLabels,
  whereKept,
  wishCategoryLabels,
  type Contact,
  type ContactRole,
  type DigitalAssetsData,
  type DocumentCategory,
  type PacketGap,
  type PacketStage,
  type PacketTask,
  type PlanDocument,
  type ReleaseTiming,
  type ViewerWizardDataByKind,
  type WillData,
  type WishCategory,
} from '@legacy-planner/contracts';
import { accountActionLabels, funeralTypeLabels } from '@legacy-planner/contracts/wizards';
import type { PlanItem } from '../access/planItems';
import { releasedItems, scopeOf, viewerWizardData } from '../access/viewerPlan';

// The executor's packet's tasks, built from what a full grant releases in its situation: the
// same items, scoped the same way, as the viewer's page (access/viewerPlan.ts), so the packet
// never says more than the plan released. Its progress (done, given to whom) is kept apart, by
// task id (packetProgress.ts).

/** A task before its progress is known. */
export type PlannedTask = Omit<PacketTask, 'done' | 'assignedTo'>;

/** A legacy message whose milestone the executor confirms (the executor's messages list). */
export interface MilestoneMessage {
  id: string;
  recipientName: string;
  milestoneDetails: string;
}

/** Who to call first, in this order. */
const FIRST_CALLS: readonly ContactRole[] = ['medical_proxy', 'emergency_contact', 'executor'];
/** Documents whose institution wants a death certificate. */
const INSTITUTION_CATEGORIES: readonly DocumentCategory[] = ['financial', 'property', 'insurance'];
const FUNERAL_WISHES: readonly WishCategory[] = ['funeral', 'burial', 'ceremony', 'memorial'];
/** Certified copies kept beyond one per institution: some ask to keep theirs. */
const SPARE_CERTIFICATES = 2;

interface FullView {
  documents: PlanDocument[];
  contacts: Contact[];
  wishes: { category: WishCategory; preference: string; details: string }[];
  will: { data: WillData; card: PlanDocument | null } | null;
  finalWishes: ViewerWizardDataByKind['final-wishes'] | null;
  digitalAssets: DigitalAssetsData | null;
}

/** The items a full grant in `situation` gets, with the wizard records the packet reads. */
function fullView(items: readonly PlanItem[], situation: ReleaseTiming): FullView {
  const view: FullView = {
    documents: [],
    contacts: [],
    wishes: [],
    will: null,
    finalWishes: null,
    digitalAssets: null,
  };
  const released = releasedItems(items, 'full', situation);
  const scope = scopeOf(released, 'full');
  for (const item of released) {
    if (item.type === 'document') view.documents.push(item.record);
    else if (item.type === 'contact') view.contacts.push(item.record);
    else if (item.type === 'wish') view.wishes.push(item.record);
    else if (item.type === 'wizard') {
      const data = viewerWizardData(item.record, scope);
      const { kind } = item.record;
      if (kind === 'will') view.will = { data: data as WillData, card: item.card };
      if (kind === 'final-wishes') {
        view.finalWishes = data as ViewerWizardDataByKind['final-wishes'];
      }
      // Full access: the accounts with their actions (below full, a grant gets none).
      if (kind === 'digital-assets') view.digitalAssets = data as DigitalAssetsData;
    }
  }
  return view;
}

const fullName = (contact: Contact) => `${contact.firstName} ${contact.lastName}`.trim();
const lines = (...texts: (string | false | null | undefined)[]) =>
  texts.filter((text): text is string => Boolean(text && text.trim()));

function firstCalls(view: FullView): PlannedTask[] {
  const tasks: PlannedTask[] = [];
  for (const role of FIRST_CALLS) {
    for (const contact of view.contacts.filter((c) => c.role === role)) {
      const name = fullName(contact);
      tasks.push({
        id: `call-contact-${contact.id}`,
        stage: 'first-72-hours',
        title: `Call ${name} (${contactRoleLabels[role].toLowerCase()})`,
        phone: contact.phone.trim() || null,
        details: lines(
          !contact.phone.trim() && 'No phone number in the plan',
          contact.email && `Email: ${contact.email}`,
          contact.relation && `Relationship: ${contact.relation}`,
          contact.notes,
        ),
        source: `Contacts: ${name}, ${contactRoleLabels[role].toLowerCase()}`,
      });
    }
  }
  const executor = view.will?.data.executor;
  const inContacts = (name: string) =>
    view.contacts.some((contact) => fullName(contact).toLowerCase() === name.toLowerCase());
  if (executor?.name.trim() && !inContacts(executor.name.trim())) {
    tasks.push({
      id: 'call-will-executor',
      stage: 'first-72-hours',
      title: `Call ${executor.name.trim()} (executor named in the will)`,
      // Whatever the owner wrote to reach them (a number, an email, an address), as written.
      phone: null,
      details: lines(
        executor.contactInfo && `Contact: ${executor.contactInfo}`,
        executor.relationship && `Relationship: ${executor.relationship}`,
      ),
      source: 'Will: executor',
    });
  }
  return tasks;
}

/** The will's card, else a document filed as a will: the one whose original is wanted. */
function willDocument(view: FullView): PlanDocument | null {
  return view.will?.card ?? view.documents.find((document) => document.category === 'will') ?? null;
}

/** The owner recorded where the will's original is, or who holds it: either finds it. */
const custodyKnown = (document: PlanDocument | null): document is PlanDocument =>
  Boolean(document && (document.originalLocation.trim() || document.originalHolder.trim()));

function willOriginal(view: FullView): PlannedTask | null {
  const document = willDocument(view);
  if (!document && !view.will) return null;
  const known = custodyKnown(document);
  return {
    id: 'will-original',
    stage: 'first-72-hours',
    title: PACKET_TEXTS.willOriginalTitle,
    phone: null,
    details: known
      ? [PACKET_TEXTS.willOriginalWhere(whereKept(document))]
      : [PACKET_TEXTS.willOriginalUnknown],
    source: document ? `Documents: ${document.title}` : 'Will',
  };
}

function funeral(view: FullView): PlannedTask | null {
  const preferences = view.finalWishes?.funeralWishes;
  const wishes = view.wishes.filter((wish) => FUNERAL_WISHES.includes(wish.category));
  if (!preferences?.hasPreferences && !preferences?.paidBy.trim() && wishes.length === 0) {
    return null;
  }
  const sources = lines(
    (preferences?.hasPreferences || preferences?.paidBy.trim()) &&
      'Final wishes: funeral or memorial wishes',
    wishes.length > 0 && `Wishes: ${wishes.map((w) => wishCategoryLabels[w.category]).join(', ')}`,
  );
  return {
    id: 'funeral',
    stage: 'first-72-hours',
    title: PACKET_TEXTS.funeralTitle,
    phone: null,
    details: lines(
      preferences?.hasPreferences && preferences.type && funeralTypeLabels[preferences.type],
      preferences?.hasPreferences && preferences.location && `Where: ${preferences.location}`,
      preferences?.hasPreferences && preferences.musicOrReadings,
      preferences?.hasPreferences && preferences.notes,
      ...wishes.map((wish) => lines(wish.preference, wish.details).join(': ')),
      preferences?.paidBy.trim()
        ? PACKET_TEXTS.funeralPaidBy(preferences.paidBy.trim())
        : PACKET_TEXTS.funeralPayerUnknown,
    ),
    source: sources.join('; '),
  };
}

function deathCertificates(view: FullView): PlannedTask | null {
  const institutions = [
    ...view.documents
      .filter((document) => INSTITUTION_CATEGORIES.includes(document.category))
      .map((document) => `${document.title} (${documentCategoryLabels[document.category]})`),
    ...(view.digitalAssets?.accounts ?? [])
      .filter((account) => account.platform.trim())
      .map((account) => `${account.platform.trim()} (digital account)`),
  ];
  if (institutions.length === 0) return null;
  return {
    id: 'death-certificates',
    stage: 'first-30-days',
    title: PACKET_TEXTS.certificatesTitle(institutions.length + SPARE_CERTIFICATES),
    phone: null,
    details: [`One for each of these, and ${SPARE_CERTIFICATES} to keep:`, ...institutions],
    source: 'Documents (financial, property, insurance) and the digital assets’ accounts',
  };
}

function institutionsToNotify(view: FullView): PlannedTask[] {
  return view.documents
    .filter((document) => INSTITUTION_CATEGORIES.includes(document.category))
    .map((document) => ({
      id: `notify-document-${document.id}`,
      stage: 'first-30-days' as PacketStage,
      title: `Close or transfer: ${document.title}`,
      phone: null,
      details: lines(
        'Send a death certificate; ask what they need to close or transfer it.',
        (document.originalLocation || document.originalHolder) &&
          `The papers: ${whereKept(document)}`,
      ),
      source: `Documents: ${document.title} (${documentCategoryLabels[document.category]})`,
    }));
}

function keepsakes(view: FullView): PlannedTask[] {
  return (view.finalWishes?.keepsakeItems ?? [])
    .filter((item) => item.itemName.trim())
    .map((item) => ({
      id: `keepsake-${item.id}`,
      stage: 'later' as PacketStage,
      title: item.recipient.trim()
        ? `Give ${item.itemName.trim()} to ${item.recipient.trim()}`
        : `Give ${item.itemName.trim()} as they wished`,
      phone: null,
      details: lines(item.note),
      source: 'Final wishes: keepsake or item requests',
    }));
}

function milestones(messages: readonly MilestoneMessage[]): PlannedTask[] {
  return messages.map((message) => ({
    id: `message-${message.id}`,
    stage: 'later' as PacketStage,
    title: message.recipientName.trim()
      ? `Confirm ${message.recipientName.trim()}’s milestone when it comes`
      : 'Confirm a legacy message’s milestone when it comes',
    phone: null,
    details: lines(
      message.milestoneDetails && `Milestone: ${message.milestoneDetails}`,
      'Confirming it sends their legacy message (the legacy messages on the shared plan’s page).',
    ),
    source: 'Final wishes: legacy messages (their text goes to the recipient only)',
  }));
}

function digitalAccounts(view: FullView): PlannedTask[] {
  const accounts = (view.digitalAssets?.accounts ?? []).filter((a) => a.platform.trim());
  const actions = [...new Set(accounts.map((account) => account.action || 'other'))];
  return actions.map((action) => ({
    id: `digital-${action}`,
    stage: 'later' as PacketStage,
    title: `${accountActionLabels[action]}: ${accounts
      .filter((account) => (account.action || 'other') === action)
      .map((account) => account.platform.trim())
      .join(', ')}`,
    phone: null,
    details: accounts
      .filter((account) => (account.action || 'other') === action)
      .map((account) =>
        lines(
          account.platform.trim(),
          account.username && `username ${account.username}`,
          account.notes,
        ).join(' · '),
      ),
    source: 'Digital assets: accounts',
  }));
}

/** The packet's tasks in stage order, each stage in the plan's order. */
export function packetTasks(
  items: readonly PlanItem[],
  situation: ReleaseTiming,
  milestoneMessages: readonly MilestoneMessage[],
): PlannedTask[] {
  const view = fullView(items, situation);
  return [
    ...firstCalls(view),
    funeral(view),
    willOriginal(view),
    deathCertificates(view),
    ...institutionsToNotify(view),
    ...keepsakes(view),
    // Whom a message is for is part of the final wishes: only where those are released.
    ...milestones(view.finalWishes ? milestoneMessages : []),
    ...digitalAccounts(view),
  ].filter((task): task is PlannedTask => task !== null);
}

/**
 * What the packet lacks, for the owner's dashboard: read from what it is built from (a full
 * grant after passing), so that an item the owner keeps from it counts as missing too.
 */
export function packetGaps(items: readonly PlanItem[]): PacketGap[] {
  const view = fullView(items, 'after_passing');
  const gaps: PacketGap[] = [];
  const will = willDocument(view);
  if (!will && !view.will) gaps.push({ kind: 'no-will', text: PACKET_GAP_TEXTS.noWill });
  else if (!custodyKnown(will)) {
    gaps.push({ kind: 'will-original', text: PACKET_GAP_TEXTS.willOriginal });
  }
  if (!view.finalWishes?.funeralWishes.paidBy.trim()) {
    gaps.push({ kind: 'funeral-payer', text: PACKET_GAP_TEXTS.funeralPayer });
  }
  if (!view.contacts.some((contact) => contact.role === 'executor')) {
    gaps.push({ kind: 'no-executor', text: PACKET_GAP_TEXTS.noExecutor });
  }
  for (const contact of view.contacts) {
    if (FIRST_CALLS.includes(contact.role) && !contact.phone.trim()) {
      const role = contactRoleLabels[contact.role].toLowerCase();
      gaps.push({ kind: 'no-phone', text: PACKET_GAP_TEXTS.noPhone(fullName(contact), role) });
    }
  }
  return gaps;
}
