import type { FileItem, WizardRecord } from '@legacy-planner/contracts';
import type { StoragePort, UserRecord } from '../../storage/port';
import { readAllPages } from '../../storage/paging';
import type { JsonSealer } from '../../storage/sealedJson';
import { planItems, type PlanItem } from '../access/planItems';
import {
  activitySerializer,
  contactSerializer,
  documentSerializer,
  journeySerializer,
  wishSerializer,
} from '../planner/serializers';
import { fileSerializer } from '../files/serializers';
import { safePathPart, uniquePaths } from './archiveNames';

// plan.json of the export: everything the owner entered, as the API shows it to them, each
// item with its privacy settings. Never a secret: no password hash, no access key (only when
// it was made), no card codes, no request evidence, and no digital-account passwords (as in
// the wizard's PDF: an archive kept offline travels further than the encrypted record).

export const EXPORT_FORMAT_VERSION = 1;
export const ACCOUNT_PASSWORD_LEFT_OUT = 'Kept in your Legacy Planner vault, not exported';

/** A wizard record without the digital accounts' passwords. */
function withoutPasswords(record: WizardRecord): WizardRecord {
  const data = record.data as { accounts?: { password?: string }[] };
  if (!data.accounts) return record;
  const accounts = data.accounts.map((account) => ({
    ...account,
    password: account.password ? ACCOUNT_PASSWORD_LEFT_OUT : '',
  }));
  return { ...record, data: { ...record.data, accounts } as WizardRecord['data'] };
}

const privacyOf = (item: PlanItem) => ({ type: item.type, id: item.id, ...item.settings });

export interface ExportedPlan {
  plan: Record<string, unknown>;
  /** Each uploaded file and where the archive keeps it. */
  files: { file: FileItem; path: string }[];
  wizards: WizardRecord[];
}

/** files/<document title>/<file name>, or files/<FILES_OF_NO_DOCUMENT>/<file name>. */
export const FILES_OF_NO_DOCUMENT = 'Not attached to a document';

function filePaths(files: FileItem[], documentTitles: Map<string, string>): Map<string, string> {
  const unique = uniquePaths();
  // Oldest first (lists are newest first): the first upload of a name keeps it as it was.
  return new Map(
    [...files].reverse().map((file) => {
      const title = file.documentId ? documentTitles.get(file.documentId) : undefined;
      const folder = `files/${safePathPart(title ?? FILES_OF_NO_DOCUMENT)}`;
      return [file.id, unique(folder, safePathPart(file.name, 'file'))];
    }),
  );
}

/** The owner's plan, and the files and saved wizard records the archive adds beside it. */
export async function exportedPlan(
  store: StoragePort,
  sealer: JsonSealer,
  user: UserRecord,
  exportedAt: Date,
): Promise<ExportedPlan> {
  const items = await planItems(store, sealer).list(user.id);
  const ofType = <T extends PlanItem['type']>(type: T) =>
    items.filter((item): item is Extract<PlanItem, { type: T }> => item.type === type);

  const files = ofType('file').map((item) => item.record);
  const wizards = ofType('wizard').map((item) => item.record);
  // A wizard's document card is no privacy item of its own: it has its wizard record's settings.
  const documents = [
    ...ofType('document').map((item) => ({ record: item.record, settings: item.settings })),
    ...ofType('wizard').flatMap((item) =>
      item.card ? [{ record: item.card, settings: item.settings }] : [],
    ),
  ];
  const documentTitles = new Map(
    documents.map(({ record }): [string, string] => [record.id, record.title]),
  );
  const paths = filePaths(files, documentTitles);
  const activities = await readAllPages((page) => store.activities.list(user.id, page));
  const journey = await store.journeys.get(user.id);
  const accessKey = await store.accessKeys.get(user.id);
  const cards = await store.cards.listForOwner(user.id);
  const grants = await readAllPages((page) => store.grants.listForOwner(user.id, page));
  const settings = await store.privacySettings.get(user.id);
  const checkInSettings = await store.checkIns.getSettings(user.id);
  const lastCheckIn = await store.checkIns.lastCheckIn(user.id);

  const plan = {
    format: { name: 'Legacy Planner export', version: EXPORT_FORMAT_VERSION },
    exportedAt: exportedAt.toISOString(),
    account: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      onboardingComplete: user.onboardingComplete,
      shareWithAdmins: user.shareWithAdmins,
      signingPlace: user.signingPlace,
      maritalStatus: user.maritalStatus,
      planReviewedAt: user.planReviewedAt,
    },
    documents: documents.map(({ record, settings }) => ({
      ...documentSerializer.serialize(record),
      privacy: settings,
    })),
    wishes: ofType('wish').map((item) => ({
      ...wishSerializer.serialize(item.record),
      privacy: item.settings,
    })),
    contacts: ofType('contact').map((item) => ({
      ...contactSerializer.serialize(item.record),
      privacy: item.settings,
    })),
    files: ofType('file').map((item) => ({
      ...fileSerializer.serialize(item.record),
      pathInArchive: paths.get(item.record.id),
      privacy: item.settings,
    })),
    wizards: ofType('wizard').map((item) => ({
      ...withoutPasswords(item.record),
      privacy: item.settings,
    })),
    legacyMessages: ofType('message').map((item) => ({
      ...item.record,
      privacy: item.settings,
    })),
    activities: activities.map((activity) => activitySerializer.serialize(activity)),
    journey: journey ? journeySerializer.serialize(journey) : null,
    privacy: {
      items: items.map(privacyOf),
      waitingPeriodDays: settings?.waitingPeriodDays ?? null,
      accessKeyCreatedAt: accessKey?.createdAt ?? null,
      cards: cards.map((card) => ({
        cardId: card.cardId,
        accessLevel: card.accessLevel,
        isEnabled: card.isEnabled,
        expirationDate: card.expirationDate,
        createdAt: card.createdAt,
      })),
      grants: grants.map((grant) => ({
        viewerName: grant.viewerName,
        viewerEmail: grant.viewerEmail,
        viewerRelationship: grant.viewerRelationship,
        level: grant.level,
        source: grant.source,
        createdAt: grant.createdAt,
        expiresAt: grant.expiresAt,
        revokedAt: grant.revokedAt,
      })),
    },
    checkIns: {
      rhythm: checkInSettings?.rhythm ?? 'off',
      pausedUntil: checkInSettings?.pausedUntil ?? null,
      // The trusted contacts by their ids in `contacts`, in the order they would be asked.
      contactIds: checkInSettings?.contactIds ?? [],
      lastCheckIn,
    },
  };
  return { plan, files: files.map((file) => ({ file, path: paths.get(file.id)! })), wizards };
}
