import {
  COLLECTION_CAP,
  contactCreateSchema,
  contactUpdateSchema,
  documentCreateSchema,
  documentUpdateSchema,
  journeyStateSchema,
  wishCreateSchema,
  wishUpdateSchema,
} from '@legacy-planner/contracts';
import type { AnyObject, ObjectSchema } from 'yup';
import type { OwnedCollection, StoragePort } from '../../storage/port';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import { givenFields } from '../../routing/givenFields';
import type { Serializer } from '../../routing/serializer';
import { unlinkDeletedDocument, withWizardKinds } from '../wizards/wizardDocument';
import {
  activitySerializer,
  contactSerializer,
  documentSerializer,
  journeySerializer,
  wishSerializer,
} from './serializers';

// The owner's plan: documents, wishes, contacts (each with its five routes), the activity log
// and the journey's progress. Every route works on the signed-in user's records only: another
// user's id answers 404 and changes nothing.

const ownData = { none: 'the caller’s own records, bounded by the per-user cap' } as const;

interface CollectionSpec<TRecord, TInput extends object, TPatch extends object> {
  path: string;
  noun: string;
  plural: string;
  collection: OwnedCollection<TRecord, TInput, TPatch>;
  schemas: { create: ObjectSchema<TInput & AnyObject>; update: ObjectSchema<TPatch & AnyObject> };
  serializer: Serializer<TRecord>;
  /** Deletes one record (default: the collection's remove); false when there is none. */
  remove?: (userId: string, id: string) => Promise<boolean>;
  /** Adds what the store does not keep with the records, before they are sent (default: none). */
  present?: (userId: string, records: TRecord[]) => Promise<TRecord[]>;
}

function collectionRoutes<TRecord, TInput extends object, TPatch extends object>({
  path,
  noun,
  plural,
  collection,
  schemas,
  serializer,
  remove = (userId, id) => collection.remove(userId, id),
  present = async (_userId, records) => records,
}: CollectionSpec<TRecord, TInput, TPatch>): AnyRoute[] {
  const tag = plural;
  const notFound = `No ${noun} with this id.`;
  const idParam = { id: `The ${noun}'s id` };
  const missing = () => new HttpError(404, 'not_found', notFound);
  const presentOne = async (userId: string, record: TRecord) =>
    (await present(userId, [record]))[0]!;

  return [
    route({
      method: 'GET',
      path,
      tag,
      summary: `List the signed-in user's ${plural}, newest first, a page at a time`,
      policy: 'owner',
      rateLimit: ownData,
      paged: true,
      async action({ caller, page }) {
        const found = await collection.list(caller.user.id, page);
        return { ...found, items: await present(caller.user.id, found.items) };
      },
      response: { status: 200, page: serializer },
    }),
    route({
      method: 'POST',
      path,
      tag,
      summary: `Create a ${noun}`,
      policy: 'owner',
      rateLimit: ownData,
      body: { schema: schemas.create },
      errors: { 409: `The user already keeps ${COLLECTION_CAP} ${plural}` },
      async action({ caller, body }) {
        return presentOne(caller.user.id, await collection.create(caller.user.id, body));
      },
      response: { status: 201, serializer },
    }),
    route({
      method: 'GET',
      path: `${path}/:id`,
      tag,
      summary: `Read one ${noun}`,
      policy: 'owner',
      rateLimit: ownData,
      params: idParam,
      load: ({ caller, params }) => collection.get(caller.user.id, params.id!),
      notFound,
      action: ({ caller, loaded }) => presentOne(caller.user.id, loaded),
      response: { status: 200, serializer },
    }),
    route({
      method: 'PUT',
      path: `${path}/:id`,
      tag,
      summary: `Change some fields of a ${noun}`,
      policy: 'owner',
      rateLimit: ownData,
      params: idParam,
      body: { schema: schemas.update },
      async action({ caller, params, body }) {
        const updated = await collection.update(
          caller.user.id,
          params.id!,
          givenFields(body, noun) as TPatch,
        );
        if (!updated) throw missing();
        return presentOne(caller.user.id, updated);
      },
      response: { status: 200, serializer },
    }),
    route({
      method: 'DELETE',
      path: `${path}/:id`,
      tag,
      summary: `Delete a ${noun}`,
      policy: 'owner',
      rateLimit: ownData,
      params: idParam,
      async action({ caller, params }) {
        if (!(await remove(caller.user.id, params.id!))) throw missing();
      },
      response: { status: 204 },
    }),
  ];
}

export function plannerRoutes(store: StoragePort): AnyRoute[] {
  return [
    ...collectionRoutes({
      path: '/documents',
      noun: 'document',
      plural: 'documents',
      collection: store.documents,
      schemas: { create: documentCreateSchema, update: documentUpdateSchema },
      serializer: documentSerializer,
      // The document's files are kept, as files of their own: nothing uploaded is lost. A
      // wizard's card takes the sharing of its record with it (one item, one setting).
      remove: (userId, id) =>
        store.unitOfWork(async (tx) => {
          await tx.files.detachFromDocument(userId, id);
          if (!(await tx.documents.remove(userId, id))) return false;
          await unlinkDeletedDocument(tx, userId, id);
          return true;
        }),
      present: (userId, documents) => withWizardKinds(store, userId, documents),
    }),
    ...collectionRoutes({
      path: '/wishes',
      noun: 'wish',
      plural: 'wishes',
      collection: store.wishes,
      schemas: { create: wishCreateSchema, update: wishUpdateSchema },
      serializer: wishSerializer,
    }),
    ...collectionRoutes({
      path: '/contacts',
      noun: 'contact',
      plural: 'contacts',
      collection: store.contacts,
      schemas: { create: contactCreateSchema, update: contactUpdateSchema },
      serializer: contactSerializer,
    }),
    route({
      method: 'GET',
      path: '/activities',
      tag: 'activities',
      summary: "The signed-in user's activity log, newest first, a page at a time",
      policy: 'owner',
      rateLimit: ownData,
      paged: true,
      action: ({ caller, page }) => store.activities.list(caller.user.id, page),
      response: { status: 200, page: activitySerializer },
    }),
    route({
      method: 'GET',
      path: '/journey',
      tag: 'journey',
      summary: "The guided journey's saved progress (its starting state when never saved)",
      policy: 'owner',
      rateLimit: ownData,
      action: async ({ caller }) =>
        (await store.journeys.get(caller.user.id)) ?? journeyStateSchema.cast({ step: 0 }),
      response: { status: 200, serializer: journeySerializer },
    }),
    route({
      method: 'PUT',
      path: '/journey',
      tag: 'journey',
      summary: "Save the guided journey's progress",
      policy: 'owner',
      rateLimit: ownData,
      body: { schema: journeyStateSchema },
      async action({ caller, body }) {
        await store.journeys.put(caller.user.id, body);
        return body;
      },
      response: { status: 200, serializer: journeySerializer },
    }),
  ];
}
