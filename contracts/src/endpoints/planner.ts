import {
  contactCountsQuerySchema,
  contactCreateSchema,
  contactSearchQuerySchema,
  contactUpdateSchema,
  documentCreateSchema,
  documentUpdateSchema,
  journeyStateSchema,
  wishCreateSchema,
  wishUpdateSchema,
  type Activity,
  type Contact,
  type JourneyState,
  type PlanDocument,
  type Wish,
} from '../planner/plannerSchemas';
import {
  activityCategories,
  activityStatuses,
  contactRoles,
  documentCategories,
  type ContactRole,
  documentStatuses,
  wishCategories,
  wishImportances,
} from '../planner/plannerEnums';
import { contactReliances } from '../planner/contactReliance';
import type { ContactCounts } from '../planner/contactSearch';
import { wizardKinds } from '../wizards/wizardDocuments';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The owner's plan: documents, wishes, contacts, the activity log and the journey's progress.

const owned = {
  id: shape.string(),
  userId: shape.string(),
  createdAt: shape.timestamp(),
  updatedAt: shape.timestamp(),
};

export const documentShape = shape.describes<PlanDocument>()(
  shape.object(
    {
      ...owned,
      title: shape.string(),
      category: shape.oneOf(documentCategories),
      status: shape.oneOf(documentStatuses),
      privacyLevel: shape.string(),
      completionPercentage: shape.integer(),
      signedOn: shape.nullable(
        shape.string({
          description: 'The day the original was signed (YYYY-MM-DD); null if not yet',
        }),
      ),
      originalLocation: shape.string({
        description: "Where the signed original is kept; '' if not recorded",
      }),
      originalHolder: shape.string({
        description: "Who holds the signed original; '' if not recorded",
      }),
      wizardKind: shape.optional(
        shape.nullable(
          shape.oneOf(wizardKinds, {
            description:
              'The wizard whose record keeps this document up to date; null for your own',
          }),
        ),
      ),
    },
    { title: 'Document' },
  ),
);

export const wishShape = shape.describes<Wish>()(
  shape.object(
    {
      ...owned,
      category: shape.oneOf(wishCategories),
      subcategory: shape.string(),
      preference: shape.string(),
      details: shape.string(),
      importance: shape.oneOf(wishImportances),
      isSelected: shape.boolean(),
    },
    { title: 'Wish' },
  ),
);

export const contactShape = shape.describes<Contact>()(
  shape.object(
    {
      ...owned,
      firstName: shape.string(),
      lastName: shape.string(),
      email: shape.string(),
      phone: shape.string(),
      relation: shape.string(),
      role: shape.oneOf(contactRoles),
      address: shape.string(),
      notes: shape.string(),
      reliedOnBy: shape.optional(
        shape.array(shape.oneOf(contactReliances), {
          description:
            'What the plan relies on this contact for: only its owner may change their email or remove them',
        }),
      ),
    },
    { title: 'Contact' },
  ),
);

/** The same shape for each contact role, by role. */
const everyRole = <T>(count: shape.Shape<T>) =>
  Object.fromEntries(contactRoles.map((role) => [role, count])) as Record<
    ContactRole,
    shape.Shape<T>
  >;

export const contactCountsShape = shape.describes<ContactCounts>()(
  shape.object(
    {
      total: shape.integer({ description: 'The contacts that match the search' }),
      byRole: shape.object(everyRole(shape.integer()), {
        description: 'Of those, how many hold each role (every role, 0 included)',
      }),
    },
    { title: 'ContactCounts' },
  ),
);

export const activityShape = shape.describes<Activity>()(
  shape.object(
    {
      id: shape.string(),
      userId: shape.string(),
      category: shape.oneOf(activityCategories),
      status: shape.oneOf(activityStatuses),
      description: shape.string(),
      createdAt: shape.timestamp(),
    },
    { title: 'Activity' },
  ),
);

export const journeyShape = shape.describes<JourneyState>()(
  shape.object(
    {
      step: shape.integer(),
      planningFor: shape.nullable(shape.oneOf(['self', 'loved-one'])),
      relationship: shape.string(),
      verificationMethod: shape.nullable(shape.oneOf(['key', 'questions'])),
      identityVerified: shape.boolean(),
      priorities: shape.array(shape.oneOf(['documents', 'wishes', 'contacts', 'digital'])),
    },
    { title: 'JourneyState' },
  ),
);

// Each collection's five endpoints. Written as plain objects (no call), so a page that uses
// only the lists leaves the write endpoints, and the yup schemas they carry, out of its build
// (contracts declares no side effects but yup's locale; the shapes take their values from the
// yup-free plannerEnums).

export const listDocuments = {
  method: 'GET',
  path: '/documents',
  response: { page: documentShape },
} as const satisfies Endpoint;
export const createDocument = {
  method: 'POST',
  path: '/documents',
  body: documentCreateSchema,
  response: { json: documentShape, status: 201 },
} as const satisfies Endpoint;
export const getDocument = {
  method: 'GET',
  path: '/documents/:id',
  response: { json: documentShape },
} as const satisfies Endpoint;
export const updateDocument = {
  method: 'PUT',
  path: '/documents/:id',
  body: documentUpdateSchema,
  response: { json: documentShape },
} as const satisfies Endpoint;
export const deleteDocument = {
  method: 'DELETE',
  path: '/documents/:id',
  response: { empty: true },
} as const satisfies Endpoint;

export const listWishes = {
  method: 'GET',
  path: '/wishes',
  response: { page: wishShape },
} as const satisfies Endpoint;
export const createWish = {
  method: 'POST',
  path: '/wishes',
  body: wishCreateSchema,
  response: { json: wishShape, status: 201 },
} as const satisfies Endpoint;
export const getWish = {
  method: 'GET',
  path: '/wishes/:id',
  response: { json: wishShape },
} as const satisfies Endpoint;
export const updateWish = {
  method: 'PUT',
  path: '/wishes/:id',
  body: wishUpdateSchema,
  response: { json: wishShape },
} as const satisfies Endpoint;
export const deleteWish = {
  method: 'DELETE',
  path: '/wishes/:id',
  response: { empty: true },
} as const satisfies Endpoint;

/**
 * The plan's contacts, a page at a time, as the pages that read the whole list call them
 * (planner-client's usePlannerList): without findContacts' query schema, which would bring yup
 * into the dashboard's build. The API mounts findContacts, the same route.
 */
export const listContacts = {
  method: 'GET',
  path: '/contacts',
  response: { page: contactShape },
} as const satisfies Endpoint;
/**
 * GET /api/contacts?role=&q=: the contacts the Contacts tab shows, searched and filtered.
 * Written out rather than spread from listContacts: webpack keeps a spread's value in every
 * build that imports this file, and with it the yup schema.
 */
export const findContacts = {
  method: 'GET',
  path: '/contacts',
  query: contactSearchQuerySchema,
  response: { page: contactShape },
} as const satisfies Endpoint;
/** GET /api/contacts/counts?q=: how many contacts match the search, in all and by role. */
export const countContacts = {
  method: 'GET',
  path: '/contacts/counts',
  query: contactCountsQuerySchema,
  response: { json: contactCountsShape },
} as const satisfies Endpoint;
export const createContact = {
  method: 'POST',
  path: '/contacts',
  body: contactCreateSchema,
  response: { json: contactShape, status: 201 },
} as const satisfies Endpoint;
export const getContact = {
  method: 'GET',
  path: '/contacts/:id',
  response: { json: contactShape },
} as const satisfies Endpoint;
export const updateContact = {
  method: 'PUT',
  path: '/contacts/:id',
  body: contactUpdateSchema,
  response: { json: contactShape },
} as const satisfies Endpoint;
export const deleteContact = {
  method: 'DELETE',
  path: '/contacts/:id',
  response: { empty: true },
} as const satisfies Endpoint;

export const listActivities = {
  method: 'GET',
  path: '/activities',
  response: { page: activityShape },
} as const satisfies Endpoint;

export const getJourney = {
  method: 'GET',
  path: '/journey',
  response: { json: journeyShape },
} as const satisfies Endpoint;
export const saveJourney = {
  method: 'PUT',
  path: '/journey',
  body: journeyStateSchema,
  response: { json: journeyShape },
} as const satisfies Endpoint;
