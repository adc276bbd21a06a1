import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  PlatformProvider,
  createPlatformAddress,
  createQueryClient,
  type PlatformContract,
} from '@legacy-planner/shared-ui';
import { createClientStore, fakeNetwork } from '@legacy-planner/shared-ui/testing';
import { demoLists, plannerQueryKeys, usePlannerList, useRefetchAfterChange } from './index';

function platformWith(routes: Parameters<typeof fakeNetwork>[0], isDemoMode = false) {
  const network = fakeNetwork(routes);
  const platform = {
    user: null,
    isDemoMode,
    isReadOnly: isDemoMode,
    toast: jest.fn(),
    navigate: jest.fn(),
    loadPage: jest.fn(),
    address: createPlatformAddress(''),
    openJourney: jest.fn(),
    updateUser: jest.fn(),
    queryClient: createQueryClient(),
    api: network.api,
    rootReducer: createClientStore().rootReducer,
  } satisfies PlatformContract;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider value={platform}>
      <QueryClientProvider client={platform.queryClient}>{children}</QueryClientProvider>
    </PlatformProvider>
  );
  return { platform, wrapper, calls: network.calls };
}

describe('usePlannerList', () => {
  it('reads a collection whole, asking for the largest pages', async () => {
    const wishes = [{ id: 'w1', preference: 'Jazz' }];
    const { wrapper, calls } = platformWith({ 'GET /api/wishes': wishes });
    const { result } = renderHook(() => usePlannerList('wishes'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(wishes));
    expect(calls.map((call) => call.path)).toEqual(['/api/wishes?limit=500']);
  });

  it('reads the first page of the activity log only', async () => {
    const { wrapper, calls } = platformWith({ 'GET /api/activities': [] });
    const { result } = renderHook(() => usePlannerList('activities'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((call) => call.path)).toEqual(['/api/activities']);
  });

  it('answers the built-in sample plan in demo mode and calls no API', async () => {
    const { wrapper, calls } = platformWith({}, true);
    const { result } = renderHook(() => usePlannerList('documents'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(demoLists.documents));
    expect(calls).toEqual([]);
  });

  it('keys demo and account data apart, so neither is shown as the other', async () => {
    const account = platformWith({ 'GET /api/contacts': [] });
    const { result } = renderHook(() => usePlannerList('contacts'), { wrapper: account.wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(account.platform.queryClient.getQueryData([...plannerQueryKeys.contacts, 'demo'])).toBe(
      undefined,
    );
  });
});

describe('useRefetchAfterChange', () => {
  it('fetches the changed list and the activity log again', async () => {
    let documentReads = 0;
    let activityReads = 0;
    const { wrapper } = platformWith({
      'GET /api/documents': () => (documentReads++, []),
      'GET /api/activities': () => (activityReads++, []),
    });
    const { result } = renderHook(
      () => ({
        documents: usePlannerList('documents'),
        activities: usePlannerList('activities'),
        refetchAfterChange: useRefetchAfterChange(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.activities.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.documents.isSuccess).toBe(true));
    await result.current.refetchAfterChange('documents');
    expect([documentReads, activityReads]).toEqual([2, 2]);
  });
});
