import {
  COLLECTION_CAP,
  journeyStateSchema,
  type HelperChangeKind,
} from '@legacy-planner/contracts';
import * as planner from '@legacy-planner/contracts/endpoints/planner';
import type {
  OwnedCollection,
  Page,
  PageRequest,
  StoragePort,
  UnitOfWork,
  UserRecord,
} from '../../storage/port';
import { recordLabel, type CollectionKind } from '../../storage/plannerActivity';
import { HttpError } from '../../http/errors';
import { route, type ActionResult, type AnyRoute } from '../../routing/declaration';
import type { Endpoint, EndpointQuery } from '@legacy-planner/contracts/endpoints/endpoint';
import type { Shape } from '@legacy-planner/contracts/endpoints/shape';
import type { Schema } from 'yup';
import { givenFields } from '../../routing/givenFields';
import { unlinkDeletedDocument, withWizardKinds } from '../wizards/wizardDocument';
import type { FeatureDependencies } from '../dependencies';
import { planChanges, type ChangePlan, type PlanChange } from './planChange';
import { contactReliance } from './contactReliance';
import { reviewAfterChildContact } from '../planReview/planReview';
import type { ReleaseReach } from '../access/keptReleases';

// The plan's documents, wishes, contacts (each with its five routes) and activity log, which the
// plan's helpers reach too (issue 28): every route works on the plan the session chose
// (`caller.owner`), the signed-in user's own or one they help with; a record of another plan
// answers 404 and changes nothing. The journey's progress is the signed-in person's own.

const ownData = { none: 'the plan’s own records, bounded by the per-user cap' } as const;

/** A collection's list endpoint: records R, a page at a time. */
type ListEndpoint<R> = Endpoint & { method: 'GET'; response: { page: Shape<R> } };

/**
 * A collection's five endpoints (contracts/endpoints/planner): records R, inputs I, changes P,
 * the list L.
 */
interface CollectionEndpoints<R, I, P, L extends ListEndpoint<R>> {
  list: L;
  create: Endpoint & { method: 'POST'; body: Schema<I>; response: { json: Shape<R> } };
  get: Endpoint & { path: `${string}/:id`; response: { json: Shape<R> } };
  update: Endpoint & { path: `${string}/:id`; body: Schema<P>; response: { json: Shape<R> } };
  remove: Endpoint & { path: `${string}/:id`; response: { empty: true } };
}

interface CollectionSpec<
  TRecord,
  TInput extends object,
  TPatch extends object,
  TList extends ListEndpoint<TRecord>,
> {
  endpoints: CollectionEndpoints<TRecord, TInput, TPatch, TList>;
  noun: string;
  plural: CollectionKind;
  collection: (tx: UnitOfWork) => OwnedCollection<TRecord, TInput, TPatch>;
  /** One page of the list as its query asks (default: the collection's list, every record). */
  listPage?: (
    ownerId: string,
    page: PageRequest,
    query: EndpointQuery<TList>,
  ) => Promise<Page<TRecord>>;
  /**
   * Deletes one record in `tx` (default: the collection's remove), logging its `author`; false
   * when there is none.
   */
  remove?: (tx: UnitOfWork, userId: string, id: string, author: string | null) => Promise<boolean>;
  /**
   * More to do in the unit of work that created `record` on the owner's plan (`before` null) or
   * changed it from `before`, by `author` (the helper's name, or null for the owner).
   */
  afterSave?: (
    tx: UnitOfWork,
    ownerId: string,
    record: TRecord,
    before: TRecord | null,
    author: string | null,
  ) => Promise<void>;
  /**
   * What each write can move the release settings of (keptReleases' ReleaseReach): the whole
   * plan unless said. Records keep their own settings on their row, which only the privacy
   * routes write, so adding or changing one moves nothing; deleting a document moves its files
   * and its record's sharing, while nothing follows a wish or a contact.
   */
  releaseReach?: Partial<Record<'create' | 'update' | 'remove', ReleaseReach>>;
  /** Adds what the store does not keep with the records, before they are sent (default: none). */
  present?: (userId: string, records: TRecord[]) => Promise<TRecord[]>;
  /** What a helper may not change of a record (default: nothing beyond their role's rule). */
  helperLimit?: {
    /**
     * Refuses (throws) a helper's change of `record` (`patch`, or null for its deletion), in the
     * unit of work that would make it, before anything is written.
     */
    refuse: (
      tx: UnitOfWork,
      owner: UserRecord,
      record: TRecord,
      patch: TPatch | null,
    ) => Promise<void>;
    /** The refusal, as the API description lists it (403). */
    said: string;
  };
}

function collectionRoutes<
  TRecord extends { id: string },
  TInput extends object,
  TPatch extends object,
  TList extends ListEndpoint<TRecord>,
>(
  store: StoragePort,
  changePlan: ChangePlan,
  {
    endpoints,
    noun,
    plural,
    collection,
    listPage = (ownerId, page) => collection(store).list(ownerId, page),
    remove = (tx, userId, id, author) => collection(tx).remove(userId, id, author),
    present = async (_userId, records) => records,
    afterSave,
    helperLimit,
    releaseReach = {},
  }: CollectionSpec<TRecord, TInput, TPatch, TList>,
): AnyRoute[] {
  const tag = plural;
  const notFound = `No ${noun} with this id.`;
  const idParam = { id: `The ${noun}'s id` };
  const missing = () => new HttpError(404, 'not_found', notFound);
  const presentOne = async (userId: string, record: TRecord) =>
    (await present(userId, [record]))[0]!;
  const records = collection(store);
  const helperRefusal = helperLimit ? { errors: { 403: helperLimit.said } } : {};
  /** What the owner's log says a helper changed. */
  const changed = (kind: HelperChangeKind, record: TRecord): PlanChange => ({
    kind,
    subject: { type: noun, id: record.id },
    what: `the ${noun} ${recordLabel(plural, record as unknown as Record<string, unknown>)}`,
  });

  return [
    route({
      endpoint: endpoints.list,
      tag,
      summary: `List the plan's ${plural}, newest first, a page at a time`,
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      async action({ caller, page, query }) {
        const found = await listPage(caller.owner.id, page, query);
        const items = await present(caller.owner.id, found.items);
        // A page of TRecord, which TypeScript cannot see through a list endpoint left generic.
        return { ...found, items } as ActionResult<TList>;
      },
    }),
    route({
      endpoint: endpoints.create,
      tag,
      summary: `Create a ${noun}`,
      policy: 'owner_or_helper',
      helpers: 'editor',
      rateLimit: ownData,
      errors: { 409: `The plan already keeps ${COLLECTION_CAP} ${plural}` },
      async action({ caller, body }) {
        const created = await changePlan(
          caller,
          async (tx, author) => {
            const created = await collection(tx).create(caller.owner.id, body, author);
            await afterSave?.(tx, caller.owner.id, created, null, author);
            return created;
          },
          (record) => changed('created', record),
          releaseReach.create,
        );
        return presentOne(caller.owner.id, created);
      },
    }),
    route({
      endpoint: endpoints.get,
      tag,
      summary: `Read one ${noun}`,
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      params: idParam,
      load: ({ caller, params }) => records.get(caller.owner.id, params.id!),
      notFound,
      action: async ({ caller, loaded }) => await presentOne(caller.owner.id, loaded),
    }),
    route({
      endpoint: endpoints.update,
      tag,
      summary: `Change some fields of a ${noun}`,
      policy: 'owner_or_helper',
      helpers: 'editor',
      rateLimit: ownData,
      params: idParam,
      ...helperRefusal,
      async action({ caller, params, body }) {
        const patch = givenFields(body, noun) as TPatch;
        const updated = await changePlan(
          caller,
          async (tx, author) => {
            const current =
              caller.helper || afterSave
                ? await collection(tx).get(caller.owner.id, params.id!)
                : null;
            if (caller.helper && current) {
              await helperLimit?.refuse(tx, caller.owner, current, patch);
            }
            const updated = await collection(tx).update(caller.owner.id, params.id!, patch, author);
            if (updated && current)
              await afterSave?.(tx, caller.owner.id, updated, current, author);
            return updated;
          },
          (record) => record && changed('updated', record),
          releaseReach.update,
        );
        if (!updated) throw missing();
        return await presentOne(caller.owner.id, updated);
      },
    }),
    route({
      endpoint: endpoints.remove,
      tag,
      summary: `Delete a ${noun}`,
      policy: 'owner_or_helper',
      helpers: 'editor',
      rateLimit: ownData,
      params: idParam,
      ...helperRefusal,
      async action({ caller, params }) {
        const ownerId = caller.owner.id;
        const removed = await changePlan(
          caller,
          async (tx, author) => {
            const record = await collection(tx).get(ownerId, params.id!);
            if (!record) return null;
            if (caller.helper) await helperLimit?.refuse(tx, caller.owner, record, null);
            return (await remove(tx, ownerId, record.id, author)) ? record : null;
          },
          (record) => record && changed('deleted', record),
          releaseReach.remove,
        );
        if (!removed) throw missing();
      },
    }),
  ];
}

export function plannerRoutes(
  deps: Pick<FeatureDependencies, 'store' | 'clock' | 'sealer'>,
): AnyRoute[] {
  const { store, clock } = deps;
  const changePlan = planChanges(deps);
  const reliance = contactReliance(deps);
  return [
    ...collectionRoutes(store, changePlan, {
      endpoints: {
        list: planner.listDocuments,
        create: planner.createDocument,
        get: planner.getDocument,
        update: planner.updateDocument,
        remove: planner.deleteDocument,
      },
      noun: 'document',
      plural: 'documents',
      collection: (tx) => tx.documents,
      // The document's files are kept, as files of their own: nothing uploaded is lost. A
      // wizard's card takes the sharing of its record with it (one item, one setting).
      async remove(tx, userId, id, author) {
        await tx.files.detachFromDocument(userId, id);
        if (!(await tx.documents.remove(userId, id, author))) return false;
        await unlinkDeletedDocument(tx, userId, id);
        return true;
      },
      present: (userId, documents) => withWizardKinds(store, userId, documents),
      releaseReach: { create: 'nothing', update: 'nothing', remove: 'plan' },
    }),
    ...collectionRoutes(store, changePlan, {
      endpoints: {
        list: planner.listWishes,
        create: planner.createWish,
        get: planner.getWish,
        update: planner.updateWish,
        remove: planner.deleteWish,
      },
      noun: 'wish',
      plural: 'wishes',
      collection: (tx) => tx.wishes,
      releaseReach: { create: 'nothing', update: 'nothing', remove: 'nothing' },
    }),
    // Mounted before GET /contacts/:id, which would take "counts" for a contact's id.
    route({
      endpoint: planner.countContacts,
      tag: 'contacts',
      summary: "How many of the plan's contacts match a search (?q=), in all and by role",
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      action: ({ caller, query }) => store.contacts.counts(caller.owner.id, query.q),
    }),
    ...collectionRoutes(store, changePlan, {
      endpoints: {
        list: planner.findContacts,
        create: planner.createContact,
        get: planner.getContact,
        update: planner.updateContact,
        remove: planner.deleteContact,
      },
      noun: 'contact',
      plural: 'contacts',
      collection: (tx) => tx.contacts,
      listPage: (ownerId, page, { role, q }) => store.contacts.find(ownerId, { role, q }, page),
      releaseReach: { create: 'nothing', update: 'nothing', remove: 'nothing' },
      present: (userId, contacts) => reliance.present(store, userId, contacts),
      // A child among the contacts is a change in the owner's life: time to review the plan.
      afterSave: (tx, ownerId, contact, before, author) =>
        reviewAfterChildContact(tx, { clock }, ownerId, contact, before, author),
      // A helper may keep a contact current, not move where the plan reaches them for its owner.
      helperLimit: {
        refuse: reliance.refuseRerouting,
        said: 'A helper changing the email of a contact the plan relies on (check-ins, messages), or removing them (helper_may_not_reroute)',
      },
    }),
    route({
      endpoint: planner.listActivities,
      tag: 'activities',
      summary: "The plan's activity log, newest first, a page at a time",
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      action: ({ caller, page }) => store.activities.list(caller.owner.id, page),
    }),
    route({
      endpoint: planner.getJourney,
      tag: 'journey',
      summary: "The guided journey's saved progress (its starting state when never saved)",
      policy: 'owner',
      person: true,
      rateLimit: ownData,
      action: async ({ caller }) =>
        (await store.journeys.get(caller.user.id)) ?? journeyStateSchema.cast({ step: 0 }),
    }),
    route({
      endpoint: planner.saveJourney,
      tag: 'journey',
      summary: "Save the guided journey's progress",
      policy: 'owner',
      person: true,
      rateLimit: ownData,
      async action({ caller, body }) {
        await store.journeys.put(caller.user.id, body);
        return body;
      },
    }),
  ];
}
