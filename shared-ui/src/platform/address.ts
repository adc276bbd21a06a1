import { useMemo, useSyncExternalStore } from 'react';
import { usePlatform, type PlatformAddress } from './contract';

/** The query of the page's address, kept up to date as the address changes. */
export function useAddressQuery(): URLSearchParams {
  const { address } = usePlatform();
  const search = useSyncExternalStore(address.subscribe, address.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * An address store for whoever provides the platform: it holds the query given last and tells
 * the components that read it when it changes.
 */
export function createPlatformAddress(initialSearch: string) {
  let search = initialSearch;
  const listeners = new Set<() => void>();
  const address: PlatformAddress & { update(next: string): void } = {
    search: () => search,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    update(next) {
      if (next === search) return;
      search = next;
      listeners.forEach((listener) => listener());
    },
  };
  return address;
}
