// People who help with a plan (decisions §7: a helper edits a loved one's plan only with that
// person's consent, never their privacy or release settings). The words the owner and the
// helper read about each role live here, beside the roles, so both sides say the same thing.

/**
 * - editor: adds and changes documents, wishes, contacts, wizard records and uploads;
 * - viewer-helper: reads the whole plan now, whatever its release settings, and changes nothing.
 * Neither ever reaches privacy settings, keys, cards, grants, check-ins, helpers, the export or
 * the deletion of the account: those stay the owner's.
 */
export const helperRoles = ['editor', 'viewer-helper'] as const;
export type HelperRole = (typeof helperRoles)[number];

export const helperRoleLabels: Record<HelperRole, string> = {
  editor: 'Can edit',
  'viewer-helper': 'Can view',
};

export const helperRoleDescriptions: Record<HelperRole, string> = {
  editor:
    'Adds and changes documents, wishes, contacts, wizard records and uploads. Never your privacy settings, keys, cards, access, check-ins, helpers, export or account.',
  'viewer-helper':
    'Reads your whole plan now, whatever its release settings, to help keep it current. Changes nothing.',
};

/**
 * - invited: the owner invited them by email; it becomes active when they accept, signed in
 *   with that (verified) email;
 * - requested: they asked through the journey; it becomes active when the owner approves;
 * - active: they help now.
 * A helper removed, an invitation declined or a request refused is gone, not a fourth state.
 */
export const helperStates = ['invited', 'requested', 'active'] as const;
export type HelperState = (typeof helperStates)[number];

/** How the helper came: the owner's invitation, or the journey's access key or questions. */
export const helperMethods = ['invite', 'key', 'questions'] as const;
export type HelperMethod = (typeof helperMethods)[number];

/** Helpers and invitations one plan may have. */
export const MAX_HELPERS = 20;

/**
 * Requests waiting for the owner's answer one plan may have, apart from MAX_HELPERS: strangers'
 * requests never take the places of the owner's own helpers and invitations.
 */
export const MAX_WAITING_REQUESTS = 10;

/** The owner's digest of helpers' changes covers this many days, and is sent this often. */
export const HELPER_DIGEST_DAYS = 7;

/** The kinds of change a helper's write is, as the owner's list of changes names them. */
export const helperChangeKinds = ['created', 'updated', 'deleted'] as const;
export type HelperChangeKind = (typeof helperChangeKinds)[number];
