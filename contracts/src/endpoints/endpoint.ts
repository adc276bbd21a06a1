import type { AnyObject, InferType, ObjectSchema, Schema } from 'yup';
import type { Shape, ShapeType } from './shape';

// One endpoint of the API, described once: its method, its path, the query and body it takes
// (the shared yup schemas, which the forms use too) and the response it gives (a Shape, every
// field named). The API mounts its route from this and derives the serializer and the OpenAPI
// document; the front ends call it with `api.call(endpoint, { params, query, body })` and get
// the response's type. No address of the API is written anywhere else.

export const API_PREFIX = '/api';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint answers on success. */
export type EndpointResponse =
  /**
   * A JSON body of this shape; 201 when the endpoint creates something, 202 when it answers at
   * once and works on after the answer.
   */
  | { json: Shape<unknown>; status?: 201 | 202 }
  /**
   * One page of a list (items of this shape), as `?limit` and `?cursor` ask;
   * `Link: <…>; rel="next"` names the next page.
   */
  | { page: Shape<unknown> }
  /** A whole list (items of this shape) in one answer: it takes no page parameters. */
  | { list: Shape<unknown> }
  /** Nothing (204). */
  | { empty: true }
  /** A file, as an attachment: a link the browser follows, not a call. */
  | { download: true }
  /** A redirect: a link the browser follows, not a call. */
  | { redirect: true };

export interface Endpoint {
  readonly method: EndpointMethod;
  /** Under /api, with `:name` parameters (`/documents/:id`). */
  readonly path: string;
  /** The query string's fields (strings, as sent). */
  readonly query?: ObjectSchema<AnyObject>;
  readonly body?: ObjectSchema<AnyObject>;
  /** A body with fields the schema does not know is refused (default: they are dropped). */
  readonly refuseUnknownFields?: true;
  /** The body is multipart/form-data: an upload whose file part has this name. */
  readonly upload?: { readonly file: string };
  readonly response: EndpointResponse;
}

/** The names of a path's `:name` parameters (`'id'` for `/documents/:id`). */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type EndpointParams<E extends Endpoint> = { [K in ParamNames<E['path']>]: string };
export type EndpointQuery<E extends Endpoint> = E extends { query: infer S extends Schema }
  ? InferType<S>
  : undefined;
export type EndpointBody<E extends Endpoint> = E extends { body: infer S extends Schema }
  ? InferType<S>
  : undefined;

/** What a call to the endpoint resolves to: the body's type, a list's items, or null. */
export type EndpointResult<E extends Endpoint> = E['response'] extends { json: infer S }
  ? ShapeType<S>
  : E['response'] extends { page: infer S } | { list: infer S }
    ? ShapeType<S>[]
    : null;

/** An endpoint that answers a list a page at a time. */
export type PagedEndpoint = Endpoint & { readonly response: { page: Shape<unknown> } };

/** The item's type of a paged list endpoint. */
export type EndpointItem<E extends Endpoint> = E['response'] extends { page: infer S }
  ? ShapeType<S>
  : never;

/**
 * The page a caller of a paged list asks for: `limit` items from `cursor` (which a Link header
 * named). Every paged list takes them, under the API's one rule for them (its readPage), so no
 * endpoint declares them in its query schema.
 */
export interface PageQuery {
  limit?: number;
  cursor?: string;
}
type PageInput<E extends Endpoint> = E['response'] extends { page: unknown } ? PageQuery : unknown;

/** What a caller gives: the path's parameters, the query's fields, the body. */
export type EndpointInput<E extends Endpoint> = ([ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (EndpointQuery<E> extends undefined
    ? E['response'] extends { page: unknown }
      ? { query?: PageQuery }
      : { query?: undefined }
    : { query?: Partial<EndpointQuery<E>> & PageInput<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> });

/**
 * The address of an endpoint with its parameters and query: what a call fetches, and what a
 * link to a download or a redirect points at.
 */
export function endpointAddress(
  endpoint: Endpoint,
  input: { params?: Record<string, string>; query?: Record<string, unknown> } = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}
