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
  type ViewerMessage,
  type ViewerPlan,
  type ViewerWish,
  type ViewerWizard,
  type WizardKind,
} from '@legacy-planner/contracts';
import { wizardDataSchemas, wizardStatuses } from '@legacy-planner/contracts/wizards';
import { jsonSchemaOf, type JsonSchema } from '../../routing/jsonSchema';
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

const messageSerializer = itemSerializer<ViewerMessage>('ViewerMessage', {
  id: text,
  recipientName: text,
  relationship: text,
  messageType: text,
  content: text,
  deliveryTiming: text,
  specificDate: text,
  milestoneDetails: text,
});

/**
 * A copy of `value` with only the fields `schema` describes, at every depth: a wizard record's
 * fields are the ones its schema in contracts names, whatever else the stored record carries.
 */
function describedFields(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    return schema.items ? value.map((item) => describedFields(schema.items!, item)) : [];
  }
  if (value === null || typeof value !== 'object') return value;
  const output: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== undefined) output[key] = describedFields(field, inner);
  }
  return output;
}

const wizardDataShapes = Object.fromEntries(
  wizardKinds.map((kind) => [kind, jsonSchemaOf(wizardDataSchemas[kind])]),
) as Record<WizardKind, JsonSchema>;

const wizardFields = itemSerializer<ViewerWizard>('ViewerWizard', {
  kind: { enum: [...wizardKinds] },
  title: text,
  status: { enum: [...wizardStatuses] },
  updatedAt: date,
  data: {
    type: 'object',
    description:
      'The record’s fields the level covers, as its wizard’s schema names them; below full, a digital-assets record has its executor and final wishes only',
  },
});
const wizardSerializer: Serializer<ViewerWizard> = {
  ...wizardFields,
  serialize: (wizard) => ({
    ...wizardFields.serialize(wizard),
    data: describedFields(wizardDataShapes[wizard.kind], wizard.data),
  }),
};

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
  messages: listOf(messageSerializer, 'Released legacy messages'),
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
    messages: plan.messages.map((item) => messageSerializer.serialize(item)),
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
