import type {
  ContactRole,
  DocumentCategory,
  DocumentStatus,
  WishCategory,
  WishImportance,
} from '../planner/plannerSchemas';
import type { FileItem } from '../files/fileSchemas';
import type { DocumentCustody } from '../planner/custody';
import type { WizardKind } from '../wizards/wizardDocuments';
import type { PrintedRecord } from '../wizards/printedRecord';
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
  /**
   * A file filed under a document follows that document's settings (shown here) until the
   * owner sets it apart by changing its own; null for every other item, and a file set apart.
   */
  follows: { type: 'document' | 'wizard'; id: string; title: string } | null;
  /** A file filed under a document that has settings of its own: it may follow that document again. */
  setApart: boolean;
  /** A legacy message: released to its recipient only, on its delivery timing, never by a grant. */
  recipientOnly: boolean;
  /** The settings recommended for this kind of item (defaultReleaseSettings). */
  recommended: ReleaseSettings;
}

/** GET /api/privacy/items/overview: the plan's items summed up, and each kind's first rows. */
export interface PrivacyItemsOverview {
  /** Items in the plan, whatever the filter. */
  total: number;
  /** Visible items (messages aside) released at each timing, whatever the filter. */
  released: Record<ReleaseTiming, number>;
  /** Items "Use the recommended settings" would change, whatever the filter. */
  differing: number;
  /** Each kind's categories in the plan, with how many items each holds. */
  categories: { type: PrivacyItemType; category: string; count: number }[];
  /** The kinds with items the filter picks, in the order of the owner's tabs. */
  groups: { type: PrivacyItemType; count: number; items: PrivacyItem[] }[];
}

/** GET /api/privacy/items/found: a run of the items a filter picks, and how many it picks. */
export interface FoundPrivacyItems {
  total: number;
  items: PrivacyItem[];
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

/** How a grant was earned; check_in: a trusted contact's "They're unwell or in hospital". */
export type GrantSource = 'card' | 'access_key' | 'request' | 'loved_one' | 'check_in';
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
/**
 * evidence: the public full-access request; questions: the journey's loved-one request (made
 * before helpers asked to help instead: features/helpers);
 * contact_report: a trusted contact answered a missed check-in's "They have passed away".
 */
export type RequestMethod = 'evidence' | 'questions' | 'contact_report';

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

/** POST /api/access/requests. */
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
    kind: 'owner' | 'viewer' | 'requester' | 'admin' | 'system' | 'helper';
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
  /** When it was signed and where its original is: with full access only. */
  custody?: DocumentCustody;
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

/** Below full access, a digital-assets record is who carries it out and the owner's wishes. */
export type DigitalAssetsBelowFull = Pick<DigitalAssetsData, 'digitalExecutor' | 'finalWishes'>;

/**
 * Each wizard record's data as a grant covers it, before it is printed as the viewer's
 * document. Its file references name only files released to the viewer too (a reference to
 * any other file is left out: null, or out of the list).
 */
export interface ViewerWizardDataByKind {
  will: WillData;
  'health-directive': HealthDirectiveData;
  'power-of-attorney': PowerOfAttorneyData;
  'digital-assets': DigitalAssetsData | DigitalAssetsBelowFull;
  'hipaa-authorization': HipaaAuthorizationData;
  /** Legacy messages go to their recipients only, never through a grant. */
  'final-wishes': Omit<FinalWishesData, 'legacyMessages'>;
}

/**
 * A wizard record released to a viewer, as the document it is: its sections in the wizard's
 * order, labels in words, choices in sentences, drawn from the fields the grant's level covers
 * (ViewerWizardDataByKind). Downloadable as the same PDF (/api/access/view/wizards/{kind}/pdf).
 */
export interface ViewerWizard {
  kind: WizardKind;
  title: string;
  status: WizardStatus;
  updatedAt: string;
  document: PrintedRecord;
  /**
   * When its document was signed and where the original is (its document card's custody; not
   * signed while it has no card): with full access only.
   */
  custody?: DocumentCustody;
}

/** A person to call from the emergency summary. */
export interface EmergencyPerson {
  name: string;
  relationship: string;
  phone: string;
  email: string;
}

/**
 * The page a clinician at a bedside reads first (a basic emergency grant opens it), made only
 * from the items released to the viewer: who the owner is, their code status in plain words,
 * their other treatment wishes, who speaks for them and whom to call. PDF at
 * /api/access/view/emergency-summary/pdf.
 */
export interface EmergencySummary {
  /** The owner as their health directive (or HIPAA authorization) names them. */
  name: string;
  dateOfBirth: string;
  /**
   * The code status as a sentence, e.g. "Do not resuscitate: YES — do not attempt CPR";
   * a sentence saying it is not stated when the directive is not released or has no choice.
   */
  codeStatus: string;
  /** The other treatment wishes, each as a sentence, with the owner's comment ('' if none). */
  medicalWishes: { treatment: string; wish: string; comment: string }[];
  /** The directive's medical proxy and alternate, then contacts whose role is medical proxy. */
  medicalProxies: EmergencyPerson[];
  emergencyContacts: EmergencyPerson[];
  /** Allergies, conditions or notes the owner wrote for this (the directive's instructions). */
  notes: string;
  /** Who may receive the owner's health records (the HIPAA authorization's recipients). */
  hipaaRecipients: EmergencyPerson[];
  /** Whether the full health directive is released to the viewer (shown after the summary). */
  directiveReleased: boolean;
}

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
  /**
   * The emergency summary, first on the page, when anything it is made of is released to the
   * viewer (the health directive, the HIPAA authorization, emergency contacts, medical proxies).
   */
  emergencySummary: EmergencySummary | null;
}

export type { AccessLogAction };
