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
import type { StoragePort } from '../../storage/port';
import { readAllPages } from '../../storage/paging';
import type { JsonSealer } from '../../storage/sealedJson';
import { wizardRecords } from '../wizards/wizardRecords';

// Every item of an owner's plan that carries release settings, with those settings: the one
// list from which the Privacy tab's settings, the owner's preview and a viewer's plan are made.

/** A legacy message of the final wishes, as kept in the record. */
export type LegacyMessage = FinalWishesData['legacyMessages'][number];

interface ItemOf<T extends PrivacyItemType, R> {
  type: T;
  id: string;
  title: string;
  category: string;
  settings: ReleaseSettings;
  record: R;
}

export type PlanItem =
  | ItemOf<'document', PlanDocument>
  | ItemOf<'file', FileItem>
  | ItemOf<'wish', Wish>
  | ItemOf<'contact', Contact>
  | ItemOf<'wizard', WizardRecord>
  | ItemOf<'message', LegacyMessage>;

/** The settings recommended for the item's kind (contracts' defaultReleaseSettings). */
export function recommendedSettings(item: PlanItem): ReleaseSettings {
  switch (item.type) {
    case 'document':
      return defaultReleaseSettings.document(item.record.category);
    case 'file':
      return defaultReleaseSettings.file(item.record.category);
    case 'wish':
      return defaultReleaseSettings.wish();
    case 'contact':
      return defaultReleaseSettings.contact(item.record.role);
    case 'wizard':
      return defaultReleaseSettings.wizard(item.record.kind);
    case 'message':
      return defaultReleaseSettings.message();
  }
}

const contactName = (contact: Contact) => `${contact.firstName} ${contact.lastName}`.trim();

export function planItems(store: StoragePort, sealer: JsonSealer) {
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
    const [fileSettings, wizardSettings, messageSettings] = await Promise.all(
      (['file', 'wizard', 'message'] as const).map((type) =>
        store.itemReleases.list(ownerId, type),
      ),
    );
    const records = await savedWizards(ownerId);
    const messages = records.flatMap((record) =>
      record.kind === 'final-wishes'
        ? ((record.data as { legacyMessages?: LegacyMessage[] }).legacyMessages ?? [])
        : [],
    );

    return [
      ...documents.map((record): PlanItem => ({
        type: 'document',
        id: record.id,
        title: record.title,
        category: record.category,
        settings:
          documentSettings.get(record.id) ?? defaultReleaseSettings.document(record.category),
        record,
      })),
      ...files.map((record): PlanItem => ({
        type: 'file',
        id: record.id,
        title: record.name,
        category: record.category,
        settings: fileSettings!.get(record.id) ?? defaultReleaseSettings.file(record.category),
        record,
      })),
      ...wishes.map((record): PlanItem => ({
        type: 'wish',
        id: record.id,
        title: record.preference,
        category: record.category,
        settings: wishSettings.get(record.id) ?? defaultReleaseSettings.wish(),
        record,
      })),
      ...contacts.map((record): PlanItem => ({
        type: 'contact',
        id: record.id,
        title: contactName(record),
        category: record.role,
        settings: contactSettings.get(record.id) ?? defaultReleaseSettings.contact(record.role),
        record,
      })),
      ...records.map((record): PlanItem => ({
        type: 'wizard',
        id: record.kind,
        title: wizardDocuments[record.kind].title,
        category: record.kind,
        settings: wizardSettings!.get(record.kind) ?? defaultReleaseSettings.wizard(record.kind),
        record,
      })),
      ...messages.map((record): PlanItem => ({
        type: 'message',
        id: record.id,
        title: `Message for ${record.recipientName || 'someone'}`,
        category: record.messageType,
        settings: messageSettings!.get(record.id) ?? defaultReleaseSettings.message(),
        record,
      })),
    ];
  }

  return { list };
}
