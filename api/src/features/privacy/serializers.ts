import {
  accessLevels,
  privacyItemTypes,
  releaseTimings,
  type AccessCard,
  type AccessGrant,
  type AccessKeyStatus,
  type AccessLogEntry,
  type AccessRequestSummary,
  type GeneratedAccessKey,
  type OwnerNotice,
  type PrivacyItem,
  type PrivacySettings,
} from '@legacy-planner/contracts';
import { serializer } from '../../routing/serializer';

// What the owner's privacy routes send (contracts/src/privacy/privacyTypes.ts).

const date = { type: 'string', format: 'date-time' };
const nullableDate = { type: ['string', 'null'], format: 'date-time' };
const level = { enum: [...accessLevels] };
const holder = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    relationship: { type: 'string' },
  },
};

export const privacyItemSerializer = serializer<PrivacyItem>('PrivacyItem', {
  type: { enum: [...privacyItemTypes] },
  id: { type: 'string' },
  title: { type: 'string' },
  category: { type: 'string' },
  requiredAccessLevel: level,
  isVisible: { type: 'boolean' },
  releaseTiming: { enum: [...releaseTimings] },
  securityLevel: { enum: ['public', 'restricted', 'confidential'] },
  follows: {
    type: ['object', 'null'],
    properties: {
      type: { enum: ['document', 'wizard'] },
      id: { type: 'string' },
      title: { type: 'string' },
    },
    description: 'The document whose settings this file follows, until it is set apart',
  },
  setApart: {
    type: 'boolean',
    description: 'A file in a document with settings of its own: it may follow the document again',
  },
  recipientOnly: {
    type: 'boolean',
    description: 'A legacy message: released to its recipient only, never through a grant',
  },
  recommended: {
    type: 'object',
    properties: {
      requiredAccessLevel: level,
      isVisible: { type: 'boolean' },
      releaseTiming: { enum: [...releaseTimings] },
    },
    description: 'The settings recommended for this kind of item',
  },
});

export const bulkResultSerializer = serializer<{ changed: number }>('BulkReleaseResult', {
  changed: { type: 'integer' },
});

export const accessKeyStatusSerializer = serializer<AccessKeyStatus>('AccessKeyStatus', {
  exists: { type: 'boolean' },
  createdAt: nullableDate,
});

export const generatedKeySerializer = serializer<GeneratedAccessKey>('GeneratedAccessKey', {
  accessKey: { type: 'string', description: 'Shown this once; only a hash is kept' },
  createdAt: date,
});

export const cardSerializer = serializer<AccessCard>('AccessCard', {
  cardId: { type: 'string' },
  isEnabled: { type: 'boolean' },
  accessLevel: level,
  expirationDate: date,
  createdAt: date,
  accessUrl: { type: 'string', description: 'The /access address the QR code holds' },
});

export const requestSummarySerializer = serializer<AccessRequestSummary>('AccessRequestSummary', {
  id: { type: 'string' },
  level,
  method: { enum: ['evidence', 'questions'] },
  holder,
  createdAt: date,
  grantsAt: nullableDate,
  state: { enum: ['pending', 'granted', 'rejected'] },
  decidedAt: nullableDate,
  decidedBy: { enum: ['owner', 'admin', 'waiting_period', null] },
  claimed: { type: 'boolean' },
  answers: { type: ['object', 'null'] },
});

export const grantSerializer = serializer<AccessGrant>('AccessGrant', {
  id: { type: 'string' },
  level,
  emergency: { type: 'boolean' },
  holder,
  source: { enum: ['card', 'access_key', 'request', 'loved_one'] },
  createdAt: date,
  expiresAt: date,
  revokedAt: nullableDate,
  state: { enum: ['active', 'expired', 'revoked'] },
});

export const settingsSerializer = serializer<PrivacySettings>('PrivacySettings', {
  waitingPeriodDays: { type: 'integer', minimum: 1, maximum: 30 },
  emailEnabled: { type: 'boolean' },
});

export const logEntrySerializer = serializer<AccessLogEntry>('AccessLogEntry', {
  id: { type: 'string' },
  action: { type: 'string' },
  actor: {
    type: 'object',
    properties: {
      kind: { enum: ['owner', 'viewer', 'requester', 'admin', 'system'] },
      name: { type: ['string', 'null'] },
      email: { type: ['string', 'null'] },
    },
  },
  subject: { type: ['object', 'null'] },
  detail: { type: ['string', 'null'] },
  at: date,
  count: {
    type: 'integer',
    minimum: 1,
    description: 'Views by one grant of one thing within an hour of the first; 1 otherwise',
  },
});

export const noticeSerializer = serializer<OwnerNotice>('OwnerNotice', {
  id: { type: 'string' },
  text: { type: 'string' },
  createdAt: date,
  readAt: nullableDate,
});
