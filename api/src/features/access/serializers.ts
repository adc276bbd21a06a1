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
  type EmergencyPerson,
  type EmergencySummary,
  type PrintedRecord,
  type PrintedSection,
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

// A wizard record as its document (contracts' PrintedRecord), field by field at every depth.
const printedField: JsonSchema = {
  type: 'array',
  description: 'A label and its value, in words',
  prefixItems: [text, text],
  minItems: 2,
  maxItems: 2,
};
const sectionSerializer = itemSerializer<PrintedSection>('PrintedSection', {
  heading: text,
  fields: { type: 'array', items: printedField, description: 'Labelled values, in order' },
  table: {
    type: 'object',
    description: 'Repeatable rows: a header row and one row per entry',
    properties: {
      columns: { type: 'array', items: text },
      rows: { type: 'array', items: { type: 'array', items: text } },
    },
    required: ['columns', 'rows'],
  },
  text: { ...text, description: 'Free text, as typed (line breaks kept)' },
});
const signatureSerializer = itemSerializer<NonNullable<PrintedRecord['signature']>>(
  'PrintedSignature',
  { name: text, date: text, confirmed: { type: 'boolean' } },
);
const printedRecordSerializer = itemSerializer<PrintedRecord>('PrintedRecord', {
  title: text,
  sections: {
    type: 'array',
    items: { ...sectionSerializer.schema, required: ['heading'] },
    description: 'In the wizard’s order; each has fields, a table or text',
  },
  signature: { ...signatureSerializer.schema, type: ['object', 'null'] },
});

function serializeSection(section: PrintedSection): Record<string, unknown> {
  const { fields, table, text: freeText } = section;
  return {
    heading: section.heading,
    ...(fields ? { fields: fields.map(([label, value]) => [label, value]) } : {}),
    ...(table
      ? { table: { columns: [...table.columns], rows: table.rows.map((row) => [...row]) } }
      : {}),
    ...(freeText !== undefined ? { text: freeText } : {}),
  };
}

const serializePrinted = (record: PrintedRecord) => ({
  ...printedRecordSerializer.serialize(record),
  sections: record.sections.map(serializeSection),
  signature: record.signature && signatureSerializer.serialize(record.signature),
});

const wizardFields = itemSerializer<ViewerWizard>('ViewerWizard', {
  kind: { enum: [...wizardKinds] },
  title: text,
  status: { enum: [...wizardStatuses] },
  updatedAt: date,
  document: {
    ...printedRecordSerializer.schema,
    description:
      'The record as its document: sections in the wizard’s order, labels in words, choices in sentences, from the fields the level covers',
  },
});
const wizardSerializer: Serializer<ViewerWizard> = {
  ...wizardFields,
  serialize: (wizard) => ({
    ...wizardFields.serialize(wizard),
    document: serializePrinted(wizard.document),
  }),
};

const personSerializer = itemSerializer<EmergencyPerson>('EmergencyPerson', {
  name: text,
  relationship: text,
  phone: text,
  email: text,
});
const medicalWishSerializer = itemSerializer<EmergencySummary['medicalWishes'][number]>(
  'EmergencyMedicalWish',
  {
    treatment: text,
    wish: {
      ...text,
      description: 'The wish as a sentence, e.g. "Organ donation: NO — do not donate"',
    },
    comment: text,
  },
);
const people = (description: string): JsonSchema => ({
  type: 'array',
  items: personSerializer.schema,
  description,
});
const summaryFields = itemSerializer<EmergencySummary>('EmergencySummary', {
  name: text,
  dateOfBirth: text,
  codeStatus: {
    ...text,
    description:
      'A sentence, e.g. "Do not resuscitate: YES — do not attempt CPR", then the owner’s comment if any',
  },
  medicalWishes: {
    type: 'array',
    items: medicalWishSerializer.schema,
    description: 'The other treatment wishes of the health directive',
  },
  medicalProxies: people(
    'The directive’s medical proxy and alternate, then released contacts whose role is medical proxy',
  ),
  emergencyContacts: people('Released contacts whose role is emergency contact'),
  notes: { ...text, description: 'The directive’s special instructions (allergies, conditions)' },
  hipaaRecipients: people('Who may receive the owner’s health records'),
  directiveReleased: { type: 'boolean' },
});
const serializeSummary = (summary: EmergencySummary) => ({
  ...summaryFields.serialize(summary),
  medicalWishes: summary.medicalWishes.map((wish) => medicalWishSerializer.serialize(wish)),
  medicalProxies: summary.medicalProxies.map((person) => personSerializer.serialize(person)),
  emergencyContacts: summary.emergencyContacts.map((person) => personSerializer.serialize(person)),
  hipaaRecipients: summary.hipaaRecipients.map((person) => personSerializer.serialize(person)),
});

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
    ...summaryFields.schema,
    type: ['object', 'null'],
    description:
      'The emergency summary, first on the page, when anything it is made of is released (the health directive, the HIPAA authorization, emergency contacts, medical proxies)',
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
    emergencySummary: plan.emergencySummary && serializeSummary(plan.emergencySummary),
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
