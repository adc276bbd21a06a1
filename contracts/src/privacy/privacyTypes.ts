import type {
  ContactRole,
  DocumentCategory,
  DocumentStatus,
  WishCategory,
  WishImportance,
} from '../planner/plannerSchemas';
import type { FileItem } from '../files/fileSchemas';
import type { WizardKind } from '../wizards/wizardDocuments';
import type {
  DigitalAssetsData,
  FinalWishesData,
  HealthDirectiveData,
  HipaaAuthorizationData,
  PowerOfAttorneyData,
  WillData,
  WizardStatus,
} from '../wizards/wizardSchemas';
import type { AccessLogAction } from './accessLogActions';
import type {
  AccessLevel,
  PrivacyItemType,
  ReleaseSettings,
  ReleaseTiming,
  SecurityLevel,
} from './releaseSettings';

// What the privacy and access routes answer (decisions §2). The owner's side lives under
// /api/privacy, the public request and the viewer under /api/access.

/** GET /api/privacy/items: one item of the owner's plan with its release settings. */
export interface PrivacyItem extends ReleaseSettings {
  type: PrivacyItemType;
  id: string;
  title: string;
  /** A document's or wish's category, a contact's role, a wizard's kind, a message's type. */
  category: string;
  securityLevel: SecurityLevel;
}

/** GET /api/privacy/access-key: whether a key exists (the key itself is never shown again). */
export interface AccessKeyStatus {
  exists: boolean;
  createdAt: string | null;
}
/** POST /api/privacy/access-key: the new key, shown this once. */
export interface GeneratedAccessKey {
  accessKey: string;
  createdAt: string;
}

export interface AccessCard {
  cardId: string;
  isEnabled: boolean;
  accessLevel: AccessLevel;
  expirationDate: string;
  createdAt: string;
  /** The /access address the card's QR code holds (with the card's secret code). */
  accessUrl: string;
}

/** The person who asked, as they gave themselves. */
export interface AccessHolder {
  name: string;
  email: string;
  relationship: string;
}

/** How a grant was earned. */
export type GrantSource = 'card' | 'access_key' | 'request' | 'loved_one';
export type GrantState = 'active' | 'expired' | 'revoked';

/** GET /api/privacy/grants: a viewer session on the owner's plan. */
export interface AccessGrant {
  id: string;
  level: AccessLevel;
  emergency: boolean;
  holder: AccessHolder;
  source: GrantSource;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: GrantState;
}

export type RequestState = 'pending' | 'granted' | 'rejected';
/** evidence: the public full-access request; questions: the journey's loved-one request. */
export type RequestMethod = 'evidence' | 'questions';

/** GET /api/privacy/requests: a request waiting for (or decided by) the owner or an admin. */
export interface AccessRequestSummary {
  id: string;
  level: AccessLevel;
  method: RequestMethod;
  holder: AccessHolder;
  createdAt: string;
  /** When it is granted unless rejected first; null when only the owner can grant it. */
  grantsAt: string | null;
  state: RequestState;
  decidedAt: string | null;
  decidedBy: 'owner' | 'admin' | 'waiting_period' | null;
  /** Whether the requester has claimed its grant; until then the owner can still reject it. */
  claimed: boolean;
  /** The loved-one answers to check (questions method), shown to the owner only. */
  answers: Record<string, string> | null;
}

/** POST /api/access/requests and /api/access/loved-one. */
export type AccessRequestOutcome =
  | { status: 'granted'; grant: ViewerGrant }
  | {
      status: 'pending';
      requestId: string;
      /** Lets the requester's browser (or the emailed link) claim the grant once it is made. */
      claimToken: string;
      grantsAt: string | null;
    };

/** The grant as its holder sees it. */
export interface ViewerGrant {
  id: string;
  level: AccessLevel;
  emergency: boolean;
  expiresAt: string;
  ownerName: string;
}

export interface PrivacySettings {
  waitingPeriodDays: number;
  /** Whether the server sends email (SMTP_URL set); without it, notices are in the app only. */
  emailEnabled: boolean;
}

/** GET /api/privacy/log: who did what, when, newest first. */
export interface AccessLogEntry {
  id: string;
  action: AccessLogAction;
  actor: {
    kind: 'owner' | 'viewer' | 'requester' | 'admin' | 'system';
    name: string | null;
    email: string | null;
  };
  subject: { type: string; id: string } | null;
  /** A line for the owner, such as "Standard access with the access key". */
  detail: string | null;
  /** When it happened; for repeated views, when the first of them happened. */
  at: string;
  /** A viewer's views of the same thing within an hour are one entry: how many; else 1. */
  count: number;
}

/** A notice for the owner, shown on their next visit (and sent by email when it is on). */
export interface OwnerNotice {
  id: string;
  text: string;
  createdAt: string;
  readAt: string | null;
}

// What a viewer receives (GET /api/access/view, and the owner's preview of it), field by field:
// each item names the fields a viewer may read, never the owner's or the store's own.

/** A document released to a viewer. */
export interface ViewerDocument {
  id: string;
  title: string;
  category: DocumentCategory;
  status: DocumentStatus;
  completionPercentage: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A file released to a viewer (downloaded through /api/access/view/files/{id}): the owner's
 * file item without the document it is filed under, which may itself not be released.
 */
export type ViewerFile = Omit<FileItem, 'documentId'>;

/** A wish released to a viewer. */
export interface ViewerWish {
  id: string;
  category: WishCategory;
  subcategory: string;
  preference: string;
  details: string;
  importance: WishImportance;
  isSelected: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A contact released to a viewer: the address and notes with full access only. */
export interface ViewerContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  relation: string;
  role: ContactRole;
  address?: string;
  notes?: string;
  createdAt: string;
  updatedAt: string;
}

/** A legacy message of the final wishes, as a viewer with access to it reads it. */
export interface ViewerMessage {
  id: string;
  recipientName: string;
  relationship: string;
  messageType: string;
  content: string;
  deliveryTiming: string;
  specificDate: string;
  milestoneDetails: string;
}

/** Below full access, a digital-assets record is who carries it out and the owner's wishes. */
export type DigitalAssetsBelowFull = Pick<DigitalAssetsData, 'digitalExecutor' | 'finalWishes'>;

/**
 * Each wizard record as a viewer reads it. Its file references name only files released to
 * the viewer too (a reference to any other file is left out: null, or out of the list).
 */
export interface ViewerWizardDataByKind {
  will: WillData;
  'health-directive': HealthDirectiveData;
  'power-of-attorney': PowerOfAttorneyData;
  'digital-assets': DigitalAssetsData | DigitalAssetsBelowFull;
  'hipaa-authorization': HipaaAuthorizationData;
  /** Legacy messages are items of their own (ViewerPlan.messages), each with its settings. */
  'final-wishes': Omit<FinalWishesData, 'legacyMessages'>;
}

/** A wizard record released to a viewer: the fields the grant's level covers. */
export type ViewerWizard = {
  [K in WizardKind]: {
    kind: K;
    title: string;
    status: WizardStatus;
    updatedAt: string;
    data: ViewerWizardDataByKind[K];
  };
}[WizardKind];

/**
 * GET /api/access/view (a viewer) and GET /api/privacy/preview (the owner's rehearsal): the
 * items released to a level in a situation, grouped as the owner's tabs are.
 */
export interface ViewerPlan {
  ownerName: string;
  level: AccessLevel;
  situation: ReleaseTiming;
  /** When the grant ends; null in the owner's preview. */
  expiresAt: string | null;
  documents: ViewerDocument[];
  files: ViewerFile[];
  wishes: ViewerWish[];
  contacts: ViewerContact[];
  wizards: ViewerWizard[];
  messages: ViewerMessage[];
}

export type { AccessLogAction };
