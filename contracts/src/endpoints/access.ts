import { fileStatuses } from '../files/fileSchemas';
import type { DocumentCustody } from '../planner/custody';
import {
  contactRoles,
  documentCategories,
  documentStatuses,
  wishCategories,
  wishImportances,
} from '../planner/plannerSchemas';
import {
  accessClaimSchema,
  accessRequestSchema,
  previewQuerySchema,
  rehearsalSchema,
} from '../privacy/privacySchemas';
import type {
  AccessRequestOutcome,
  EmergencyPerson,
  EmergencySummary,
  ViewerContact,
  ViewerDocument,
  ViewerFile,
  ViewerGrant,
  ViewerPlan,
  ViewerWish,
  ViewerWizard,
} from '../privacy/privacyTypes';
import { accessLevels, releaseTimings } from '../privacy/releaseSettings';
import type { PrintedRecord, PrintedSection } from '../wizards/printedRecord';
import { wizardKinds } from '../wizards/wizardDocuments';
import { wizardStatuses } from '../wizards/wizardSave';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// Access from the other side (decisions §2): asking for it at /access, claiming a grant once a
// waiting request is granted, and the viewer's read-only plan with its downloads; the owner's
// preview and rehearsal answer the same plan, so they are here too.

const viewerGrantShape = shape.describes<ViewerGrant>()(
  shape.object(
    {
      id: shape.string(),
      level: shape.oneOf(accessLevels),
      emergency: shape.boolean(),
      expiresAt: shape.timestamp(),
      ownerName: shape.string(),
    },
    { title: 'ViewerGrant' },
  ),
);

/** 201 granted (the viewer cookie is set) or 202 pending. */
export const accessRequestOutcomeShape = shape.describes<AccessRequestOutcome>()(
  shape.either(
    [
      shape.object({ status: shape.literal('granted'), grant: viewerGrantShape }),
      shape.object({
        status: shape.literal('pending'),
        requestId: shape.string(),
        claimToken: shape.string({
          description: 'Claims the grant once it is made (POST /access/requests/{id}/claim)',
        }),
        grantsAt: shape.nullable(
          shape.timestamp({
            description: 'When it is granted unless refused first; null when only the owner can',
          }),
        ),
      }),
    ],
    { title: 'AccessRequestOutcome' },
  ),
);

const custodyShape = shape.optional(
  shape.describes<DocumentCustody>()(
    shape.object(
      {
        signedOn: shape.nullable(
          shape.string({ description: 'The day it was signed (YYYY-MM-DD); null if not yet' }),
        ),
        originalLocation: shape.string({ description: 'Where the signed original is kept' }),
        originalHolder: shape.string({ description: 'Who holds the signed original' }),
      },
      {
        title: 'DocumentCustody',
        description: 'When it was signed and where its original is: with full access only',
      },
    ),
  ),
);

const viewerDocumentShape = shape.describes<ViewerDocument>()(
  shape.object(
    {
      id: shape.string(),
      title: shape.string(),
      category: shape.oneOf(documentCategories),
      status: shape.oneOf(documentStatuses),
      completionPercentage: shape.integer(),
      createdAt: shape.timestamp(),
      updatedAt: shape.timestamp(),
      custody: custodyShape,
    },
    { title: 'ViewerDocument' },
  ),
);

const viewerFileShape = shape.describes<ViewerFile>()(
  shape.object(
    {
      id: shape.string(),
      name: shape.string(),
      type: shape.string(),
      size: shape.integer(),
      category: shape.oneOf(documentCategories),
      tags: shape.array(shape.string()),
      notes: shape.string(),
      uploadDate: shape.timestamp(),
      status: shape.oneOf(fileStatuses),
    },
    { title: 'ViewerFile' },
  ),
);

const viewerWishShape = shape.describes<ViewerWish>()(
  shape.object(
    {
      id: shape.string(),
      category: shape.oneOf(wishCategories),
      subcategory: shape.string(),
      preference: shape.string(),
      details: shape.string(),
      importance: shape.oneOf(wishImportances),
      isSelected: shape.boolean(),
      createdAt: shape.timestamp(),
      updatedAt: shape.timestamp(),
    },
    { title: 'ViewerWish' },
  ),
);

const viewerContactShape = shape.describes<ViewerContact>()(
  shape.object(
    {
      id: shape.string(),
      firstName: shape.string(),
      lastName: shape.string(),
      email: shape.string(),
      phone: shape.string(),
      relation: shape.string(),
      role: shape.oneOf(contactRoles),
      address: shape.optional(shape.string({ description: 'With full access only' })),
      notes: shape.optional(shape.string({ description: 'With full access only' })),
      createdAt: shape.timestamp(),
      updatedAt: shape.timestamp(),
    },
    { title: 'ViewerContact' },
  ),
);

// A wizard record as its document (PrintedRecord), field by field at every depth.
const printedSectionShape = shape.describes<PrintedSection>()(
  shape.object(
    {
      heading: shape.string(),
      fields: shape.optional(
        shape.readonlyArray(
          shape.tuple([shape.string(), shape.string()], {
            description: 'A label and its value, in words',
          }),
          { description: 'Labelled values, in order' },
        ),
      ),
      table: shape.optional(
        shape.object(
          {
            columns: shape.readonlyArray(shape.string()),
            rows: shape.readonlyArray(shape.readonlyArray(shape.string())),
          },
          { description: 'Repeatable rows: a header row and one row per entry' },
        ),
      ),
      text: shape.optional(shape.string({ description: 'Free text, as typed (line breaks kept)' })),
    },
    { title: 'PrintedSection' },
  ),
);

export const printedRecordShape = shape.describes<PrintedRecord>()(
  shape.object(
    {
      title: shape.string(),
      sections: shape.readonlyArray(printedSectionShape, {
        description: 'In the wizard’s order; each has fields, a table or text',
      }),
      signature: shape.nullable(
        shape.object(
          { name: shape.string(), date: shape.string(), confirmed: shape.boolean() },
          { title: 'PrintedSignature' },
        ),
      ),
    },
    { title: 'PrintedRecord' },
  ),
);

const viewerWizardShape = shape.describes<ViewerWizard>()(
  shape.object(
    {
      kind: shape.oneOf(wizardKinds),
      title: shape.string(),
      status: shape.oneOf(wizardStatuses),
      updatedAt: shape.timestamp(),
      document: printedRecordShape,
      custody: custodyShape,
    },
    { title: 'ViewerWizard' },
  ),
);

const emergencyPersonShape = shape.describes<EmergencyPerson>()(
  shape.object(
    {
      name: shape.string(),
      relationship: shape.string(),
      phone: shape.string(),
      email: shape.string(),
    },
    { title: 'EmergencyPerson' },
  ),
);
const people = (description: string) => shape.array(emergencyPersonShape, { description });

const emergencySummaryShape = shape.describes<EmergencySummary>()(
  shape.object(
    {
      name: shape.string(),
      dateOfBirth: shape.string(),
      codeStatus: shape.string({
        description:
          'A sentence, e.g. "Do not resuscitate: YES — do not attempt CPR", then the owner’s comment if any',
      }),
      medicalWishes: shape.array(
        shape.object(
          {
            treatment: shape.string(),
            wish: shape.string({
              description: 'The wish as a sentence, e.g. "Organ donation: NO — do not donate"',
            }),
            comment: shape.string(),
          },
          { title: 'EmergencyMedicalWish' },
        ),
        { description: 'The other treatment wishes of the health directive' },
      ),
      medicalProxies: people(
        'The directive’s medical proxy and alternate, then released contacts whose role is medical proxy',
      ),
      emergencyContacts: people('Released contacts whose role is emergency contact'),
      notes: shape.string({
        description: 'The directive’s special instructions (allergies, conditions)',
      }),
      hipaaRecipients: people('Who may receive the owner’s health records'),
      directiveReleased: shape.boolean(),
    },
    { title: 'EmergencySummary' },
  ),
);

/** A viewer's plan, or the owner's preview of one: the same fields, item by item. */
export const viewerPlanShape = shape.describes<ViewerPlan>()(
  shape.object(
    {
      ownerName: shape.string(),
      level: shape.oneOf(accessLevels),
      situation: shape.oneOf(releaseTimings),
      expiresAt: shape.nullable(
        shape.timestamp({ description: 'When the grant ends; null in the owner’s preview' }),
      ),
      documents: shape.array(viewerDocumentShape, { description: 'Released documents' }),
      files: shape.array(viewerFileShape, {
        description: 'Released files (downloaded through /access/view/files/{id})',
      }),
      wishes: shape.array(viewerWishShape, { description: 'Released wishes' }),
      contacts: shape.array(viewerContactShape, {
        description: 'Released contacts; address and notes with full access only',
      }),
      wizards: shape.array(viewerWizardShape, {
        description: 'Released wizard records, with the fields the level covers',
      }),
      emergencySummary: shape.nullable(emergencySummaryShape),
    },
    { title: 'ViewerPlan' },
  ),
);

export const requestAccess = {
  method: 'POST',
  path: '/access/requests',
  body: accessRequestSchema,
  response: { json: accessRequestOutcomeShape, status: 201 },
} as const satisfies Endpoint;

export const claimAccessRequest = {
  method: 'POST',
  path: '/access/requests/:id/claim',
  body: accessClaimSchema,
  response: { json: accessRequestOutcomeShape, status: 201 },
} as const satisfies Endpoint;

export const accessView = {
  method: 'GET',
  path: '/access/view',
  response: { json: viewerPlanShape },
} as const satisfies Endpoint;

export const accessViewFile = {
  method: 'GET',
  path: '/access/view/files/:id',
  response: { download: true },
} as const satisfies Endpoint;

export const accessViewWizardPdf = {
  method: 'GET',
  path: '/access/view/wizards/:kind/pdf',
  response: { download: true },
} as const satisfies Endpoint;

export const accessViewEmergencySummaryPdf = {
  method: 'GET',
  path: '/access/view/emergency-summary/pdf',
  response: { download: true },
} as const satisfies Endpoint;

export const leaveAccess = {
  method: 'POST',
  path: '/access/leave',
  response: { empty: true },
} as const satisfies Endpoint;

export const privacyPreview = {
  method: 'GET',
  path: '/privacy/preview',
  query: previewQuerySchema,
  response: { json: viewerPlanShape },
} as const satisfies Endpoint;

export const rehearseAccess = {
  method: 'POST',
  path: '/privacy/rehearsal',
  body: rehearsalSchema,
  response: { json: viewerPlanShape },
} as const satisfies Endpoint;
