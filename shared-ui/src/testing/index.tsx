// Test support for remotes and the shell: renders a component inside the platform contract,
// with a real query client and API client whose network is a stand-in answering by route.
// A route answers 200 (201 for POST) with its value, or what a Reply says.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'react-redux';
import { createClientStore } from '../platform/clientStore';
import {
  DesignKitProvider,
  PlatformProvider,
  createApiClient,
  createPlatformAddress,
  createQueryClient,
  type PlatformContract,
} from '../index';

/** An answer with a status of its own (a failure, or 204 without a body), and its headers. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers?: Record<string, string>,
  ) {}
}

/** A route's answer, or a function of the request's body and query that answers it. */
export type FakeRoutes = Record<
  string,
  unknown | ((body: unknown, query: URLSearchParams) => unknown)
>;

/**
 * A fetch that answers "METHOD /path" from the table (404 otherwise; the query string does not
 * choose the route, as on the server) and records each call with its full address.
 */
export function fakeNetwork(routes: FakeRoutes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchImpl = (async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path.split('?')[0]}`];
    if (route === undefined) return new Response('{"error":"not_found"}', { status: 404 });
    const query = new URL(path, 'http://test.invalid').searchParams;
    const answer = typeof route === 'function' ? route(body, query) : route;
    if (answer instanceof Reply) {
      const text = answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(text, { status: answer.status, headers: answer.headers });
    }
    return new Response(JSON.stringify(answer), { status: method === 'POST' ? 201 : 200 });
  }) as unknown as typeof fetch;
  return { calls, api: createApiClient(fetchImpl) };
}

export { createClientStore };

export function renderWithPlatform(ui: ReactElement, overrides: Partial<PlatformContract> = {}) {
  const { store, rootReducer } = createClientStore();
  const platform: PlatformContract = {
    user: null,
    isDemoMode: false,
    isReadOnly: false,
    toast: jest.fn(),
    navigate: jest.fn(),
    loadPage: jest.fn(),
    address: createPlatformAddress(''),
    openJourney: jest.fn(),
    updateUser: jest.fn(),
    queryClient: createQueryClient(),
    api: fakeNetwork({}).api,
    rootReducer,
    ...overrides,
  };
  const result = render(
    <DesignKitProvider>
      <PlatformProvider value={platform}>
        <QueryClientProvider client={platform.queryClient}>
          <StoreProvider store={store}>{ui}</StoreProvider>
        </QueryClientProvider>
      </PlatformProvider>
    </DesignKitProvider>,
  );
  return { ...result, platform, store };
}

/**
 * renderWithPlatform for a component that suspends on its first render (a tab that waits for
 * its first screen's data: planner-client's useQueriesSettled); resolves once it has rendered.
 */
export async function renderWithPlatformSettled(
  ui: ReactElement,
  overrides: Partial<PlatformContract> = {},
) {
  let rendered: ReturnType<typeof renderWithPlatform> | undefined;
  await act(async () => {
    rendered = renderWithPlatform(ui, overrides);
  });
  return rendered as ReturnType<typeof renderWithPlatform>;
}
export { FakeUpload, installFakeUploads } from './fakeUploads';
export { signedInPerson } from './people';
