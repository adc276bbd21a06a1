import {
  airtableTables,
  type AdminAccessRequest,
  type AirtableStatus,
  type SyncProgress,
} from '../admin/adminSchemas';
import type { Endpoint } from './endpoint';
import { accessRequestSummaryShape, holderShape } from './privacy';
import * as shape from './shape';

// The admin panel (spec section 2, decisions §5): the Airtable integration (status, test
// connection, test data, the consented sync) and the check of full-access evidence.

export const airtableStatusShape = shape.describes<AirtableStatus>()(
  shape.object(
    { connected: shape.boolean(), hasApiKey: shape.boolean(), hasBaseId: shape.boolean() },
    { title: 'AirtableStatus' },
  ),
);

/** What a test of the connection and the writing of test data answer. */
export const adminActionResultShape = shape.object(
  {
    ok: shape.boolean(),
    message: shape.string(),
    details: shape.nullable(shape.object({ tables: shape.array(shape.oneOf(airtableTables)) })),
  },
  { title: 'AdminActionResult' },
);
export type AdminActionResult = shape.ShapeType<typeof adminActionResultShape>;

export const syncProgressShape = shape.describes<SyncProgress>()(
  shape.object(
    {
      state: shape.oneOf(['idle', 'running', 'done', 'failed']),
      startedAt: shape.nullable(shape.timestamp()),
      finishedAt: shape.nullable(shape.timestamp()),
      users: shape.integer(),
      total: shape.integer({ description: 'Records to send' }),
      processed: shape.integer({ description: 'Records sent so far' }),
      created: shape.integer(),
      updated: shape.integer(),
      failed: shape.integer(),
      error: shape.nullable(shape.string({ description: 'Why the sync stopped as a whole' })),
    },
    { title: 'SyncProgress' },
  ),
);

const tableFieldNames = shape.array(shape.string());
export const airtableFieldsShape = shape.object(
  {
    tables: shape.object(
      {
        Documents: tableFieldNames,
        Wishes: tableFieldNames,
        Contacts: tableFieldNames,
        Activities: tableFieldNames,
      },
      { description: 'Field names per table; `id` is the key' },
    ),
  },
  { title: 'AirtableFields' },
);
export type AirtableFields = shape.ShapeType<typeof airtableFieldsShape>;

export const adminAccessRequestShape = shape.describes<AdminAccessRequest>()(
  shape.object(
    {
      id: shape.string(),
      owner: shape.object({ name: shape.string(), email: shape.string() }),
      holder: holderShape,
      evidence: shape.object(
        {
          deathCertificate: shape.string(),
          medicalValidation: shape.string(),
          identityProof: shape.string(),
        },
        { description: 'Death certificate, medical validation, identity' },
      ),
      createdAt: shape.timestamp(),
      grantsAt: shape.nullable(shape.timestamp()),
    },
    { title: 'AdminAccessRequest' },
  ),
);

export const getAirtableStatus = {
  method: 'GET',
  path: '/admin/airtable-status',
  response: { json: airtableStatusShape },
} as const satisfies Endpoint;
export const testAirtable = {
  method: 'POST',
  path: '/admin/test-airtable',
  response: { json: adminActionResultShape },
} as const satisfies Endpoint;
export const createTestData = {
  method: 'POST',
  path: '/admin/create-test-data',
  response: { json: adminActionResultShape },
} as const satisfies Endpoint;
/** Answers at once (202) with the sync running; its progress is read with getSyncProgress. */
export const startSync = {
  method: 'POST',
  path: '/admin/airtable-sync',
  response: { json: syncProgressShape, status: 202 },
} as const satisfies Endpoint;
export const getSyncProgress = {
  method: 'GET',
  path: '/admin/airtable-sync',
  response: { json: syncProgressShape },
} as const satisfies Endpoint;
export const getAirtableFields = {
  method: 'GET',
  path: '/admin/airtable-fields',
  response: { json: airtableFieldsShape },
} as const satisfies Endpoint;
export const listAccessRequests = {
  method: 'GET',
  path: '/admin/access-requests',
  response: { list: adminAccessRequestShape },
} as const satisfies Endpoint;
export const verifyAccessRequest = {
  method: 'POST',
  path: '/admin/access-requests/:id/verify',
  response: { json: accessRequestSummaryShape },
} as const satisfies Endpoint;
export const rejectAccessRequest = {
  method: 'POST',
  path: '/admin/access-requests/:id/reject',
  response: { json: accessRequestSummaryShape },
} as const satisfies Endpoint;

/** A durable job as administrators see it (api/src/jobs): what it does, whose, and how it went. */
export const adminJobShape = shape.object(
  {
    id: shape.string(),
    kind: shape.string({ description: 'What it does, e.g. checkin.prompt' }),
    owner: shape.nullable(shape.object({ name: shape.string(), email: shape.string() })),
    dueAt: shape.timestamp(),
    attempts: shape.integer({ description: 'How many times a worker took it' }),
    state: shape.oneOf(['waiting', 'done', 'failed', 'cancelled']),
    running: shape.boolean({ description: 'A worker holds it now' }),
    lastError: shape.nullable(shape.string()),
    finishedAt: shape.nullable(shape.timestamp()),
  },
  { title: 'AdminJob' },
);
export type AdminJob = shape.ShapeType<typeof adminJobShape>;

export const listJobs = {
  method: 'GET',
  path: '/admin/jobs',
  response: {
    json: shape.object(
      {
        due: shape.array(adminJobShape, { description: 'Due now, oldest first (running too)' }),
        failed: shape.array(adminJobShape, { description: 'Failed for good, latest first' }),
      },
      { title: 'AdminJobs' },
    ),
  },
} as const satisfies Endpoint;
