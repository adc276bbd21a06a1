import { object, string } from 'yup';
import type { Endpoint } from '@legacy-planner/contracts/endpoints/endpoint';
import * as shape from '@legacy-planner/contracts/endpoints/shape';
import { wishUpdateSchema } from '@legacy-planner/contracts';
import { ApiError, apiErrorMessage, createApiClient } from './apiClient';

type Call = { url: string; init: RequestInit };

// A stand-in for the network: answers each request with the given response and records it.
function fakeNetwork(respond: () => Response) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond();
  }) as unknown as typeof fetch;
  return { calls, api: createApiClient(fetchImpl) };
}

describe('API client', () => {
  it('always sends cookies, and no JSON content type without a body', async () => {
    const { calls, api } = fakeNetwork(() => new Response('[]', { status: 200 }));
    await expect(api.request('GET', '/api/documents')).resolves.toEqual([]);
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.headers).toBeUndefined();
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type', async () => {
    const { calls, api } = fakeNetwork(() => new Response('{"id":"1"}', { status: 201 }));
    await expect(api.request('POST', '/api/wishes', { preference: 'Jazz' })).resolves.toEqual({
      id: '1',
    });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"preference":"Jazz"}',
    });
  });

  it('answers null for an empty success body', async () => {
    const { api } = fakeNetwork(() => new Response(null, { status: 204 }));
    await expect(api.request('DELETE', '/api/contacts/1')).resolves.toBeNull();
  });

  it('turns a failure into "<status>: <body text>"', async () => {
    const { api } = fakeNetwork(
      () => new Response('{"error":"forbidden"}', { status: 403, statusText: 'Forbidden' }),
    );
    const failure = api.request('POST', '/api/wishes', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('403: {"error":"forbidden"}');
  });

  it("carries the API's error code, or null when the body is not the API's JSON error", () => {
    const notFound = '{"error":"account_not_found","message":"Account not found"}';
    expect(new ApiError(404, notFound, 'Not Found').code).toBe('account_not_found');
    expect(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway').code).toBeNull();
    expect(new ApiError(500, '{"error":42}', '').code).toBeNull();
  });

  it('uses the status text when the failure has no body', async () => {
    const { api } = fakeNetwork(
      () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(api.request('GET', '/api/wishes')).rejects.toThrow('500: Internal Server Error');
  });

  it('answers null on 401 when asked to, and still fails on other errors', async () => {
    const unauthorised = fakeNetwork(() => new Response('no', { status: 401 }));
    await expect(unauthorised.api.getOrNullOn401('/api/auth/user')).resolves.toBeNull();
    await expect(unauthorised.api.request('GET', '/api/auth/user')).rejects.toThrow('401: no');

    const broken = fakeNetwork(() => new Response('boom', { status: 502 }));
    await expect(broken.api.getOrNullOn401('/api/auth/user')).rejects.toThrow('502: boom');
  });

  it('tells onError of every refusal before its caller hears of it, whoever made the call', async () => {
    const heard: Array<string | null> = [];
    const api = createApiClient(
      async () => new Response('{"error":"no_longer_helping"}', { status: 403 }),
      { onError: (error) => heard.push(error.code) },
    );
    await expect(api.request('GET', '/api/contacts')).rejects.toThrow('403');
    await expect(api.getOrNullOn401('/api/auth/user')).rejects.toThrow('403');
    expect(heard).toEqual(['no_longer_helping', 'no_longer_helping']);
  });
});

describe('the plan a client is made for', () => {
  it('is named in every call it sends, beside the JSON content type', async () => {
    const calls: Call[] = [];
    const api = createApiClient(
      (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response('{}', { status: 200 });
      }) as unknown as typeof fetch,
      { plan: 'h1' },
    );
    await api.request('GET', '/api/contacts');
    await api.request('POST', '/api/contacts', { name: 'Dr Lee' });
    expect(calls.map(({ init }) => init.headers)).toEqual([
      { 'X-Plan': 'h1' },
      { 'X-Plan': 'h1', 'Content-Type': 'application/json' },
    ]);
    // For the call made outside the client (the XHR upload).
    expect(api.headers()).toEqual({ 'X-Plan': 'h1' });
  });

  it('hands its listener a failure answered to a call made outside it', () => {
    const heard: Array<string | null> = [];
    const api = createApiClient(undefined, { onError: (error) => heard.push(error.code) });
    expect(api.headers()).toEqual({});
    api.reportFailure(new ApiError(409, '{"error":"plan_changed"}', 'Conflict'));
    expect(heard).toEqual(['plan_changed']);
  });
});

describe('calls by endpoint', () => {
  const updateWish = {
    method: 'PUT',
    path: '/wishes/:id',
    body: wishUpdateSchema,
    response: { json: shape.object({ id: shape.string() }) },
  } as const satisfies Endpoint;

  it("sends the endpoint's method to its address, with the parameters and the body", async () => {
    const { calls, api } = fakeNetwork(() => new Response('{"id":"w/1"}', { status: 200 }));
    await expect(
      api.call(updateWish, { params: { id: 'w/1' }, body: { preference: 'Jazz' } }),
    ).resolves.toEqual({ id: 'w/1' });
    expect(calls[0]).toMatchObject({
      url: '/api/wishes/w%2F1',
      init: { method: 'PUT', body: '{"preference":"Jazz"}' },
    });
  });

  it('reads every page of a list endpoint, its query kept', async () => {
    const listFiles = {
      method: 'GET',
      path: '/files',
      query: object({ documentId: string() }),
      response: { page: shape.object({ id: shape.string() }) },
    } as const satisfies Endpoint;
    const { calls, api } = fakeNetwork(() => new Response('[{"id":"f1"}]', { status: 200 }));
    await expect(api.callAllPages(listFiles, { query: { documentId: 'd1' } })).resolves.toEqual([
      { id: 'f1' },
    ]);
    expect(calls.map((call) => call.url)).toEqual(['/api/files?documentId=d1&limit=500']);
  });
  it('reads one page of a list endpoint with the cursor of the next, or null after the last', async () => {
    const listContacts = {
      method: 'GET',
      path: '/contacts',
      query: object({ role: string() }),
      response: { page: shape.object({ id: shape.string() }) },
    } as const satisfies Endpoint;
    const pages: Record<string, Response> = {
      '/api/contacts?role=friend&limit=2': new Response('[{"id":"c3"},{"id":"c2"}]', {
        headers: { Link: '</api/contacts?role=friend&limit=2&cursor=Mg>; rel="next"' },
      }),
      '/api/contacts?role=friend&limit=2&cursor=Mg': new Response('[{"id":"c1"}]'),
    };
    const api = createApiClient((async (url: string) => pages[url]!) as unknown as typeof fetch);
    await expect(
      api.callPage(listContacts, { query: { role: 'friend', limit: 2 } }),
    ).resolves.toEqual({ items: [{ id: 'c3' }, { id: 'c2' }], nextCursor: 'Mg' });
    await expect(
      api.callPage(listContacts, { query: { role: 'friend', limit: 2, cursor: 'Mg' } }),
    ).resolves.toEqual({ items: [{ id: 'c1' }], nextCursor: null });
  });
});

describe('apiErrorMessage', () => {
  it("prefers the API's message, then the error's, then the fallback", () => {
    const fromApi = new ApiError(401, '{"error":"x","message":"Incorrect email or password."}', '');
    expect(apiErrorMessage(fromApi, 'An error occurred')).toBe('Incorrect email or password.');
    expect(apiErrorMessage(new ApiError(502, 'Bad gateway', ''), 'An error occurred')).toBe(
      '502: Bad gateway',
    );
    expect(apiErrorMessage(new Error(''), 'An error occurred')).toBe('An error occurred');
    expect(apiErrorMessage('boom', 'An error occurred')).toBe('An error occurred');
  });

  it('follows the Link header to read every page of a list', async () => {
    const pages: Record<string, Response> = {
      '/api/wishes?limit=500': new Response('[{"id":"3"},{"id":"2"}]', {
        headers: { Link: '</api/wishes?limit=500&cursor=Mg>; rel="next"' },
      }),
      '/api/wishes?limit=500&cursor=Mg': new Response('[{"id":"1"}]'),
    };
    const calls: string[] = [];
    const api = createApiClient((async (url: string) => {
      calls.push(url);
      return pages[url]!;
    }) as unknown as typeof fetch);
    await expect(api.getAllPages('/api/wishes')).resolves.toEqual([
      { id: '3' },
      { id: '2' },
      { id: '1' },
    ]);
    expect(calls).toEqual(['/api/wishes?limit=500', '/api/wishes?limit=500&cursor=Mg']);
  });
});
