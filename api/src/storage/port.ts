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
}

export interface StoragePort {
  readonly kind: 'sqlite' | 'mongodb';
  readonly sessions: SessionRepository;
  /** Fails when the store cannot answer (used by the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
