// List routes answer one page at a time, and each user keeps a bounded number of records per
// collection, so that no single account can make a list answer megabytes or slow everyone else.
export const PAGE_SIZE = { default: 100, max: 500 } as const;

/** Longer than any cursor the API issues (they are opaque to clients). */
export const MAX_CURSOR_LENGTH = 200;

/** The most records one user keeps in each collection (documents, wishes, contacts, files). */
export const COLLECTION_CAP = 2000;

/**
 * The newest activities kept per user (the dashboard shows the last few). Older ones are
 * dropped as new ones are written, so no account can grow the store by editing one record
 * over and over. Access events are a separate log, never dropped.
 */
export const ACTIVITY_LOG_LENGTH = 1000;
