import type {
  Activity,
  Contact,
  ContactInput,
  ContactPatch,
  DocumentInput,
  DocumentPatch,
  JourneyState,
  PlanDocument,
  Wish,
  WishInput,
  WishPatch,
} from '@legacy-planner/contracts';

// The storage port: everything the API keeps goes through these interfaces. Two adapters
// implement it: SQLite (embedded, the default) and MongoDB (when MONGODB_URI is set). The
// contract suite in ./contract runs the same tests against both.

/** Session data as koa-session hands it over: a JSON-serialisable object. */
export type SessionData = Record<string, unknown>;

export interface SessionRepository {
  /** The session's data, or null when it does not exist or has expired. */
  get(id: string): Promise<SessionData | null>;
  /** Creates or replaces a session that expires `ttlMs` from now. */
  set(id: string, data: SessionData, ttlMs: number): Promise<void>;
  destroy(id: string): Promise<void>;
  /** Deletes expired sessions; answers how many were deleted. */
  deleteExpired(): Promise<number>;
  /** Ends every session of a user (e.g. when someone else may know their password). */
  destroyForUser(userId: string): Promise<void>;
}

export type UserRole = 'user' | 'admin';

export interface UserRecord {
  id: string;
  name: string;
  /** Always stored lower-cased: emails are unique and compared case-insensitively. */
  email: string;
  /** scrypt hash; null for accounts that only sign in through Google or Facebook. */
  passwordHash: string | null;
  /** Whether the owner of the email proved it (a provider that verified it); sign-up does not. */
  emailVerified: boolean;
  role: UserRole;
  isDemo: boolean;
  onboardingComplete: boolean;
  onboardingStep: number;
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

/** Thrown by UserRepository.create when the email is taken. */
export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
  constructor() {
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
  setRole(id: string, role: UserRole): Promise<void>;
  /**
   * Records that the email's owner proved it. With dropPassword the password is removed too:
   * whoever set it before the email was proven may not be its owner.
   */
  markEmailVerified(id: string, options: { dropPassword: boolean }): Promise<UserRecord | null>;
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
  /** The key's count in its current window, or null when it has none. */
  peek(key: string): Promise<RateCounter | null>;
  reset(key: string): Promise<void>;
}

/**
 * One user's records of one kind (documents, wishes or contacts). Every call is scoped to the
 * owner: another user's id is simply not found. Every change also writes an Activity for the
 * owner, in the same transaction where the store allows it.
 */
export interface OwnedCollection<TRecord, TInput, TPatch> {
  /** Newest first. */
  list(userId: string): Promise<TRecord[]>;
  get(userId: string, id: string): Promise<TRecord | null>;
  create(userId: string, input: TInput): Promise<TRecord>;
  /** Null when the owner has no such record. */
  update(userId: string, id: string, patch: TPatch): Promise<TRecord | null>;
  /** False when the owner has no such record. */
  remove(userId: string, id: string): Promise<boolean>;
}

export interface ActivityRepository {
  /** Newest first. */
  list(userId: string, limit?: number): Promise<Activity[]>;
}

export interface JourneyRepository {
  get(userId: string): Promise<JourneyState | null>;
  put(userId: string, state: JourneyState): Promise<void>;
}

export interface StoragePort {
  readonly kind: 'sqlite' | 'mongodb';
  readonly sessions: SessionRepository;
  readonly users: UserRepository;
  readonly rateLimits: RateLimitRepository;
  readonly documents: OwnedCollection<PlanDocument, DocumentInput, DocumentPatch>;
  readonly wishes: OwnedCollection<Wish, WishInput, WishPatch>;
  readonly contacts: OwnedCollection<Contact, ContactInput, ContactPatch>;
  readonly activities: ActivityRepository;
  readonly journeys: JourneyRepository;
  /** Fails when the store cannot answer (used by the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
