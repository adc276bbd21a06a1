import { COLLECTION_CAP, journeyStateSchema } from '@legacy-planner/contracts';
import * as planner from '@legacy-planner/contracts/endpoints/planner';
import type { OwnedCollection, StoragePort } from '../../storage/port';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import type { Endpoint } from '@legacy-planner/contracts/endpoints/endpoint';
import type { Shape } from '@legacy-planner/contracts/endpoints/shape';
import type { Schema } from 'yup';
import { givenFields } from '../../routing/givenFields';
import { unlinkDeletedDocument, withWizardKinds } from '../wizards/wizardDocument';

// The owner's plan: documents, wishes, contacts (each with its five routes), the activity log
// and the journey's progress. Every route works on the signed-in user's records only: another
// user's id answers 404 and changes nothing.

const ownData = { none: 'the caller’s own records, bounded by the per-user cap' } as const;

/** A collection's five endpoints (contracts/endpoints/planner): records R, inputs I, changes P. */
interface CollectionEndpoints<R, I, P> {
  list: Endpoint & { method: 'GET'; response: { page: Shape<R> } };
  create: Endpoint & { method: 'POST'; body: Schema<I>; response: { json: Shape<R> } };
  get: Endpoint & { path: `${string}/:id`; response: { json: Shape<R> } };
  update: Endpoint & { path: `${string}/:id`; body: Schema<P>; response: { json: Shape<R> } };
  remove: Endpoint & { path: `${string}/:id`; response: { empty: true } };
}

interface CollectionSpec<TRecord, TInput extends object, TPatch extends object> {
  endpoints: CollectionEndpoints<TRecord, TInput, TPatch>;
  noun: string;
  plural: string;
  collection: OwnedCollection<TRecord, TInput, TPatch>;
  /** Deletes one record (default: the collection's remove); false when there is none. */
  remove?: (userId: string, id: string) => Promise<boolean>;
  /** Adds what the store does not keep with the records, before they are sent (default: none). */
  present?: (userId: string, records: TRecord[]) => Promise<TRecord[]>;
}

function collectionRoutes<TRecord, TInput extends object, TPatch extends object>({
  endpoints,
  noun,
  plural,
  collection,
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
      endpoint: endpoints.list,
      tag,
      summary: `List the signed-in user's ${plural}, newest first, a page at a time`,
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller, page }) {
        const found = await collection.list(caller.user.id, page);
        return { ...found, items: await present(caller.user.id, found.items) };
      },
    }),
    route({
      endpoint: endpoints.create,
      tag,
      summary: `Create a ${noun}`,
      policy: 'owner',
      rateLimit: ownData,
      errors: { 409: `The user already keeps ${COLLECTION_CAP} ${plural}` },
      async action({ caller, body }) {
        return presentOne(caller.user.id, await collection.create(caller.user.id, body));
      },
    }),
    route({
      endpoint: endpoints.get,
      tag,
      summary: `Read one ${noun}`,
      policy: 'owner',
      rateLimit: ownData,
      params: idParam,
      load: ({ caller, params }) => collection.get(caller.user.id, params.id!),
      notFound,
      action: async ({ caller, loaded }) => await presentOne(caller.user.id, loaded),
    }),
    route({
      endpoint: endpoints.update,
      tag,
      summary: `Change some fields of a ${noun}`,
      policy: 'owner',
      rateLimit: ownData,
      params: idParam,
      async action({ caller, params, body }) {
        const updated = await collection.update(
          caller.user.id,
          params.id!,
          givenFields(body, noun) as TPatch,
        );
        if (!updated) throw missing();
        return await presentOne(caller.user.id, updated);
      },
    }),
    route({
      endpoint: endpoints.remove,
      tag,
      summary: `Delete a ${noun}`,
      policy: 'owner',
      rateLimit: ownData,
      params: idParam,
      async action({ caller, params }) {
        if (!(await remove(caller.user.id, params.id!))) throw missing();
      },
    }),
  ];
}

export function plannerRoutes(store: StoragePort): AnyRoute[] {
  return [
    ...collectionRoutes({
      endpoints: {
        list: planner.listDocuments,
        create: planner.createDocument,
        get: planner.getDocument,
        update: planner.updateDocument,
        remove: planner.deleteDocument,
      },
      noun: 'document',
      plural: 'documents',
      collection: store.documents,
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
      endpoints: {
        list: planner.listWishes,
        create: planner.createWish,
        get: planner.getWish,
        update: planner.updateWish,
        remove: planner.deleteWish,
      },
      noun: 'wish',
      plural: 'wishes',
      collection: store.wishes,
    }),
    ...collectionRoutes({
      endpoints: {
        list: planner.listContacts,
        create: planner.createContact,
        get: planner.getContact,
        update: planner.updateContact,
        remove: planner.deleteContact,
      },
      noun: 'contact',
      plural: 'contacts',
      collection: store.contacts,
    }),
    route({
      endpoint: planner.listActivities,
      tag: 'activities',
      summary: "The signed-in user's activity log, newest first, a page at a time",
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller, page }) => store.activities.list(caller.user.id, page),
    }),
    route({
      endpoint: planner.getJourney,
      tag: 'journey',
      summary: "The guided journey's saved progress (its starting state when never saved)",
      policy: 'owner',
      rateLimit: ownData,
      action: async ({ caller }) =>
        (await store.journeys.get(caller.user.id)) ?? journeyStateSchema.cast({ step: 0 }),
    }),
    route({
      endpoint: planner.saveJourney,
      tag: 'journey',
      summary: "Save the guided journey's progress",
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller, body }) {
        await store.journeys.put(caller.user.id, body);
        return body;
      },
    }),
  ];
}
