import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { AnyObject, ObjectSchema } from 'yup';
import type {
  Endpoint,
  EndpointBody,
  EndpointQuery,
  ParamNames,
} from '@legacy-planner/contracts/endpoints/endpoint';
import type { ShapeType } from '@legacy-planner/contracts/endpoints/shape';
import type { HelperRole } from '@legacy-planner/contracts';
import type { GrantRecord, HelperRecord, PageRequest, UserRecord } from '../storage/port';
import type { RateLimitRule } from './rateLimit';
import type { Serializer } from './serializer';
import { shapeSerializer } from './shapeSerializer';

/**
 * Who may call a route. Every route states one; the pipeline enforces it before anything else.
 * - public: anyone (the signed-in user, if any, is passed on);
 * - owner: the signed-in user, on their own records; the read-only demo account may only read.
 *   While the session works on someone else's plan (they help with it), owner routes are refused
 *   (403 owner_only), unless the route is about the person (`person`);
 * - owner_or_helper: the plan the session works on (the signed-in user's own, or one they help
 *   with, checked active on every request), by its owner or by a helper whose role the route
 *   allows (`helpers`);
 * - viewer: someone holding an active access grant: read-only, sees what the grant releases;
 * - admin: a signed-in user with the admin role;
 * - second_factor: the browser whose password was right a few minutes ago, on an account with
 *   two-factor sign-in, which has not given its code yet (it is not signed in).
 */
export type Policy = 'public' | 'owner' | 'owner_or_helper' | 'viewer' | 'admin' | 'second_factor';
export const policies: readonly Policy[] = [
  'public',
  'owner',
  'owner_or_helper',
  'viewer',
  'admin',
  'second_factor',
];

export interface Callers {
  public: { kind: 'public'; user: UserRecord | null };
  owner: { kind: 'owner'; user: UserRecord };
  /**
   * The plan the session works on: `owner` is whose plan it is (act on `owner.id`), `user` who is
   * signed in, `helper` their helper record when they are not the owner (null when they are).
   */
  owner_or_helper: {
    kind: 'plan';
    user: UserRecord;
    owner: UserRecord;
    helper: HelperRecord | null;
  };
  viewer: { kind: 'viewer'; grant: GrantRecord };
  admin: { kind: 'admin'; user: UserRecord };
  /** The account waiting for its code. */
  second_factor: { kind: 'second_factor'; userId: string };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a route's steps receive. */
export interface Call<P extends Policy, B = undefined, L = undefined, Q = undefined> {
  ctx: Context;
  caller: Callers[P];
  params: Record<string, string>;
  /** The validated body (unknown fields dropped, or refused when the route says so). */
  body: B;
  /** The validated query string (its endpoint's query schema). */
  query: Q;
  /** For paged routes: the page asked for (?limit=…&cursor=…). */
  page: PageRequest;
  /** What `load` found. */
  loaded: L;
}

export interface BodySpec<B> {
  schema: ObjectSchema<B & AnyObject>;
  /** Refuse a body with fields the schema does not know (default: drop them). */
  refuseUnknown?: boolean;
}

/** A file sent as a download: its bytes, its media type and the name to save it under. */
export interface Download {
  /** The bytes, or a stream of them for what should never be held in memory whole. */
  bytes: Buffer | Readable;
  type: string;
  name: string;
}

export type Response<R> =
  /** A JSON body through the serializer; statusOf picks another success status from the result. */
  | {
      status: 200 | 201 | 202;
      serializer: Serializer<R>;
      statusOf?: (result: R) => 200 | 201 | 202;
    }
  /** One page of a list: the items through the serializer, the next page in a Link header. */
  | { status: 200; page: Serializer<R extends { items: (infer I)[] } ? I : never> }
  /** A whole list, never paged: the items through the serializer. */
  | { status: 200; list: Serializer<R extends (infer I)[] ? I : never> }
  | { status: 204 }
  /** The action's Download, as an attachment the browser saves and never renders. */
  | { status: 200; download: true }
  /** The action redirected the browser (ctx.redirect). */
  | { status: 302 };

/**
 * A route as the pipeline mounts it: what `route()` makes of an endpoint of contracts and the
 * route's own steps (its method, path, body, query and serializer all come from the endpoint).
 */
export interface RouteDeclaration<
  P extends Policy = Policy,
  B = unknown,
  L = unknown,
  R = unknown,
> {
  method: Method;
  /** Under /api, in @koa/router syntax (`/documents/:id`). */
  path: string;
  summary: string;
  tag: string;
  policy: P;
  /**
   * 'verified_email': the route lets someone into the plan (a key, a card, a grant or its end,
   * the waiting period of full requests, the sharing with the administrators). Anyone can sign
   * up first with another person's email, so until the email is proven the account may plan
   * but not let anyone in (403 email_not_verified). Owner routes only; taking access away
   * (revoking, deleting, rejecting) never needs it.
   */
  requires?: 'verified_email';
  /**
   * Which helpers may call an owner_or_helper route besides the owner: 'viewer-helper' (every
   * helper: they read the whole plan) or 'editor' (only editors: the route changes the plan).
   * Required on owner_or_helper routes, and 'editor' on every one that writes.
   */
  helpers?: HelperRole;
  /**
   * An owner route about the signed-in person rather than a plan (their session, password,
   * sign-in methods, journey, the plans they help with): it works the same while the session is
   * on someone else's plan. Every other owner route is refused then (403 owner_only).
   */
  person?: true;
  /**
   * An owner POST that writes nothing to the plan (the rehearsal: it only checks what it is
   * sent), which the read-only demo account may call too. Owner routes only.
   */
  writesNothing?: true;
  /**
   * A viewer route that acts rather than reads: what the executor (a full grant's holder) does
   * for the owner after passing, said in words (confirming a legacy message's milestone,
   * sending its link again). Every other viewer route is a GET. Viewer routes only.
   */
  viewerActs?: string;
  /**
   * The read-only demo account may not call this route even to read (403 demo_read_only, with
   * this message): it has nothing of its own there to give (the export). Owner routes only.
   */
  demo?: { refuse: string };
  /** Rules counted in order; the first one over its limit refuses. 'none' is a stated choice. */
  rateLimit: readonly RateLimitRule[] | { none: string };
  body?: BodySpec<B>;
  /** The query string's schema: validated like a body, unknown fields dropped. */
  query?: ObjectSchema<AnyObject>;
  /** The endpoint this route serves (contracts), when it was declared from one. */
  endpoint?: Endpoint;
  /**
   * The body is multipart/form-data (an upload), read by the action as it streams in, never
   * buffered; `fields` describes its text fields for the API description. The cross-site
   * check lets such a body through on this route only, and only from this site.
   */
  multipart?: { fields: ObjectSchema<AnyObject>; file: string };
  /** Reads ?limit and ?cursor into call.page. */
  paged?: boolean;
  /** Finds what the action works on; null answers 404 with notFound. */
  load?: (call: Call<P, B, undefined>) => Promise<L | null>;
  notFound?: string;
  action: (call: Call<P, B, L>) => Promise<R> | R;
  response: Response<R>;
  /** Path parameters, for the API description. */
  params?: Record<string, string>;
  /** Error statuses this route answers besides the pipeline's, for the API description. */
  errors?: Record<number, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDeclaration<Policy, any, any, any>;

/** What the action of an endpoint's route returns: the value its response describes. */
export type ActionResult<E extends Endpoint> = E['response'] extends { json: infer S }
  ? ShapeType<S>
  : E['response'] extends { page: infer S }
    ? { items: ShapeType<S>[]; nextCursor: string | null }
    : E['response'] extends { list: infer S }
      ? ShapeType<S>[]
      : E['response'] extends { download: true }
        ? Download
        : void;

/**
 * A route that serves an endpoint of contracts: the endpoint gives its method, path, query,
 * body and response (the serializer is derived from the response's shape); the route adds
 * only who may call it, its limits, what it loads and what it does.
 */
export interface EndpointRouteDeclaration<P extends Policy, E extends Endpoint, L> extends Pick<
  RouteDeclaration<P>,
  | 'summary'
  | 'tag'
  | 'policy'
  | 'requires'
  | 'helpers'
  | 'person'
  | 'writesNothing'
  | 'viewerActs'
  | 'demo'
  | 'rateLimit'
  | 'notFound'
  | 'errors'
> {
  endpoint: E;
  /** The path parameters' descriptions, for the API description. */
  params?: { [K in ParamNames<E['path']>]: string };
  load?: (call: Call<P, EndpointBody<E>, undefined, EndpointQuery<E>>) => Promise<L | null>;
  action: (
    call: Call<P, EndpointBody<E>, L, EndpointQuery<E>>,
  ) => Promise<ActionResult<E>> | ActionResult<E>;
  /** Another success status picked from the result (202: still waiting). */
  statusOf?: (result: ActionResult<E>) => 200 | 201 | 202;
}

function fromEndpoint(declaration: EndpointRouteDeclaration<Policy, Endpoint, unknown>): AnyRoute {
  const { endpoint, statusOf, ...rest } = declaration;
  const { response } = endpoint;
  const name = declaration.summary;
  const upload = endpoint.upload;
  return {
    ...rest,
    endpoint,
    method: endpoint.method,
    path: endpoint.path,
    query: endpoint.query,
    ...(upload && endpoint.body
      ? { multipart: { fields: endpoint.body, file: upload.file } }
      : endpoint.body
        ? { body: { schema: endpoint.body, refuseUnknown: endpoint.refuseUnknownFields } }
        : {}),
    paged: 'page' in response,
    response:
      'json' in response
        ? {
            status: response.status ?? 200,
            serializer: shapeSerializer(response.json, name),
            statusOf,
          }
        : 'page' in response
          ? { status: 200, page: shapeSerializer(response.page, name) }
          : 'list' in response
            ? { status: 200, list: shapeSerializer(response.list, name) }
            : 'download' in response
              ? { status: 200, download: true }
              : 'redirect' in response
                ? { status: 302 }
                : { status: 204 },
  } as AnyRoute;
}

/**
 * Declares a route. Its steps are type-checked against each other (the caller its policy
 * gives, the body its schema gives, what load finds, what the serializer takes); the router
 * then holds it as AnyRoute.
 */
export function route<P extends Policy, const E extends Endpoint, L = undefined>(
  declaration: EndpointRouteDeclaration<P, E, L>,
): AnyRoute {
  return fromEndpoint(
    declaration as unknown as EndpointRouteDeclaration<Policy, Endpoint, unknown>,
  );
}
