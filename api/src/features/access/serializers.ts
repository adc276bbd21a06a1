import { accessLevels, releaseTimings, type ViewerPlan } from '@legacy-planner/contracts';
import { serializer, type Serializer } from '../../routing/serializer';
import type { RequestOutcome } from './accessRequests';

const list = (description: string) => ({ type: 'array', items: { type: 'object' }, description });

/** A viewer's plan, or the owner's preview of one; items are scoped by viewerPlan already. */
export const viewerPlanSerializer = serializer<ViewerPlan>('ViewerPlan', {
  ownerName: { type: 'string' },
  level: { enum: [...accessLevels] },
  situation: { enum: [...releaseTimings] },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
  documents: list('Released documents'),
  files: list('Released files (downloaded through /access/view/files/{id})'),
  wishes: list('Released wishes'),
  contacts: list('Released contacts; address and notes with full access only'),
  wizards: list('Released wizard records, with the fields the level covers'),
  messages: list('Released legacy messages'),
});

const outcomeSchema = serializer<RequestOutcome['body']>(
  'AccessRequestOutcome',
  {
    status: { enum: ['granted', 'pending'] },
    grant: { type: 'object', description: 'When granted: level, emergency, expiresAt, ownerName' },
    requestId: { type: 'string', description: 'When pending' },
    claimToken: { type: 'string', description: 'When pending: claims the grant once it is made' },
    grantsAt: { type: ['string', 'null'], format: 'date-time' },
  },
  ['status'],
);

/** 201 granted (the viewer cookie is set) or 202 pending. */
export const outcomeSerializer: Serializer<RequestOutcome> = {
  name: outcomeSchema.name,
  schema: outcomeSchema.schema,
  serialize: (outcome) => outcomeSchema.serialize(outcome.body),
};
