import { accountPreferencesSchema, type AccountPreferences } from '../admin/adminSchemas';
import { WAITING_PERIOD_DAYS } from '../privacy/accessRules';
import { accessLogActionLabels, type AccessLogAction } from '../privacy/accessLogActions';
import { foundItemsQuerySchema, itemsOverviewQuerySchema } from '../privacy/itemSelection';
import {
  bulkReleaseSchema,
  cardCreateSchema,
  cardUpdateSchema,
  grantExpirySchema,
  privacySettingsSchema,
  releasePatchSchema,
} from '../privacy/privacySchemas';
import type {
  AccessCard,
  AccessHolder,
  AccessGrant,
  AccessKeyStatus,
  AccessLogEntry,
  AccessRequestSummary,
  FoundPrivacyItems,
  GeneratedAccessKey,
  PrivacyItem,
  PrivacyItemsOverview,
  PrivacySettings,
} from '../privacy/privacyTypes';
import {
  accessLevels,
  privacyItemTypes,
  releaseTimings,
  type ReleaseSettings,
} from '../privacy/releaseSettings';
import type { Endpoint } from './endpoint';
export { listOwnerNotices, markNoticesRead, ownerNoticeShape } from './notices';
import * as shape from './shape';

// The owner's side of privacy (the Privacy tab): who may see each item and when, the master
// access key, access cards, the requests and grants on the plan, the waiting period, the access
// log and its notices, and the one account preference the tab shows (sharing with the
// administrators). The preview and the rehearsal answer a viewer's plan: see access.ts.

const level = shape.oneOf(accessLevels);

const releaseSettingsShape = shape.describes<ReleaseSettings>()(
  shape.object({
    requiredAccessLevel: level,
    isVisible: shape.boolean(),
    releaseTiming: shape.oneOf(releaseTimings),
  }),
);

export const privacyItemShape = shape.describes<PrivacyItem>()(
  shape.object(
    {
      type: shape.oneOf(privacyItemTypes),
      id: shape.string(),
      title: shape.string(),
      category: shape.string(),
      requiredAccessLevel: level,
      isVisible: shape.boolean(),
      releaseTiming: shape.oneOf(releaseTimings),
      securityLevel: shape.oneOf(['public', 'restricted', 'confidential']),
      follows: shape.nullable(
        shape.object(
          {
            type: shape.oneOf(['document', 'wizard']),
            id: shape.string(),
            title: shape.string(),
          },
          { description: 'The document whose settings this file follows, until it is set apart' },
        ),
      ),
      setApart: shape.boolean({
        description:
          'A file in a document with settings of its own: it may follow the document again',
      }),
      recipientOnly: shape.boolean({
        description: 'A legacy message: released to its recipient only, never through a grant',
      }),
      recommended: {
        ...releaseSettingsShape,
        description: 'The settings recommended for this kind of item',
      },
    },
    { title: 'PrivacyItem' },
  ),
);

const itemCountShape = shape.integer({ description: 'How many items' });

export const privacyItemsOverviewShape = shape.describes<PrivacyItemsOverview>()(
  shape.object(
    {
      total: { ...itemCountShape, description: 'Items in the plan, whatever the filter' },
      released: shape.object(
        { immediate: itemCountShape, emergency: itemCountShape, after_passing: itemCountShape },
        {
          description:
            'Visible items (legacy messages aside) released at each timing, whatever the filter',
        },
      ),
      differing: {
        ...itemCountShape,
        description: 'Items "Use the recommended settings" would change, whatever the filter',
      },
      categories: shape.array(
        shape.object({
          type: shape.oneOf(privacyItemTypes),
          category: shape.string(),
          count: itemCountShape,
        }),
        { description: "Each kind's categories in the plan, with their item counts" },
      ),
      groups: shape.array(
        shape.object({
          type: shape.oneOf(privacyItemTypes),
          count: { ...itemCountShape, description: 'Items of this kind the filter picks' },
          items: shape.array(privacyItemShape, {
            description: 'The first of them (?first, 3 unless asked)',
          }),
        }),
        { description: 'The kinds with items the filter picks, in the order of the tabs' },
      ),
    },
    { title: 'PrivacyItemsOverview' },
  ),
);

export const foundPrivacyItemsShape = shape.describes<FoundPrivacyItems>()(
  shape.object(
    {
      total: { ...itemCountShape, description: 'Items the filter picks' },
      items: shape.array(privacyItemShape, {
        description: 'Those from ?offset on, at most ?limit of them',
      }),
    },
    { title: 'FoundPrivacyItems' },
  ),
);

export const bulkReleaseResultShape = shape.object(
  { changed: shape.integer() },
  { title: 'BulkReleaseResult' },
);

export const accessKeyStatusShape = shape.describes<AccessKeyStatus>()(
  shape.object(
    { exists: shape.boolean(), createdAt: shape.nullable(shape.timestamp()) },
    { title: 'AccessKeyStatus' },
  ),
);

export const generatedAccessKeyShape = shape.describes<GeneratedAccessKey>()(
  shape.object(
    {
      accessKey: shape.string({ description: 'Shown this once; only a hash is kept' }),
      createdAt: shape.timestamp(),
    },
    { title: 'GeneratedAccessKey' },
  ),
);

export const accessCardShape = shape.describes<AccessCard>()(
  shape.object(
    {
      cardId: shape.string(),
      isEnabled: shape.boolean(),
      accessLevel: level,
      expirationDate: shape.timestamp(),
      createdAt: shape.timestamp(),
      accessUrl: shape.string({ description: 'The /access address the QR code holds' }),
    },
    { title: 'AccessCard' },
  ),
);

/** Who asked for access, as they said: the owner's and the administrators' lists show it. */
export const holderShape = shape.describes<AccessHolder>()(
  shape.object({
    name: shape.string(),
    email: shape.string(),
    relationship: shape.string(),
  }),
);

export const accessRequestSummaryShape = shape.describes<AccessRequestSummary>()(
  shape.object(
    {
      id: shape.string(),
      level,
      method: shape.oneOf(['evidence', 'questions', 'contact_report']),
      holder: holderShape,
      createdAt: shape.timestamp(),
      grantsAt: shape.nullable(shape.timestamp()),
      state: shape.oneOf(['pending', 'granted', 'rejected']),
      decidedAt: shape.nullable(shape.timestamp()),
      decidedBy: shape.nullable(shape.oneOf(['owner', 'admin', 'waiting_period'])),
      claimed: shape.boolean(),
      answers: shape.nullable(
        shape.record<string, string>(shape.string(), {
          description: 'The loved-one answers to check (questions method), by question',
        }),
      ),
    },
    { title: 'AccessRequestSummary' },
  ),
);

export const accessGrantShape = shape.describes<AccessGrant>()(
  shape.object(
    {
      id: shape.string(),
      level,
      emergency: shape.boolean(),
      holder: holderShape,
      source: shape.oneOf(['card', 'access_key', 'request', 'loved_one', 'check_in']),
      createdAt: shape.timestamp(),
      expiresAt: shape.timestamp(),
      revokedAt: shape.nullable(shape.timestamp()),
      state: shape.oneOf(['active', 'expired', 'revoked']),
    },
    { title: 'AccessGrant' },
  ),
);

export const privacySettingsShape = shape.describes<PrivacySettings>()(
  shape.object(
    {
      waitingPeriodDays: {
        ...shape.integer(),
        minimum: WAITING_PERIOD_DAYS.min,
        maximum: WAITING_PERIOD_DAYS.max,
      },
      emailEnabled: shape.boolean(),
    },
    { title: 'PrivacySettings' },
  ),
);

const logActions = Object.keys(accessLogActionLabels) as AccessLogAction[];

export const accessLogEntryShape = shape.describes<AccessLogEntry>()(
  shape.object(
    {
      id: shape.string(),
      action: shape.oneOf(logActions),
      actor: shape.object({
        kind: shape.oneOf(['owner', 'viewer', 'requester', 'admin', 'system', 'helper']),
        name: shape.nullable(shape.string()),
        email: shape.nullable(shape.string()),
      }),
      subject: shape.nullable(shape.object({ type: shape.string(), id: shape.string() })),
      detail: shape.nullable(shape.string()),
      at: shape.timestamp(),
      count: {
        ...shape.integer({
          description: 'Views by one grant of one thing within an hour of the first; 1 otherwise',
        }),
        minimum: 1,
      },
    },
    { title: 'AccessLogEntry' },
  ),
);

export const accountPreferencesShape = shape.describes<AccountPreferences>()(
  shape.object(
    {
      shareWithAdmins: shape.boolean({
        description: "Whether the administrators' sync may send this plan to Airtable",
      }),
    },
    { title: 'AccountPreferences' },
  ),
);

// Items and their release settings.

export const listPrivacyItems = {
  method: 'GET',
  path: '/privacy/items',
  response: { list: privacyItemShape },
} as const satisfies Endpoint;
export const privacyItemsOverview = {
  method: 'GET',
  path: '/privacy/items/overview',
  query: itemsOverviewQuerySchema,
  response: { json: privacyItemsOverviewShape },
} as const satisfies Endpoint;
export const findPrivacyItems = {
  method: 'GET',
  path: '/privacy/items/found',
  query: foundItemsQuerySchema,
  response: { json: foundPrivacyItemsShape },
} as const satisfies Endpoint;
export const updatePrivacyItem = {
  method: 'PUT',
  path: '/privacy/items/:type/:id',
  body: releasePatchSchema,
  response: { json: privacyItemShape },
} as const satisfies Endpoint;
export const updateEveryPrivacyItem = {
  method: 'PUT',
  path: '/privacy/items',
  body: bulkReleaseSchema,
  response: { json: bulkReleaseResultShape },
} as const satisfies Endpoint;
export const applyRecommendedSettings = {
  method: 'POST',
  path: '/privacy/items/recommended',
  response: { json: bulkReleaseResultShape },
} as const satisfies Endpoint;
export const followDocumentSettings = {
  method: 'DELETE',
  path: '/privacy/items/file/:id/settings',
  response: { json: privacyItemShape },
} as const satisfies Endpoint;

// The master access key.

export const getAccessKeyStatus = {
  method: 'GET',
  path: '/privacy/access-key',
  response: { json: accessKeyStatusShape },
} as const satisfies Endpoint;
export const generateAccessKey = {
  method: 'POST',
  path: '/privacy/access-key',
  response: { json: generatedAccessKeyShape, status: 201 },
} as const satisfies Endpoint;
export const revokeAccessKey = {
  method: 'DELETE',
  path: '/privacy/access-key',
  response: { empty: true },
} as const satisfies Endpoint;

// Access cards.

export const listAccessCards = {
  method: 'GET',
  path: '/privacy/cards',
  response: { list: accessCardShape },
} as const satisfies Endpoint;
export const createAccessCard = {
  method: 'POST',
  path: '/privacy/cards',
  body: cardCreateSchema,
  response: { json: accessCardShape, status: 201 },
} as const satisfies Endpoint;
export const updateAccessCard = {
  method: 'PUT',
  path: '/privacy/cards/:cardId',
  body: cardUpdateSchema,
  response: { json: accessCardShape },
} as const satisfies Endpoint;
export const deleteAccessCard = {
  method: 'DELETE',
  path: '/privacy/cards/:cardId',
  response: { empty: true },
} as const satisfies Endpoint;
export const accessCardPdf = {
  method: 'GET',
  path: '/privacy/cards/:cardId/pdf',
  response: { download: true },
} as const satisfies Endpoint;

// Requests, grants and the waiting period.

export const listAccessRequests = {
  method: 'GET',
  path: '/privacy/requests',
  response: { page: accessRequestSummaryShape },
} as const satisfies Endpoint;
export const approveAccessRequest = {
  method: 'POST',
  path: '/privacy/requests/:id/approve',
  response: { json: accessRequestSummaryShape },
} as const satisfies Endpoint;
export const rejectAccessRequest = {
  method: 'POST',
  path: '/privacy/requests/:id/reject',
  response: { json: accessRequestSummaryShape },
} as const satisfies Endpoint;

export const listAccessGrants = {
  method: 'GET',
  path: '/privacy/grants',
  response: { page: accessGrantShape },
} as const satisfies Endpoint;
export const changeGrantExpiry = {
  method: 'PUT',
  path: '/privacy/grants/:id',
  body: grantExpirySchema,
  response: { json: accessGrantShape },
} as const satisfies Endpoint;
export const revokeAccessGrant = {
  method: 'DELETE',
  path: '/privacy/grants/:id',
  response: { empty: true },
} as const satisfies Endpoint;

export const getPrivacySettings = {
  method: 'GET',
  path: '/privacy/settings',
  response: { json: privacySettingsShape },
} as const satisfies Endpoint;
export const savePrivacySettings = {
  method: 'PUT',
  path: '/privacy/settings',
  body: privacySettingsSchema,
  response: { json: privacySettingsShape },
} as const satisfies Endpoint;

// The access log and the owner's notices.

export const listAccessLog = {
  method: 'GET',
  path: '/privacy/log',
  response: { page: accessLogEntryShape },
} as const satisfies Endpoint;
// Sharing the plan with the administrators' sync (the Privacy tab's sharing section).

export const getAccountPreferences = {
  method: 'GET',
  path: '/account/preferences',
  response: { json: accountPreferencesShape },
} as const satisfies Endpoint;
export const saveAccountPreferences = {
  method: 'PUT',
  path: '/account/preferences',
  body: accountPreferencesSchema,
  response: { json: accountPreferencesShape },
} as const satisfies Endpoint;
