import {
  defaultReleaseSettings,
  wizardDocuments,
  wizardKinds,
  type Contact,
  type FileItem,
  type PlanDocument,
  type PrivacyItemType,
  type ReleaseSettings,
  type FinalWishesData,
  type Wish,
  type WizardRecord,
} from '@legacy-planner/contracts';
import type { UnitOfWork } from '../../storage/port';
import { readAllPages } from '../../storage/paging';
import type { JsonSealer } from '../../storage/sealedJson';
import { wizardRecords } from '../wizards/wizardRecords';

// Every item of an owner's plan that carries release settings, with those settings: the one
// list from which the Privacy tab's settings, the owner's preview and a viewer's plan are made.
// One item per thing the owner made (issue 25): a wizard record and its document card are one
// item; a file filed under a document follows that document's settings until it has its own;
// a legacy message and its recording go to their recipient only, whatever was stored for them.

/** A legacy message of the final wishes, as kept in the record. */
export type LegacyMessage = FinalWishesData['legacyMessages'][number];

/** The item whose settings a file filed under a document takes: that document, or its wizard. */
export interface FollowedItem {
  type: 'document' | 'wizard';
  id: string;
  title: string;
}

interface ItemOf<T extends PrivacyItemType, R> {
  type: T;
  id: string;
  title: string;
  category: string;
  settings: ReleaseSettings;
  /** What "Use the recommended settings" gives it (contracts' defaultReleaseSettings). */
  recommended: ReleaseSettings;
  /** A file that takes its document's settings, having none of its own; null otherwise. */
  follows: FollowedItem | null;
  /** A legacy message or its recording: released to its recipient only, never by a grant. */
  recipientOnly: boolean;
  record: R;
}

export type PlanItem =
  | ItemOf<'document', PlanDocument>
  | ItemOf<'file', FileItem>
  | ItemOf<'wish', Wish>
  | ItemOf<'contact', Contact>
  /** A wizard record and its document card are one item: the card is no item of its own. */
  | (ItemOf<'wizard', WizardRecord> & { card: PlanDocument | null })
  | ItemOf<'message', LegacyMessage>;

/**
 * The item `type`/`id` names. A wizard's document card names its wizard record: the two are
 * one item, kept where wizard records keep their settings.
 */
export function findItem(items: readonly PlanItem[], type: string, id: string) {
  return (
    items.find((item) => item.type === type && item.id === id) ??
    (type === 'document'
      ? items.find((item) => item.type === 'wizard' && item.card?.id === id)
      : undefined)
  );
}

const contactName = (contact: Contact) => `${contact.firstName} ${contact.lastName}`.trim();

/** Released to no viewer, whatever was stored: the recipient is the only one to receive it. */
const recipientOnly = {
  settings: defaultReleaseSettings.message(),
  recommended: defaultReleaseSettings.message(),
  follows: null,
  recipientOnly: true,
} as const;

/** What the plan's items are read from: the store, or a unit of work that sees its own writes. */
export type PlanItemSource = Pick<
  UnitOfWork,
  'documents' | 'wishes' | 'contacts' | 'files' | 'itemReleases' | 'wizards'
>;

export function planItems(store: PlanItemSource, sealer: JsonSealer) {
  const wizards = wizardRecords(store, sealer);

  async function savedWizards(ownerId: string): Promise<WizardRecord[]> {
    const saved: WizardRecord[] = [];
    for (const kind of wizardKinds) {
      if (await store.wizards.get(ownerId, kind)) saved.push(await wizards.read(ownerId, kind));
    }
    return saved;
  }

  /** The owner's items, grouped as their tabs are, newest first within each kind. */
  async function list(ownerId: string): Promise<PlanItem[]> {
    const [documents, documentSettings] = await Promise.all([
      readAllPages((page) => store.documents.list(ownerId, page)),
      store.documents.releases(ownerId),
    ]);
    const [wishes, wishSettings] = await Promise.all([
      readAllPages((page) => store.wishes.list(ownerId, page)),
      store.wishes.releases(ownerId),
    ]);
    const [contacts, contactSettings] = await Promise.all([
      readAllPages((page) => store.contacts.list(ownerId, page)),
      store.contacts.releases(ownerId),
    ]);
    const files = await readAllPages((page) => store.files.list(ownerId, page));
    const [fileSettings, wizardSettings] = await Promise.all(
      (['file', 'wizard'] as const).map((type) => store.itemReleases.list(ownerId, type)),
    );
    const records = await savedWizards(ownerId);
    const messages = records.flatMap((record) =>
      record.kind === 'final-wishes'
        ? ((record.data as { legacyMessages?: LegacyMessage[] }).legacyMessages ?? [])
        : [],
    );
    const recordings = new Set(messages.flatMap((message) => message.file?.id ?? []));

    const documentsById = new Map(documents.map((document) => [document.id, document]));
    const wizardItems = records.map((record) => {
      const recommended = defaultReleaseSettings.wizard(record.kind);
      return {
        type: 'wizard',
        id: record.kind,
        title: wizardDocuments[record.kind].title,
        category: record.kind,
        settings: wizardSettings!.get(record.kind) ?? recommended,
        recommended,
        follows: null,
        recipientOnly: false,
        record,
        card: (record.documentId && documentsById.get(record.documentId)) || null,
      } satisfies PlanItem;
    });
    const cards = new Set(wizardItems.flatMap((item) => item.card?.id ?? []));
    const documentItems = documents
      .filter((record) => !cards.has(record.id))
      .map((record) => {
        const recommended = defaultReleaseSettings.document(record.category);
        return {
          type: 'document',
          id: record.id,
          title: record.title,
          category: record.category,
          settings: documentSettings.get(record.id) ?? recommended,
          recommended,
          follows: null,
          recipientOnly: false,
          record,
        } satisfies PlanItem;
      });
    /** What a file filed under each document follows, by the document's id. */
    const followed = new Map<string, Extract<PlanItem, { type: FollowedItem['type'] }>>([
      ...documentItems.map((item) => [item.id, item] as const),
      ...wizardItems.flatMap((item) => (item.card ? [[item.card.id, item] as const] : [])),
    ]);

    const fileItem = (record: FileItem): PlanItem => {
      const named = {
        type: 'file' as const,
        id: record.id,
        title: record.name,
        category: record.category,
      };
      if (recordings.has(record.id)) return { ...named, ...recipientOnly, record };
      const document = record.documentId ? followed.get(record.documentId) : undefined;
      const recommended = document?.recommended ?? defaultReleaseSettings.file(record.category);
      const own = fileSettings!.get(record.id);
      return {
        ...named,
        settings: own ?? document?.settings ?? recommended,
        recommended,
        follows:
          !own && document ? { type: document.type, id: document.id, title: document.title } : null,
        recipientOnly: false,
        record,
      };
    };

    return [
      ...documentItems,
      ...files.map(fileItem),
      ...wishes.map((record): PlanItem => {
        const recommended = defaultReleaseSettings.wish();
        return {
          type: 'wish',
          id: record.id,
          title: record.preference,
          category: record.category,
          settings: wishSettings.get(record.id) ?? recommended,
          recommended,
          follows: null,
          recipientOnly: false,
          record,
        };
      }),
      ...contacts.map((record): PlanItem => {
        const recommended = defaultReleaseSettings.contact(record.role);
        return {
          type: 'contact',
          id: record.id,
          title: contactName(record),
          category: record.role,
          settings: contactSettings.get(record.id) ?? recommended,
          recommended,
          follows: null,
          recipientOnly: false,
          record,
        };
      }),
      ...wizardItems,
      ...messages.map((record): PlanItem => ({
        type: 'message',
        id: record.id,
        title: `Message for ${record.recipientName || 'someone'}`,
        category: record.messageType,
        ...recipientOnly,
        record,
      })),
    ];
  }

  return { list };
}
