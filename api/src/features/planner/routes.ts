import Router from '@koa/router';
import type { Schema } from 'yup';
import {
  contactCreateSchema,
  contactUpdateSchema,
  documentCreateSchema,
  documentUpdateSchema,
  journeyStateSchema,
  pickKnownFields,
  wishCreateSchema,
  wishUpdateSchema,
} from '@legacy-planner/contracts';
import type { OwnedCollection, StoragePort } from '../storage/port';
import { requireUser } from '../auth/currentUser';
import { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';

type ObjectSchema = Schema<object> & { fields: Record<string, unknown> };

/**
 * The routes of one owned collection. Every route works on the signed-in user's records only:
 * another user's id answers 404 and changes nothing. Unknown fields are dropped; the rest is
 * validated with the shared schemas.
 */
function collectionRoutes<TRecord, TInput extends object, TPatch extends object>(
  router: Router,
  path: string,
  noun: string,
  collection: OwnedCollection<TRecord, TInput, TPatch>,
  schemas: { create: ObjectSchema; update: ObjectSchema },
) {
  const notFound = () => new HttpError(404, 'not_found', `No ${noun} with this id.`);

  router.get(path, async (ctx) => {
    ctx.body = await collection.list(requireUser(ctx).id);
  });

  router.post(path, async (ctx) => {
    const user = requireUser(ctx);
    const input = await validateBody(
      schemas.create,
      pickKnownFields(schemas.create, ctx.request.body),
    );
    ctx.status = 201;
    ctx.body = await collection.create(user.id, input as TInput);
  });

  router.get(`${path}/:id`, async (ctx) => {
    const found = await collection.get(requireUser(ctx).id, ctx.params.id!);
    if (!found) throw notFound();
    ctx.body = found;
  });

  router.put(`${path}/:id`, async (ctx) => {
    const user = requireUser(ctx);
    const patch = await validateBody(
      schemas.update,
      pickKnownFields(schemas.update, ctx.request.body),
    );
    const changes = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length === 0) {
      throw new HttpError(
        400,
        'validation_failed',
        `Nothing to update: send at least one field of the ${noun}.`,
      );
    }
    const updated = await collection.update(user.id, ctx.params.id!, changes as TPatch);
    if (!updated) throw notFound();
    ctx.body = updated;
  });

  router.delete(`${path}/:id`, async (ctx) => {
    if (!(await collection.remove(requireUser(ctx).id, ctx.params.id!))) throw notFound();
    ctx.status = 204;
  });
}

export function plannerRoutes(store: StoragePort): Router {
  const router = new Router();
  collectionRoutes(router, '/documents', 'document', store.documents, {
    create: documentCreateSchema,
    update: documentUpdateSchema,
  });
  collectionRoutes(router, '/wishes', 'wish', store.wishes, {
    create: wishCreateSchema,
    update: wishUpdateSchema,
  });
  collectionRoutes(router, '/contacts', 'contact', store.contacts, {
    create: contactCreateSchema,
    update: contactUpdateSchema,
  });

  router.get('/activities', async (ctx) => {
    ctx.body = await store.activities.list(requireUser(ctx).id);
  });

  router.get('/journey', async (ctx) => {
    ctx.body =
      (await store.journeys.get(requireUser(ctx).id)) ?? journeyStateSchema.cast({ step: 0 });
  });
  router.put('/journey', async (ctx) => {
    const user = requireUser(ctx);
    const state = await validateBody(
      journeyStateSchema,
      pickKnownFields(journeyStateSchema, ctx.request.body),
    );
    await store.journeys.put(user.id, state);
    ctx.body = state;
  });

  return router;
}
