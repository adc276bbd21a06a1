import '../yupLocale';
import { boolean, object, type InferType } from 'yup';
import type { AccessHolder } from '../privacy/privacyTypes';

// The admin panel's answers (spec sections 2, 3, 7; decisions §5) and the one account setting
// it depends on: whether a user shares their plan with the administrators' Airtable sync.

/** GET/PUT /api/account/preferences. Off by default. */
export const accountPreferencesSchema = object({
  shareWithAdmins: boolean().strict().required('Please say whether to share your plan'),
}).noUnknown();
export type AccountPreferences = InferType<typeof accountPreferencesSchema>;

export const SHARING_OFF_NOTICE =
  'Your plan is no longer shared: future syncs leave it out. Records sent before stay in the administrators’ base until they remove them.';

/** GET /api/admin/airtable-status (spec section 3's admin status). */
export interface AirtableStatus {
  connected: boolean;
  hasApiKey: boolean;
  hasBaseId: boolean;
}

/** The spreadsheet's tables, as the setup instructions list them. */
export const airtableTables = ['Documents', 'Wishes', 'Contacts', 'Activities'] as const;
export type AirtableTable = (typeof airtableTables)[number];

/** POST /api/admin/airtable-sync and GET /api/admin/airtable-sync: a sync's progress. */
export interface SyncProgress {
  state: 'idle' | 'running' | 'done' | 'failed';
  startedAt: string | null;
  finishedAt: string | null;
  users: number;
  /** Records to send, and sent so far. */
  total: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  /** Why the sync stopped, when it failed as a whole. */
  error: string | null;
}

/** GET /api/admin/access-requests: a waiting full request, with its evidence, for checking. */
export interface AdminAccessRequest {
  id: string;
  owner: { name: string; email: string };
  holder: AccessHolder;
  evidence: { deathCertificate: string; medicalValidation: string; identityProof: string };
  createdAt: string;
  grantsAt: string | null;
}
