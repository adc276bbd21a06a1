import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  MAX_CURSOR_LENGTH,
  PAGE_SIZE,
  pickKnownFields,
  type ValidationContext,
} from '@legacy-planner/contracts';
import type { PageRequest, StoragePort, UserRecord } from '../storage/port';
import { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';
import { sendJson } from '../http/sendJson';
import { policies, type AnyRoute, type Call, type Download } from './declaration';
import { enforceRateLimits } from './rateLimit';
import { requireVerifiedEmail, resolveCaller } from './policy';
import { checkArrayLengths, checkBodySize } from './bodyShape';
import { jsonSchemaOf } from './jsonSchema';
import { asciiFileName } from './asciiFileName';
import type { Serializer } from './serializer';
import { misfits } from './shapeSerializer';
import { httpErrorOf } from './domainErrors';

function badPage(message: string): HttpError {
  return new HttpError(400, 'validation_failed', message);
}

/**
 * The page a list request asks for: `limit`, a whole number from 1 to PAGE_SIZE.max (default
 * PAGE_SIZE.default), and the `cursor` of an earlier answer. Read by hand rather than through a
 * yup schema: every list request runs it, and yup cost more than the list's query.
 */
function readPage(ctx: Context): PageRequest {
  const { limit, cursor } = ctx.query;
  let size: number = PAGE_SIZE.default;
  if (limit !== undefined) {
    if (typeof limit !== 'string' || !/^\d+$/.test(limit)) {
      throw badPage('limit must be a whole number');
    }
    size = Number(limit);
    if (size < 1) throw badPage('limit must be at least 1');
    if (size > PAGE_SIZE.max) throw badPage(`limit must be at most ${PAGE_SIZE.max}`);
  }
  if (cursor === undefined || cursor === '') return { limit: size };
  if (typeof cursor !== 'string' || cursor.length > MAX_CURSOR_LENGTH) {
    throw badPage('cursor is not valid');
  }
  return { limit: size, cursor };
}

/** The request's own address, its filters kept (?role=, ?q=, ?documentId=), at the next page. */
function nextPageLink(ctx: Context, limit: number, cursor: string): string {
  const query = new URLSearchParams(ctx.querystring);
  query.set('limit', String(limit));
  query.set('cursor', cursor);
  return `<${ctx.path}?${query}>; rel="next"`;
}

/**
 * Mounts one declared route. Its steps always run in this order:
 * policy (and what the route requires of the caller) → rate limit → validate → load → action →
 * serialize. The policies read the time from `clock` (the app's, which tests move).
 */
export function mountRoute(
  router: Router,
  declaration: AnyRoute,
  store: StoragePort,
  clock: () => Date,
): void {
  if (!policies.includes(declaration.policy)) {
    throw new Error(`${declaration.method} ${declaration.path} declares no valid policy`);
  }
  if (declaration.policy === 'viewer' && declaration.method !== 'GET' && !declaration.viewerActs) {
    throw new Error(`${declaration.method} ${declaration.path}: viewers may only read`);
  }
  if (declaration.viewerActs && declaration.policy !== 'viewer') {
    throw new Error(`${declaration.method} ${declaration.path}: only viewer routes act so`);
  }
  if (declaration.requires && declaration.policy !== 'owner') {
    throw new Error(`${declaration.method} ${declaration.path}: only owner routes require more`);
  }
  if ((declaration.policy === 'owner_or_helper') !== Boolean(declaration.helpers)) {
    throw new Error(
      `${declaration.method} ${declaration.path}: owner_or_helper routes, and only they, say which helpers may call them`,
    );
  }
  if (declaration.helpers === 'viewer-helper' && declaration.method !== 'GET') {
    throw new Error(`${declaration.method} ${declaration.path}: only editors change a plan`);
  }
  if (declaration.person && declaration.policy !== 'owner') {
    throw new Error(
      `${declaration.method} ${declaration.path}: only owner routes are the person's`,
    );
  }
  if (declaration.writesNothing && declaration.policy !== 'owner') {
    throw new Error(`${declaration.method} ${declaration.path}: only owner routes say so`);
  }
  if (declaration.demo && declaration.policy !== 'owner') {
    throw new Error(
      `${declaration.method} ${declaration.path}: only owner routes refuse the demo account`,
    );
  }
  const bodyJsonSchema = declaration.body ? jsonSchemaOf(declaration.body.schema) : null;

  const handler = async (ctx: Context) => {
    const caller = await resolveCaller(declaration, ctx, store, clock);
    if (declaration.requires === 'verified_email') {
      requireVerifiedEmail((caller as { user: UserRecord }).user);
    }
    const rawBody: unknown = (ctx.request as { body?: unknown }).body;
    if (!('none' in declaration.rateLimit)) {
      await enforceRateLimits(declaration.rateLimit, store.rateLimits, ctx, rawBody);
    }

    let body: unknown = undefined;
    if (declaration.body && bodyJsonSchema) {
      body = await readBody(rawBody, declaration.body, bodyJsonSchema, { now: clock() });
    }
    const query = declaration.query
      ? await validateBody(declaration.query, { ...ctx.query })
      : undefined;
    const page = declaration.paged ? readPage(ctx) : { limit: PAGE_SIZE.default };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const call: Call<typeof declaration.policy, any, any, any> = {
      ctx,
      caller,
      params: (ctx as unknown as { params: Record<string, string> }).params ?? {},
      body,
      query,
      page,
      loaded: undefined,
    };
    const result = await loadAndAct(declaration, call);

    const { response } = declaration;
    ctx.status =
      'statusOf' in response && response.statusOf ? response.statusOf(result) : response.status;
    if ('serializer' in response) {
      await sendJson(ctx, checked(declaration, response.serializer, result));
    } else if ('page' in response) {
      const { items, nextCursor } = result as { items: unknown[]; nextCursor: string | null };
      if (nextCursor) ctx.set('Link', nextPageLink(ctx, page.limit, nextCursor));
      await sendJson(
        ctx,
        items.map((item) => checked(declaration, response.page, item)),
      );
    } else if ('list' in response) {
      const items = result as unknown[];
      await sendJson(
        ctx,
        items.map((item) => checked(declaration, response.list, item)),
      );
    } else if ('download' in response) {
      sendDownload(ctx, result as Download);
    }
  };

  const method = declaration.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  router[method](declaration.path, handler);
  declaredRoutes.set(handler, declaration);
}

// Under test, every response of an endpoint's route is compared with its shape: a shape that
// misdescribes what its action returns fails the tests that call the route.
const checkResponses = process.env.NODE_ENV === 'test';

function checked(declaration: AnyRoute, serializer: Serializer<unknown>, value: unknown): unknown {
  const serialized = serializer.serialize(value);
  if (checkResponses && declaration.endpoint) {
    const problems = misfits(serializer.schema, serialized);
    if (problems.length > 0) {
      throw new Error(
        `${declaration.method} ${declaration.path} answered outside its shape: ${problems.join('; ')}`,
      );
    }
  }
  return serialized;
}

/**
 * An attachment under its own name: as typed in RFC 5987's `filename*`, and in printable ASCII
 * in the plain `filename` (Koa's own fallback would send latin1 bytes in the header), with the
 * type the server recognised, never cached by the browser or a proxy.
 */
function sendDownload(ctx: Context, download: Download): void {
  ctx.attachment(download.name, { fallback: asciiFileName(download.name) });
  ctx.type = download.type;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = download.bytes;
}

/** Runs load then the action; a domain error either throws is answered as domainErrors says. */
async function loadAndAct(declaration: AnyRoute, call: Parameters<AnyRoute['action']>[0]) {
  try {
    if (declaration.load) {
      const loaded = await declaration.load(call);
      if (loaded === null) {
        throw new HttpError(404, 'not_found', declaration.notFound ?? 'Not found.');
      }
      call.loaded = loaded;
    }
    return await declaration.action(call);
  } catch (error) {
    throw httpErrorOf(error, declaration) ?? error;
  }
}

async function readBody(
  received: unknown,
  spec: NonNullable<AnyRoute['body']>,
  jsonSchema: ReturnType<typeof jsonSchemaOf>,
  context: ValidationContext,
): Promise<unknown> {
  const rawBody = received ?? {};
  if (typeof rawBody !== 'object' || Array.isArray(rawBody)) {
    throw new HttpError(400, 'validation_failed', 'The request body must be a JSON object.');
  }
  checkBodySize(rawBody);
  const known = pickKnownFields(spec.schema, rawBody);
  if (spec.refuseUnknown && Object.keys(known).length !== Object.keys(rawBody).length) {
    throw new HttpError(
      400,
      'validation_failed',
      'The request body has fields that are not accepted.',
    );
  }
  checkArrayLengths(known, jsonSchema);
  return validateBody(spec.schema, known, context);
}

/** Every handler mounted through mountRoute, with its declaration (read by the policy test). */
export const declaredRoutes = new WeakMap<object, AnyRoute>();
