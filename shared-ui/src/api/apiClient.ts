// The one way the browser talks to the API (spec section 7): cookies always travel, a JSON
// content type is sent only with a body, and any non-success answer becomes an ApiError whose
// message is "<status>: <body text, or the status text when the body is empty>".
import { PLAN_HEADER } from '@legacy-planner/contracts/endpoints/planHeader';
import {
  endpointAddress,
  type Endpoint,
  type EndpointInput,
  type EndpointItem,
  type EndpointResult,
  type PagedEndpoint,
} from '@legacy-planner/contracts/endpoints/endpoint';

export class ApiError extends Error {
  /**
   * The API's stable error code (`account_not_found`, `validation_failed`, …) when the body is
   * the API's JSON error, otherwise null. Code decides by this, never by the message's words.
   */
  readonly code: string | null;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.code = errorCodeOf(bodyText);
  }
}

function errorCodeOf(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The input of an endpoint, which may be left out when the endpoint needs none. */
export type CallInput<E extends Endpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

export interface ApiClient {
  /**
   * Calls an endpoint of contracts with its path parameters, query and body, and answers its
   * response, typed by the endpoint (null for an empty one).
   */
  call<E extends Endpoint>(endpoint: E, ...input: CallInput<E>): Promise<EndpointResult<E>>;
  /** Every item of a paged list endpoint, page after page (see getAllPages). */
  callAllPages<E extends PagedEndpoint>(
    endpoint: E,
    ...input: CallInput<E>
  ): Promise<EndpointItem<E>[]>;
  /**
   * One page of a paged list endpoint (its query may hold `limit` and `cursor`): its items and
   * the cursor of the page after it, or null when it is the last.
   */
  callPage<E extends PagedEndpoint>(
    endpoint: E,
    ...input: CallInput<E>
  ): Promise<{ items: EndpointItem<E>[]; nextCursor: string | null }>;
  /** Sends a request and answers the parsed JSON body (or null for an empty body). */
  request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /** A GET that answers null instead of failing when the API says 401 (not signed in). */
  getOrNullOn401<T>(path: string): Promise<T | null>;
  /**
   * Every item of a paged list: the API answers a page at a time and names the next one in a
   * `Link: <…>; rel="next"` header, which this follows to the end.
   */
  getAllPages<T>(path: string): Promise<T[]>;
  /**
   * The headers this client sends with every call, for the one call that cannot go through it
   * (an upload, whose progress only XMLHttpRequest reports).
   */
  headers(): Record<string, string>;
  /** Hands the client's listener (onError) a failure answered to a call made outside it. */
  reportFailure(error: ApiError): void;
}

/** Pages as large as the API allows (PAGE_SIZE.max), so a full collection is a few requests. */
const PAGE_LIMIT = 500;

function nextPage(response: Response): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('Link') ?? '')?.[1] ?? null;
}

/** The cursor the next page's link names (the API issues it; it is opaque here). */
function nextCursor(response: Response): string | null {
  const next = nextPage(response);
  return next ? new URL(next, 'http://api.invalid').searchParams.get('cursor') : null;
}

async function parseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * What an endpoint answered, read from its body's text: what `call` resolves to, for the one
 * caller that cannot go through it (an upload, whose progress only XMLHttpRequest reports).
 */
export function endpointResultOf<E extends Endpoint>(
  _endpoint: E,
  text: string,
): EndpointResult<E> {
  return (text ? JSON.parse(text) : null) as EndpointResult<E>;
}

export interface ApiClientOptions {
  /**
   * Hears of every failed answer before its caller does, whichever remote made the call: how
   * the shell reacts to a refusal about the whole session (the plan it worked on is no longer
   * one the user helps with), which no single caller could handle for the others.
   */
  onError?: (error: ApiError) => void;
  /**
   * The plan the pages calling through this client were made for (PLAN_HEADER): the API then
   * refuses their calls once the session works on another plan. Left out while not yet known.
   */
  plan?: string;
}

export function createApiClient(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  { onError, plan }: ApiClientOptions = {},
): ApiClient {
  const headers = (): Record<string, string> => (plan ? { [PLAN_HEADER]: plan } : {});

  async function send(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
    const hasBody = body !== undefined;
    const sent = headers();
    if (hasBody) sent['Content-Type'] = 'application/json';
    const response = await fetchImpl(path, {
      method,
      credentials: 'include',
      headers: Object.keys(sent).length > 0 ? sent : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) {
      const error = new ApiError(response.status, await response.text(), response.statusText);
      onError?.(error);
      throw error;
    }
    return response;
  }

  async function getAllPages<T>(path: string) {
    const items: T[] = [];
    let next: string | null = `${path}${path.includes('?') ? '&' : '?'}limit=${PAGE_LIMIT}`;
    while (next) {
      const response: Response = await send('GET', next);
      items.push(...(await parseBody<T[]>(response)));
      next = nextPage(response);
    }
    return items;
  }

  return {
    async call<E extends Endpoint>(endpoint: E, ...[input]: CallInput<E>) {
      const address = endpointAddress(endpoint, input as Parameters<typeof endpointAddress>[1]);
      const response = await send(endpoint.method, address, input?.body);
      return endpointResultOf(endpoint, await response.text());
    },
    async callAllPages<E extends PagedEndpoint>(endpoint: E, ...[input]: CallInput<E>) {
      const address = endpointAddress(endpoint, input as Parameters<typeof endpointAddress>[1]);
      return getAllPages<EndpointItem<E>>(address);
    },
    async callPage<E extends PagedEndpoint>(endpoint: E, ...[input]: CallInput<E>) {
      const address = endpointAddress(endpoint, input as Parameters<typeof endpointAddress>[1]);
      const response = await send('GET', address);
      return {
        items: await parseBody<EndpointItem<E>[]>(response),
        nextCursor: nextCursor(response),
      };
    },
    async request<T>(method: HttpMethod, path: string, body?: unknown) {
      return parseBody<T>(await send(method, path, body));
    },
    getAllPages,
    headers,
    reportFailure: (error) => onError?.(error),
    async getOrNullOn401<T>(path: string) {
      try {
        return await parseBody<T>(await send('GET', path));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  };
}

/**
 * The sentence to show a person for a failed call: the API's JSON `message` when it sent one,
 * otherwise the error's own message, otherwise the fallback.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // not JSON: use the error's message below
    }
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
