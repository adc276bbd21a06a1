import type {
  Activity,
  Contact,
  ContactCounts,
  ContactRole,
  ContactInput,
  ContactPatch,
  DocumentInput,
  FileItem,
  FilePatch,
  DocumentPatch,
  JourneyState,
  PlanDocument,
  Wish,
  WishInput,
  WishPatch,
  AccessLevel,
  AccessHolder,
  AccessLogAction,
  CheckInMethod,
  ContactAnswer,
  GrantSource,
  HelperMethod,
  HelperRole,
  HelperState,
  SavedCheckInSettings,
  MessageDeliveryState,
  PrivacyItemType,
  ReleaseSettings,
  PlanReviewReason,
  RequestMethod,
  SigningPlace,
  MaritalStatus,
  WizardKind,
  WizardStatus,
} from '@legacy-planner/contracts';
import type { RawBlobs } from './blobs/blobStore';

// The storage port: everything the API keeps goes through these interfaces. Two adapters
// implement it: SQLite (embedded, the default) and MongoDB (when MONGODB_URI is set). The
// contract suite in ./contract runs the same tests against both.

/**
 * How long an ended session's record is kept (emptied) before the sweep removes it: longer than
 * any request may last (REQUEST_TIMEOUT_SECS, 120 s by default), so that a request of it still
 * in flight cannot write it back, and short whatever the session's own lifetime was.
 */
export const ENDED_SESSION_KEPT_MS = 60 * 60 * 1000;

/** Session data as koa-session hands it over: a JSON-serialisable object. */
export type SessionData = Record<string, unknown>;

export interface SessionRepository {
  /** The session's data, or null when it does not exist or has expired. */
  get(id: string): Promise<SessionData | null>;
  /**
   * Creates or replaces a session that expires `ttlMs` from now; does nothing to a session
   * that was ended (a request still in flight when it ended must not bring it back).
   */
  set(id: string, data: SessionData, ttlMs: number): Promise<void>;
  /** Ends the session: it keeps nothing of its user, and cannot be set again. */
  destroy(id: string): Promise<void>;
  /** Deletes expired sessions; answers how many were deleted. */
  deleteExpired(): Promise<number>;
  /**
   * Ends every session of a user (e.g. when someone else may know their password), or every
   * one but `except` (a password changed in this session keeps it).
   */
  destroyForUser(userId: string, options?: { except?: string }): Promise<void>;
  /** The user's unexpired sessions, oldest first (found by an index, not a scan). */
  listForUser(userId: string): Promise<StoredSession[]>;
  /** Records when the session was last used (callers write it at most once a minute). */
  touch(id: string, at: string): Promise<void>;
}

/** A signed-in session as the account page lists it; `id` is the secret the cookie carries. */
export interface StoredSession {
  id: string;
  data: SessionData;
  lastSeenAt: string | null;
  expiresAt: string;
}

export type UserRole = 'user' | 'admin';
/** null for the user role. */
export type RoleSource = 'admin_emails' | 'command_line' | null;

export interface UserRecord {
  id: string;
  name: string;
  /** Always stored lower-cased: emails are unique and compared case-insensitively. */
  email: string;
  /** scrypt hash; null for accounts that only sign in through Google or Facebook. */
  passwordHash: string | null;
  /** Whether the owner of the email proved it (an emailed link, or a provider that verified it). */
  emailVerified: boolean;
  role: UserRole;
  /** Where the admin role came from: ADMIN_EMAILS (kept in step with the list) or the CLI. */
  roleSource: RoleSource;
  isDemo: boolean;
  onboardingComplete: boolean;
  onboardingStep: number;
  /** Agreed to share their plan with the administrators' Airtable sync (off by default). */
  shareWithAdmins: boolean;
  /** Where they sign their plan's documents (the PDFs' signing page); null until they say. */
  signingPlace: SigningPlace | null;
  /** Their marital status; null until they say. */
  maritalStatus: MaritalStatus | null;
  /** When they last marked their plan reviewed; null until they first do. */
  planReviewedAt: string | null;
  /** Changes since that review that may need one (a move, a child), oldest first. */
  planReviewReasons: PlanReviewReason[];
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string | null;
  role: UserRole;
  emailVerified?: boolean;
  isDemo?: boolean;
  onboardingComplete?: boolean;
  onboardingStep?: number;
}

/** Thrown by UserRepository.create or changeEmail (the `write`) when the email is taken. */
export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
  constructor(readonly write: 'create' | 'changeEmail') {
    super('An account with this email already exists.');
  }
}

export interface UserRepository {
  create(user: NewUser): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<UserRecord | null>;
  updateOnboarding(
    id: string,
    progress: { onboardingComplete: boolean; onboardingStep: number },
  ): Promise<UserRecord | null>;
  setRole(id: string, role: UserRole, source: RoleSource): Promise<void>;
  /**
   * Records that the email's owner proved it. With dropPassword the password is removed too:
   * whoever set it before the email was proven may not be its owner.
   */
  markEmailVerified(id: string, options: { dropPassword: boolean }): Promise<UserRecord | null>;
  /** Replaces the password hash; false when there is no such user. */
  setPasswordHash(id: string, passwordHash: string): Promise<boolean>;
  /**
   * Moves the account to an email its owner just proved (so it is verified). Throws
   * DuplicateEmailError when another account holds it; null when there is no such user.
   */
  changeEmail(id: string, email: string): Promise<UserRecord | null>;
  /** Null when there is no such user. */
  setShareWithAdmins(id: string, share: boolean): Promise<UserRecord | null>;
  /** The users who agreed to share their plan with the administrators, oldest first. */
  listSharingWithAdmins(): Promise<UserRecord[]>;
  /** Null when there is no such user. */
  setSigningPlace(id: string, place: SigningPlace): Promise<UserRecord | null>;
  /** Reviewed at `at`: the reasons to review are cleared. Null when there is no such user. */
  markPlanReviewed(id: string, at: string): Promise<UserRecord | null>;
  /** Null when there is no such user. */
  setMaritalStatus(id: string, status: MaritalStatus): Promise<UserRecord | null>;
  /** One more reason to review the plan, after the others. Null when there is no such user. */
  addPlanReviewReason(id: string, reason: PlanReviewReason): Promise<UserRecord | null>;
}

export interface RateCounter {
  count: number;
  /** Epoch milliseconds when the window ends and the count starts again from zero. */
  resetAt: number;
}

/** Fixed-window counters kept in the store, so every API instance sees the same counts. */
export interface RateLimitRepository {
  /** Adds one to the key's count in its current window (opening a window of windowMs if none). */
  hit(key: string, windowMs: number): Promise<RateCounter>;
  reset(key: string): Promise<void>;
  /** Deletes counters whose window has ended; answers how many were deleted. */
  deleteExpired(): Promise<number>;
  /**
   * Deletes every counter keyed by `text` (a deleted account's id or email: rules key their
   * counts `<rule>:<text>`, or `<rule>:<text> <address>`), and no other: a key that merely
   * contains it (`…:ann@example.com` for `ann@example.co`) is someone else's. Answers how many.
   */
  removeMentioning(text: string): Promise<number>;
}

/** One page of a list, newest first, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  /** 1 to PAGE_SIZE.max. */
  limit: number;
  /** A nextCursor this store answered before; absent for the first page. */
  cursor?: string;
}

/** A cursor that this store did not issue. */
export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
  constructor() {
    super('This page cursor is not valid.');
  }
}

/** Thrown by OwnedCollection.create when the owner already keeps `cap` records of that kind. */
export class CollectionFullError extends Error {
  override name = 'CollectionFullError';
  constructor(
    readonly collection: string,
    readonly cap: number,
  ) {
    super(`The ${collection} collection already holds ${cap} records.`);
  }
}

/**
 * One user's records of one kind (documents, wishes or contacts). Every call is scoped to the
 * owner: another user's id is simply not found. Every change also writes an Activity for the
 * owner, in the same transaction where the store allows it.
 */
export interface OwnedCollection<TRecord, TInput, TPatch> {
  /** Newest first (by an increasing sequence, never by clock or random id). */
  list(userId: string, page: PageRequest): Promise<Page<TRecord>>;
  count(userId: string): Promise<number>;
  get(userId: string, id: string): Promise<TRecord | null>;
  /**
   * Stores the record with its default release settings (contracts' defaultReleaseSettings).
   * Throws CollectionFullError when the owner already keeps the store's cap of this kind.
   * Each write logs an activity; `author` is the name of the helper who made it (issue 28),
   * which the activity names ("Maria Diaz added contact: Dr Lee"), or null for the owner.
   */
  create(userId: string, input: TInput, author?: string | null): Promise<TRecord>;
  /** Null when the owner has no such record. */
  update(
    userId: string,
    id: string,
    patch: TPatch,
    author?: string | null,
  ): Promise<TRecord | null>;
  /** False when the owner has no such record. */
  remove(userId: string, id: string, author?: string | null): Promise<boolean>;
  /** The release settings of all the owner's records of this kind, by record id. */
  releases(userId: string): Promise<Map<string, ReleaseSettings>>;
  /** False when the owner has no such record. */
  setRelease(userId: string, id: string, settings: Partial<ReleaseSettings>): Promise<boolean>;
}

/** What the Contacts tab asks of the contacts (issue 30): each part optional. */
export interface ContactSearch {
  /** Only the contacts holding this role. */
  role?: ContactRole;
  /**
   * Only the contacts whose first name, last name, email, relationship or role's label
   * (contactRoleLabels) contains every whitespace-separated word of it, whatever their case
   * (as far as the store folds case: SQLite folds ASCII letters only).
   */
  q?: string;
}

/** The contacts, which the Contacts tab searches, filters and counts on the server. */
export interface ContactCollection extends OwnedCollection<Contact, ContactInput, ContactPatch> {
  /** The contacts the search keeps, newest first, a page at a time (as `list`). */
  find(userId: string, search: ContactSearch, page: PageRequest): Promise<Page<Contact>>;
  /** How many contacts the search `q` keeps (all when absent), in all and by role. */
  counts(userId: string, q?: string): Promise<ContactCounts>;
}

export interface ActivityRepository {
  /**
   * Newest first, ordered per user without scanning other users' rows. Only the newest
   * StoreOptions.activityLogLength are kept.
   */
  list(userId: string, page: PageRequest): Promise<Page<Activity>>;
}

/**
 * Who did something. Activities (spec section 3) are what the dashboard shows; access events
 * (requests, grants, views, refusals, role changes) go to this log and are shown to the owner.
 */
export type EventActor =
  | { kind: 'owner' }
  | { kind: 'viewer'; grantId: string; name: string; email: string }
  /** Someone asking for access, before any grant (or refused): as they named themselves. */
  | { kind: 'requester'; name: string; email: string }
  | { kind: 'admin'; userId: string; name: string }
  /** Someone who helps with the plan (issue 28), acting on it: their account and name. */
  | { kind: 'helper'; userId: string; name: string; email: string }
  | { kind: 'system'; name: string };

export interface AccessEvent {
  id: string;
  /** Whose log it belongs to. */
  ownerId: string;
  actor: EventActor;
  /** A stable verb such as "grant.created", "item.viewed", "role.changed" (contracts' list). */
  action: AccessLogAction;
  /** What was acted on, when it was one item. */
  subject: { type: string; id: string } | null;
  /** A line for the owner (the level asked for, the item's title); never a secret. */
  detail: string | null;
  /** When it happened; for counted views, when the first of them happened. */
  at: string;
  /** How many views this entry counts (see recordView); 1 for anything else. */
  count: number;
}

export type NewAccessEvent = Omit<AccessEvent, 'id' | 'at' | 'detail' | 'count'> & {
  detail?: string | null;
  /**
   * When it happened, for entries read by time (a helper's changes, by the injected clock);
   * else the store's time.
   */
  at?: Date;
};

/** A viewer looking at something: their grant's plan, or one of its files. */
export type ViewEvent = NewAccessEvent & { actor: Extract<EventActor, { kind: 'viewer' }> };

export interface EventLog {
  append(event: NewAccessEvent): Promise<AccessEvent>;
  /**
   * A view, counted into the entry of the same grant, action and subject whose first view
   * was less than `windowMs` before `at` (its detail becomes this view's), or else a new entry
   * at `at`. One atomic write: views sent together are each counted, none is lost.
   */
  recordView(event: ViewEvent, at: Date, windowMs: number): Promise<AccessEvent>;
  /** Newest first. */
  list(ownerId: string, page: PageRequest): Promise<Page<AccessEvent>>;
}

/**
 * A revocable, time-limited viewer session on an owner's plan (decisions §2). Whether it is
 * active is worked out at read time from revokedAt and expiresAt, never by a job.
 */
export interface GrantRecord {
  id: string;
  ownerId: string;
  level: AccessLevel;
  /** The name the viewer gave. */
  viewerName: string;
  viewerEmail: string;
  viewerRelationship: string;
  source: GrantSource;
  /** Made for an emergency: reaches items released in an emergency. */
  emergency: boolean;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export type NewGrant = Omit<GrantRecord, 'id' | 'createdAt' | 'revokedAt'>;

export interface GrantRepository {
  create(grant: NewGrant): Promise<GrantRecord>;
  /** The grant whatever its state (active, expired or revoked), or null. */
  get(id: string): Promise<GrantRecord | null>;
  /** Newest first. */
  listForOwner(ownerId: string, page: PageRequest): Promise<Page<GrantRecord>>;
  /** False when the owner has no such grant or it was already revoked. */
  revoke(ownerId: string, id: string): Promise<boolean>;
  /** Moves a grant's end (the owner's choice); null when the owner has no such unrevoked grant. */
  setExpiry(ownerId: string, id: string, expiresAt: string): Promise<GrantRecord | null>;
}

/** The owner's master access key: only its hash is kept (decisions §3). */
export interface AccessKeyRecord {
  ownerId: string;
  keyHash: string;
  createdAt: string;
}

export interface AccessKeyRepository {
  get(ownerId: string): Promise<AccessKeyRecord | null>;
  /** Creates or replaces the owner's key. */
  put(ownerId: string, keyHash: string): Promise<AccessKeyRecord>;
  /** False when the owner had none. */
  remove(ownerId: string): Promise<boolean>;
}

/** A physical access card. Its secret code is sealed above this port (printed as a QR code). */
export interface StoredCard {
  cardId: string;
  ownerId: string;
  sealedCode: string;
  isEnabled: boolean;
  accessLevel: AccessLevel;
  expirationDate: string;
  createdAt: string;
}

export type CardChange = Partial<Pick<StoredCard, 'isEnabled' | 'accessLevel' | 'expirationDate'>>;

/** Thrown by CardRepository.create when the card id is taken (by any owner): draw another. */
export class DuplicateCardIdError extends Error {
  override name = 'DuplicateCardIdError';
  constructor() {
    super('This card id is taken.');
  }
}

export interface CardRepository {
  /** Oldest first. */
  listForOwner(ownerId: string): Promise<StoredCard[]>;
  /** By its printed id, whoever owns it (the public access request names only the card). */
  get(cardId: string): Promise<StoredCard | null>;
  create(card: StoredCard): Promise<StoredCard>;
  /** Null when the owner has no such card. */
  update(ownerId: string, cardId: string, change: CardChange): Promise<StoredCard | null>;
  remove(ownerId: string, cardId: string): Promise<boolean>;
}

export type RequestDecision = 'approved' | 'rejected' | 'verified';

/**
 * A request for access that waits: a full request (granted at grantsAt unless rejected first,
 * or at once when an admin verifies it) or a loved one's questions (grantsAt null: granted
 * only when the owner approves). Its state is worked out from these fields at read time.
 */
export interface StoredAccessRequest {
  id: string;
  ownerId: string;
  level: AccessLevel;
  method: RequestMethod;
  holder: AccessHolder;
  /** The evidence or answers, sealed above this port. */
  sealedEvidence: string;
  /** sha256 of the token that lets the requester claim the grant. */
  claimTokenHash: string;
  createdAt: string;
  grantsAt: string | null;
  decision: RequestDecision | null;
  decidedAt: string | null;
  /** The grant made when the requester claimed it, once. */
  grantId: string | null;
  /** How many reminders the owner has been sent. */
  remindersSent: number;
}

export type NewAccessRequest = Omit<
  StoredAccessRequest,
  'id' | 'createdAt' | 'decision' | 'decidedAt' | 'grantId' | 'remindersSent'
>;

export interface AccessRequestRepository {
  create(request: NewAccessRequest): Promise<StoredAccessRequest>;
  get(id: string): Promise<StoredAccessRequest | null>;
  /** Newest first. */
  listForOwner(ownerId: string, page: PageRequest): Promise<Page<StoredAccessRequest>>;
  /**
   * Records the decision if none was made (compare-and-set: of two deciders, one wins): an
   * approval or verification while the waiting period has not ended at `at`, a rejection
   * until a grant is linked (the requester's first use of it). Null when it was too late or
   * not found.
   */
  decide(id: string, decision: RequestDecision, at: string): Promise<StoredAccessRequest | null>;
  /** Links the grant made for it, if none was linked before and it was not rejected; false otherwise. */
  attachGrant(id: string, grantId: string): Promise<boolean>;
  /** Requests without a decision whose waiting period ends after `now` (for reminders). */
  listWaiting(now: string): Promise<StoredAccessRequest[]>;
  /**
   * Full requests without a decision and without a waiting period (made when the owner could
   * not be reached by email): only an administrator's verification grants them. Oldest first.
   */
  listAwaitingVerification(): Promise<StoredAccessRequest[]>;
  /** Raises remindersSent to `count` if it was lower; false when another instance did. */
  markReminded(id: string, count: number): Promise<boolean>;
}

/**
 * A waiting request that names no owner who may be asked (no account uses the email, or it is
 * the demo's). It answers as a real one does, pending until grantsAt and refused after, so a
 * request tells nothing of whether an account exists; it never grants. Nothing of the requester
 * or of the email they named is kept.
 */
export interface UnmatchedRequest {
  id: string;
  /** sha256 of the token the requester was given, as a real request keeps it. */
  claimTokenHash: string;
  createdAt: string;
  /** When a real one would have been granted; null for a loved one's questions (never). */
  grantsAt: string | null;
}

export interface UnmatchedRequestRepository {
  create(request: Pick<UnmatchedRequest, 'claimTokenHash' | 'grantsAt'>): Promise<UnmatchedRequest>;
  get(id: string): Promise<UnmatchedRequest | null>;
}

/**
 * Release settings of the items whose own records carry none (uploaded files, wizard records,
 * legacy messages). An item without a row has its type's default.
 */
export interface ItemReleaseRepository {
  list(ownerId: string, type: PrivacyItemType): Promise<Map<string, ReleaseSettings>>;
  set(ownerId: string, type: PrivacyItemType, id: string, settings: ReleaseSettings): Promise<void>;
  /** Forgets the item's own settings (it takes its default again); whether there were any. */
  remove(ownerId: string, type: PrivacyItemType, id: string): Promise<boolean>;
}

export interface PrivacySettingsRecord {
  waitingPeriodDays: number;
}

export interface PrivacySettingsRepository {
  /** Null when the owner never changed them (the defaults apply). */
  get(ownerId: string): Promise<PrivacySettingsRecord | null>;
  put(ownerId: string, settings: PrivacySettingsRecord): Promise<void>;
}

export interface StoredNotice {
  id: string;
  ownerId: string;
  text: string;
  createdAt: string;
  readAt: string | null;
}

/** Notices the owner sees on their next visit. */
export interface NoticeRepository {
  add(ownerId: string, text: string): Promise<StoredNotice>;
  /** Unread, newest first. */
  listUnread(ownerId: string): Promise<StoredNotice[]>;
  markAllRead(ownerId: string): Promise<number>;
}

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  /** Someone is waiting for it (a link to confirm an email or reset a password). */
  urgent: boolean;
}

/**
 * Emails waiting to be sent. Written in the unit of work of what caused them, sent after it,
 * and retried: a failing mail server never fails or blocks a request.
 */
export interface MailOutbox {
  enqueue(
    mail: Pick<OutgoingMail, 'to' | 'subject' | 'text'> & { urgent?: boolean },
  ): Promise<OutgoingMail>;
  /** Unsent mails whose next attempt is due at `now`: urgent ones first, then oldest first. */
  due(now: string, limit: number): Promise<OutgoingMail[]>;
  /**
   * Takes up to `limit` of the mails `due` answers for one sender: each is due again only at
   * `until` (its nextAttemptAt then), so that of senders claiming at once (several API
   * processes) each mail goes to one, and one whose sender died unsent goes at `until`.
   */
  claimDue(now: string, until: string, limit: number): Promise<OutgoingMail[]>;
  markSent(id: string): Promise<void>;
  /** Counts the attempt and sets when to try again. */
  markFailed(id: string, nextAttemptAt: string): Promise<void>;
  /** Deletes every mail to the address, sent or not (a deleted account's); answers how many. */
  removeTo(address: string): Promise<number>;
  /** Deletes the mails already sent: the outbox is a queue, not an archive. */
  deleteSent(): Promise<number>;
}

/** An uploaded file's record; its bytes are the blob `blobId` of the BlobStore. */
export interface StoredFile extends FileItem {
  userId: string;
  blobId: string;
  updatedAt: string;
}

/** What an upload stores; the store adds the id, owner, status (pending) and dates. */
export type NewStoredFile = Omit<
  StoredFile,
  'id' | 'userId' | 'status' | 'uploadDate' | 'updatedAt'
>;

/** Thrown by FileRepository.create when the file would take the owner over their quota. */
export class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
  constructor(
    readonly usedBytes: number,
    readonly quotaBytes: number,
  ) {
    super(`The files already take ${usedBytes} of ${quotaBytes} bytes.`);
  }
}

/**
 * One user's uploaded files (their records; the bytes are in the BlobStore). Scoped to the
 * owner like OwnedCollection, and every change writes an Activity (category documents).
 */
export interface FileRepository {
  /** Newest first; with documentId, only the files attached to that document. */
  list(
    userId: string,
    page: PageRequest,
    filter?: { documentId?: string },
  ): Promise<Page<StoredFile>>;
  get(userId: string, id: string): Promise<StoredFile | null>;
  /**
   * Stores the record, status pending. Throws QuotaExceededError when the owner's files and
   * this one would take more than quotaBytes, CollectionFullError at the store's record cap.
   * Each write logs an activity naming its `author`, a helper, as the collections' do.
   */
  create(
    userId: string,
    file: NewStoredFile,
    quotaBytes: number,
    author?: string | null,
  ): Promise<StoredFile>;
  /** Null when the owner has no such file. */
  update(
    userId: string,
    id: string,
    patch: FilePatch,
    author?: string | null,
  ): Promise<StoredFile | null>;
  /** The removed record (deleting its blob is the caller's part), or null. */
  remove(userId: string, id: string, author?: string | null): Promise<StoredFile | null>;
  /** The bytes the owner's files take. */
  usedBytes(userId: string): Promise<number>;
  /** The document's files become files of their own (before the document is deleted). */
  detachFromDocument(userId: string, documentId: string): Promise<number>;
  /**
   * Those of the owner's files `fileIds` that are in no document go into this one (a file
   * already in a document stays there); answers how many moved.
   */
  attachUnfiled(userId: string, fileIds: string[], documentId: string): Promise<number>;
  /** Whether a record names the blob: the start-up sweep keeps those. */
  hasBlob(blobId: string): Promise<boolean>;
}

export interface JourneyRepository {
  get(userId: string): Promise<JourneyState | null>;
  put(userId: string, state: JourneyState): Promise<void>;
}

/**
 * A wizard record as kept: its data sealed (encrypted, see wizards/sealedData) above this port,
 * so the stores hold only ciphertext. One per wizard per user.
 */
export interface StoredWizard {
  kind: WizardKind;
  status: WizardStatus;
  sealedData: string;
  /** The Document the wizard keeps up to date. */
  documentId: string | null;
  updatedAt: string;
}

export interface WizardRepository {
  get(userId: string, kind: WizardKind): Promise<StoredWizard | null>;
  /** Creates or replaces the user's record of this kind. */
  put(userId: string, record: Omit<StoredWizard, 'updatedAt'>): Promise<StoredWizard>;
  /** The user's saved records, in no particular order. */
  list(userId: string): Promise<StoredWizard[]>;
  /**
   * Deletes the user's record of this kind and writes an Activity (category documents), naming
   * its `author` when a helper deleted it; answers the removed record, or null when there was
   * none. Its Document is the caller's.
   */
  remove(userId: string, kind: WizardKind, author?: string | null): Promise<StoredWizard | null>;
  /**
   * The record that keeps this Document up to date no longer does (its documentId becomes
   * null; its data and updatedAt stay): answers its kind, or null when no record keeps it.
   */
  unlinkDocument(userId: string, documentId: string): Promise<WizardKind | null>;
}

/** What erasing an account removed that lives outside the store's records. */
export interface ErasedAccount {
  /** The blobs of the account's files: the caller deletes them once the erasure committed. */
  blobIds: string[];
}

/**
 * Removes a user and every record that belongs to them, in every table or collection. Kept in
 * one place per adapter so that a table or collection added later is added here too; the
 * ownership tests walk every SQLite table to catch one that is not.
 */
export interface AccountErasure {
  /** Null when there is no such user. */
  eraseUser(userId: string): Promise<ErasedAccount | null>;
}

/** check_in: the link of a check-in prompt (or of the owner's test), which records "I'm OK". */
export type AccountTokenPurpose = 'verify_email' | 'change_email' | 'reset_password' | 'check_in';

/**
 * A single-use link sent by email. Only the SHA-256 of its random token is kept, so a copy of
 * the store cannot be used to verify an email or reset a password.
 */
export interface AccountTokenRecord {
  tokenHash: string;
  userId: string;
  purpose: AccountTokenPurpose;
  /** The address the link was sent to: the one it proves (for change_email, the new one). */
  email: string;
  expiresAt: string;
  createdAt: string;
}

export interface AccountTokenRepository {
  create(token: AccountTokenRecord): Promise<void>;
  /** The token, expired or not, without using it up; null when there is none. */
  find(tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountTokenRecord | null>;
  /**
   * Deletes the token and answers it, expired or not (the caller checks the time); null when
   * there is none. Of two callers with the same token, only one gets it.
   */
  consume(tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountTokenRecord | null>;
  /** Deletes the user's tokens of that purpose (a newer link or a new password voids them). */
  deleteForUser(userId: string, purpose: AccountTokenPurpose): Promise<number>;
  /** Deletes tokens that expired before `now`; answers how many. */
  deleteExpired(now: string): Promise<number>;
}

/** Two-factor sign-in (TOTP). The secret is sealed above this port; recovery codes are hashed. */
export interface TwoFactorRecord {
  userId: string;
  sealedSecret: string;
  /** The last TOTP time step used to sign in: a code is accepted once, never an older one. */
  lastUsedStep: number | null;
  enabledAt: string;
  recoveryCodesLeft: number;
}

export interface TwoFactorRepository {
  get(userId: string): Promise<TwoFactorRecord | null>;
  /** Turns it on (or replaces it) with fresh recovery codes, given as hashes. */
  enable(userId: string, sealedSecret: string, recoveryCodeHashes: string[]): Promise<void>;
  /** Turns it off and drops the recovery codes; false when it was off. */
  disable(userId: string): Promise<boolean>;
  /** Records `step` as used if it is later than the last one used (compare-and-set). */
  useStep(userId: string, step: number): Promise<boolean>;
  /** Marks an unused recovery code used (compare-and-set); false when there is none such. */
  useRecoveryCode(userId: string, codeHash: string): Promise<boolean>;
}

/** An owner's check-in settings as kept (see contracts' checkInSchedule). */
export interface StoredCheckInSettings extends SavedCheckInSettings {
  updatedAt: string;
}

/** A check-in: when, and how. */
export interface CheckInRecord {
  at: string;
  method: CheckInMethod;
}

/**
 * Check-ins (issue 27): each owner's settings and their latest check-in. The ordered contacts
 * stay the owner's own: an id that names none of the owner's contacts is not kept, and a
 * deleted contact drops out of the list (the others keep their order).
 */
export interface CheckInRepository {
  /** Null when the owner never saved any (check-ins are off). */
  getSettings(ownerId: string): Promise<StoredCheckInSettings | null>;
  /** Creates or replaces the owner's settings; answers them as kept. */
  putSettings(
    ownerId: string,
    settings: SavedCheckInSettings,
    at: string,
  ): Promise<StoredCheckInSettings>;
  /** The owner's latest check-in, or null. */
  lastCheckIn(ownerId: string): Promise<CheckInRecord | null>;
  /** Keeps the check-in unless a later one is kept already (of two at once, the later wins). */
  recordCheckIn(ownerId: string, checkIn: CheckInRecord): Promise<void>;
}

export type JobState = 'waiting' | 'done' | 'failed' | 'cancelled';

/** A job's own data: small JSON (ids, a step number), never a secret or a whole record. */
export type JobPayload = Record<string, unknown>;

/**
 * Work that time brings (a prompt, a reminder, a delivery), kept in the store so that any API
 * instance can do it once it is due (see api/src/jobs/jobWorker.ts). A worker claims a due job
 * with a lease: while the lease lasts no other worker takes it; when the lease ends unfinished
 * (its process died) the job is claimed again.
 */
export interface StoredJob {
  id: string;
  /** What to do: the name a feature registered its handler under (api/src/jobs/jobHandlers.ts). */
  kind: string;
  /** Whose it is: erased with the account, and told when it fails for good. */
  ownerId: string | null;
  payload: JobPayload;
  /** When it may run, by the injected clock. */
  dueAt: string;
  /** How many times it was claimed. */
  attempts: number;
  state: JobState;
  /** The worker that claimed it last, and until when it holds it. */
  leaseHolder: string | null;
  leaseEndsAt: string | null;
  lastError: string | null;
  /** While one job of this kind and key is waiting, scheduling the key again answers it. */
  dedupeKey: string | null;
  createdAt: string;
  /** When it was done, failed for good or cancelled (the store's time); null while waiting. */
  finishedAt: string | null;
}

export interface NewJob {
  kind: string;
  ownerId: string | null;
  payload?: JobPayload;
  dueAt: Date | string;
  dedupeKey?: string;
}

export interface JobClaim {
  /** The claiming worker's id: only it may complete, retry or fail what it claims. */
  worker: string;
  leaseMs: number;
  limit: number;
}

export interface JobRepository {
  /**
   * A waiting job, due at dueAt. With a dedupeKey: when a job of the same kind and key is still
   * waiting, that one is answered and nothing is written.
   */
  schedule(job: NewJob): Promise<StoredJob>;
  get(id: string): Promise<StoredJob | null>;
  /**
   * Atomically takes up to `limit` waiting jobs due at `now` whose lease is free or ended: each
   * is leased to the worker until now + leaseMs and its attempts count one more. Of workers
   * claiming at once, each job goes to one. Oldest due first.
   */
  claimDue(now: Date | string, claim: JobClaim): Promise<StoredJob[]>;
  /** Done. False (nothing written) when the worker no longer holds it. */
  complete(id: string, worker: string): Promise<boolean>;
  /** Waits again until dueAt, the lease freed. False when the worker no longer holds it. */
  retryAt(id: string, worker: string, dueAt: Date | string, error: string): Promise<boolean>;
  /** Failed for good. False when the worker no longer holds it. */
  fail(id: string, worker: string, error: string): Promise<boolean>;
  /** Cancels the owner's waiting jobs of that kind (only the key's, with one); answers how many. */
  cancel(ownerId: string, kind: string, options?: { dedupeKey?: string }): Promise<number>;
  /** Waiting jobs due at `now` (running ones too), oldest due first: for administrators. */
  listDue(now: Date | string, limit: number): Promise<StoredJob[]>;
  /** Failed jobs, last failed first: everyone's (for administrators) or one owner's. */
  listFailed(limit: number, ownerId?: string): Promise<StoredJob[]>;
  /** The owner's jobs in that state, oldest due first (e.g. the next check-in prompt). */
  listForOwner(ownerId: string, state: JobState): Promise<StoredJob[]>;
  /** Deletes jobs that finished (done, failed or cancelled) before `before`; answers how many. */
  removeFinished(before: Date | string): Promise<number>;
}

/**
 * The delivery of one legacy message of an owner's final wishes (the message itself stays in
 * the sealed record): to whom and when it was sent, whether it was opened, and the hashes of
 * its link's token and of the owner's test link's token. A message without a row is waiting.
 */
export interface MessageDeliveryRecord {
  ownerId: string;
  messageId: string;
  /** As they were when it was delivered ('' while waiting). */
  recipientName: string;
  recipientEmail: string;
  state: MessageDeliveryState;
  deliveredAt: string | null;
  firstOpenedAt: string | null;
  /** sha256 of the recipient's link's token; null while waiting. */
  linkTokenHash: string | null;
  /** Set at the link's first use (90 days on); null until then, and again when it is resent. */
  linkExpiresAt: string | null;
  /** How many times the link was sent (the delivery, then each resending). */
  sendCount: number;
  /** sha256 of the owner's latest test link's token, and when that link stops working. */
  testTokenHash: string | null;
  testExpiresAt: string | null;
}

/** How one task of the executor's packet stands (issue 29); a task never touched has none. */
export interface PacketProgressRecord {
  ownerId: string;
  taskId: string;
  /** When it was marked done, by whom (the holder's name) and through which grant; null while open. */
  doneAt: string | null;
  doneBy: string | null;
  doneByGrantId: string | null;
  /** The full grant the task is given to; null while nobody is named. */
  assignedGrantId: string | null;
  updatedAt: string;
}

export interface PacketProgressRepository {
  /** The owner's tasks' progress, in no particular order. */
  listForOwner(ownerId: string): Promise<PacketProgressRecord[]>;
  /** Writes the task's whole progress (made on first use). */
  save(record: PacketProgressRecord): Promise<PacketProgressRecord>;
}

export interface MessageDeliveryRepository {
  /** The owner's deliveries, in no particular order. */
  listForOwner(ownerId: string): Promise<MessageDeliveryRecord[]>;
  get(ownerId: string, messageId: string): Promise<MessageDeliveryRecord | null>;
  /** The delivery whose link (or test link) token has this hash, or null. */
  findByTokenHash(tokenHash: string): Promise<MessageDeliveryRecord | null>;
  /**
   * Records the message as delivered (state delivered, sendCount 1) unless it already was
   * (compare-and-set: of two deliveries of one message, one records it). Null when it was.
   */
  recordDelivery(
    ownerId: string,
    messageId: string,
    delivery: { recipientName: string; recipientEmail: string; linkTokenHash: string; at: string },
  ): Promise<MessageDeliveryRecord | null>;
  /**
   * A new link for a delivered message: its token hash replaced, its expiry cleared (the new
   * link's first use starts its 90 days), sendCount raised. Null when it was not delivered.
   */
  replaceLink(
    ownerId: string,
    messageId: string,
    linkTokenHash: string,
  ): Promise<MessageDeliveryRecord | null>;
  /**
   * The recipient opened it: state opened, firstOpenedAt and linkExpiresAt set if they were
   * not (an earlier opening keeps its own). Null when it was not delivered.
   */
  markOpened(
    ownerId: string,
    messageId: string,
    at: string,
    linkExpiresAt: string,
  ): Promise<MessageDeliveryRecord | null>;
  /** Keeps the owner's newest test link (the row is made, waiting, if there was none). */
  setTestLink(
    ownerId: string,
    messageId: string,
    testTokenHash: string,
    testExpiresAt: string,
  ): Promise<MessageDeliveryRecord>;
}

/**
 * A trusted contact asked "Is <owner> OK?" (issue 27): one per contact per round of asking, a
 * missed check-in's (`missed:<the prompt's time>`) or a waiting full request's
 * (`request:<its id>`). The contact is kept as they were when asked; the link's token only as
 * its SHA-256. One answer per question: the first one given stands.
 */
export interface ContactAskRecord {
  id: string;
  ownerId: string;
  round: string;
  contactId: string;
  contactName: string;
  contactEmail: string;
  contactRelationship: string;
  tokenHash: string;
  askedAt: string;
  /** When its link stops working (the caller compares). */
  expiresAt: string;
  answer: ContactAnswer | null;
  answeredAt: string | null;
}

export type NewContactAsk = Omit<ContactAskRecord, 'id' | 'answer' | 'answeredAt'>;

export interface ContactAskRepository {
  create(ask: NewContactAsk): Promise<ContactAskRecord>;
  /** The question whose link's token has this hash, answered or not, expired or not; or null. */
  findByTokenHash(tokenHash: string): Promise<ContactAskRecord | null>;
  /**
   * Records the answer if none was given (compare-and-set: of two answers sent at once, one
   * stands). Null when it was answered already, or there is no such question.
   */
  answer(id: string, answer: ContactAnswer, at: string): Promise<ContactAskRecord | null>;
  /** The owner's questions of one round, first asked first. */
  listForRound(ownerId: string, round: string): Promise<ContactAskRecord[]>;
}

/**
 * Someone who helps with an owner's plan (issue 28), was invited to, or asks to. One record per
 * person per plan (owner and email, lower case). Removing a helper, declining an invitation or
 * refusing a request deletes the record: the log keeps what happened.
 */
export interface HelperRecord {
  id: string;
  ownerId: string;
  /** The helper's account: null for an invitation not yet accepted. */
  helperUserId: string | null;
  name: string;
  /** Lower case. An invitation is accepted only by an account with this verified email. */
  email: string;
  relationship: string;
  role: HelperRole;
  state: HelperState;
  method: HelperMethod;
  /** The questions method's answers, sealed above this port; null for the other methods. */
  sealedAnswers: string | null;
  createdAt: string;
  activeSince: string | null;
}

export type NewHelper = Omit<HelperRecord, 'id' | 'activeSince'>;

export interface HelperRepository {
  /**
   * Stores a new helper record. Null when the plan already has a record for this email (of
   * two made at once, one is stored).
   */
  create(helper: NewHelper): Promise<HelperRecord | null>;
  get(id: string): Promise<HelperRecord | null>;
  /** The owner's helpers in every state, oldest first. */
  listForOwner(ownerId: string): Promise<HelperRecord[]>;
  /**
   * The plans a person helps with, asked to or was invited to: records with their account, and
   * invitations to their email not yet accepted; oldest first.
   */
  listForHelper(helperUserId: string, email: string): Promise<HelperRecord[]>;
  /**
   * Makes the record active with this account and role (compare-and-set on its state: of an
   * approval and a removal at once, one wins). Null when it is not in `from` any more.
   */
  activate(
    id: string,
    from: HelperState,
    change: { helperUserId: string; role: HelperRole; at: string },
  ): Promise<HelperRecord | null>;
  /** Null when there is no such record. */
  setRole(id: string, role: HelperRole): Promise<HelperRecord | null>;
  /** False when there was no such record. */
  remove(id: string): Promise<boolean>;
}

/** The repositories that a unit of work changes together. */
export interface UnitOfWork {
  readonly users: UserRepository;
  readonly documents: OwnedCollection<PlanDocument, DocumentInput, DocumentPatch>;
  readonly wishes: OwnedCollection<Wish, WishInput, WishPatch>;
  readonly contacts: ContactCollection;
  readonly files: FileRepository;
  readonly activities: ActivityRepository;
  readonly journeys: JourneyRepository;
  readonly wizards: WizardRepository;
  readonly events: EventLog;
  readonly grants: GrantRepository;
  readonly accessKeys: AccessKeyRepository;
  readonly cards: CardRepository;
  readonly accessRequests: AccessRequestRepository;
  readonly unmatchedRequests: UnmatchedRequestRepository;
  readonly itemReleases: ItemReleaseRepository;
  readonly privacySettings: PrivacySettingsRepository;
  readonly notices: NoticeRepository;
  readonly mailOutbox: MailOutbox;
  readonly erasure: AccountErasure;
  readonly accountTokens: AccountTokenRepository;
  readonly twoFactor: TwoFactorRepository;
  readonly checkIns: CheckInRepository;
  readonly jobs: JobRepository;
  readonly messageDeliveries: MessageDeliveryRepository;
  readonly packetProgress: PacketProgressRepository;
  readonly contactAsks: ContactAskRepository;
  readonly helpers: HelperRepository;
}

export interface StoreOptions {
  /** Records per user per collection, files too (default COLLECTION_CAP; tests use small caps). */
  collectionCap?: number;
  /** Activities kept per user, newest first (default ACTIVITY_LOG_LENGTH). */
  activityLogLength?: number;
}

export interface StoragePort extends UnitOfWork {
  readonly kind: 'sqlite' | 'mongodb';
  /**
   * Where this store keeps the bytes of uploaded files (files under DATA_DIR beside SQLite,
   * GridFS beside MongoDB); encrypted above this port (blobs/encryptedBlobStore).
   */
  readonly blobs: RawBlobs;
  readonly sessions: SessionRepository;
  readonly rateLimits: RateLimitRepository;
  /**
   * Runs `work` with repositories whose changes commit together, or not at all when it throws
   * (its error is rethrown). Other callers never see a half-done unit of work. MongoDB runs
   * `work` again after a transient conflict: it must do nothing outside `tx` that cannot
   * happen twice.
   */
  unitOfWork<T>(work: (tx: UnitOfWork) => Promise<T>): Promise<T>;
  /**
   * Leaves no older copy of deleted records in the store's own files, once an account is
   * erased. SQLite overwrites what it deletes (secure_delete), but earlier versions of those
   * pages stay in its write-ahead log until a checkpoint: this checkpoints and empties the log.
   * MongoDB deletes documents for good (no soft delete) and has nothing to do here.
   */
  scrubDeleted(): Promise<void>;
  /** Fails when the store cannot answer (used by the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
