import {
  accessLevels,
  contactRoles,
  documentCategories,
  documentStatuses,
  fileStatuses,
  releaseTimings,
  wishCategories,
  wishImportances,
  wizardKinds,
  type ViewerContact,
  type ViewerDocument,
  type ViewerFile,
  type ViewerPlan,
  type ViewerWish,
  type ViewerWizard,
} from '@legacy-planner/contracts';
import { wizardStatuses } from '@legacy-planner/contracts/wizards';
import type { JsonSchema } from '../../routing/jsonSchema';
import { serializer, type Serializer } from '../../routing/serializer';
import type { RequestOutcome } from './accessRequests';

// What a viewer receives, and the owner's preview of it: every list through a serializer that
// names each field (viewerPlan has already chosen the items and the fields their level covers),
// so nothing reaches a viewer because it happened to be stored.

const date = { type: 'string', format: 'date-time' };
const text = { type: 'string' };

/** The item's fields, each of them named (the compiler checks the list against the type). */
const itemSerializer = <T>(name: string, fields: Record<keyof T, JsonSchema>) =>
  serializer<T>(name, fields, Object.keys(fields));

const documentSerializer = itemSerializer<ViewerDocument>('ViewerDocument', {
  id: text,
  title: text,
  category: { enum: [...documentCategories] },
  status: { enum: [...documentStatuses] },
  completionPercentage: { type: 'integer', minimum: 0, maximum: 100 },
  createdAt: date,
  updatedAt: date,
});

const fileSerializer = itemSerializer<ViewerFile>('ViewerFile', {
  id: text,
  name: text,
  type: text,
  size: { type: 'integer', minimum: 0 },
  category: { enum: [...documentCategories] },
  tags: { type: 'array', items: text },
  notes: text,
  uploadDate: date,
  status: { enum: [...fileStatuses] },
});

const wishSerializer = itemSerializer<ViewerWish>('ViewerWish', {
  id: text,
  category: { enum: [...wishCategories] },
  subcategory: text,
  preference: text,
  details: text,
  importance: { enum: [...wishImportances] },
  isSelected: { type: 'boolean' },
  createdAt: date,
  updatedAt: date,
});

const contactFields: Record<keyof ViewerContact, JsonSchema> = {
  id: text,
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  relation: text,
  role: { enum: [...contactRoles] },
  address: { ...text, description: 'With full access only' },
  notes: { ...text, description: 'With full access only' },
  createdAt: date,
  updatedAt: date,
};
const contactSerializer = serializer<ViewerContact>(
  'ViewerContact',
  contactFields,
  Object.keys(contactFields).filter((field) => field !== 'address' && field !== 'notes'),
);

const wizardFields = itemSerializer<ViewerWizard>('ViewerWizard', {
  kind: { enum: [...wizardKinds] },
  title: text,
  status: { enum: [...wizardStatuses] },
  updatedAt: date,
  document: {
    type: 'object',
    description:
      'The record as its document: sections in the wizard’s order, labels in words, choices in sentences, from the fields the level covers',
  },
});
const wizardSerializer: Serializer<ViewerWizard> = wizardFields;

const listOf = <T>(item: Serializer<T>, description: string): JsonSchema => ({
  type: 'array',
  items: item.schema,
  description,
});

const planFields = serializer<ViewerPlan>('ViewerPlan', {
  ownerName: text,
  level: { enum: [...accessLevels] },
  situation: { enum: [...releaseTimings] },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
  documents: listOf(documentSerializer, 'Released documents'),
  files: listOf(fileSerializer, 'Released files (downloaded through /access/view/files/{id})'),
  wishes: listOf(wishSerializer, 'Released wishes'),
  contacts: listOf(contactSerializer, 'Released contacts; address and notes with full access only'),
  wizards: listOf(wizardSerializer, 'Released wizard records, with the fields the level covers'),
  emergencySummary: {
    type: ['object', 'null'],
    description: 'The emergency summary, when anything it is made of is released',
  },
});

/** A viewer's plan, or the owner's preview of one: the same fields, item by item. */
export const viewerPlanSerializer: Serializer<ViewerPlan> = {
  ...planFields,
  serialize: (plan) => ({
    ...planFields.serialize(plan),
    documents: plan.documents.map((item) => documentSerializer.serialize(item)),
    files: plan.files.map((item) => fileSerializer.serialize(item)),
    wishes: plan.wishes.map((item) => wishSerializer.serialize(item)),
    contacts: plan.contacts.map((item) => contactSerializer.serialize(item)),
    wizards: plan.wizards.map((item) => wizardSerializer.serialize(item)),
  }),
};

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
