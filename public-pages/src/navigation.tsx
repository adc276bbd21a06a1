import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';
import { isPublicAddress } from '@legacy-planner/shared-ui/navigation';
import { loadPublicPage } from './pageTable';

// Moving between the public pages without loading a page (the router of the app is not part of
// them: too heavy for a first visit). An address of the app is a full page load to app.html.

export interface PublicLocation {
  pathname: string;
  search: string;
  /** What the page that navigated here handed over (history state), or null. */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface Navigation {
  location: PublicLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

export function usePublicNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('usePublicNavigation() needs the public pages (PublicPages)');
  return navigation;
}

const browserLocation = (): PublicLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: window.history.state as unknown,
});

/** Shows the page of the current address, and the next one once it has downloaded. */
export function PublicNavigation({
  page,
  location,
}: {
  page: ComponentType;
  location: PublicLocation;
}) {
  const [shown, setShown] = useState({ Page: page, location });
  // Only the latest navigation shows, whichever page downloads first.
  const latest = useRef(0);

  // Shows the page of `next` once it has downloaded, committing the address with it. An address
  // of the app, or a page that cannot download (offline), is loaded the ordinary way instead.
  const goTo = useCallback((next: PublicLocation, commit: () => void) => {
    const address = next.pathname + next.search;
    if (!isPublicAddress(next.pathname)) {
      loadPage(address);
      return;
    }
    const navigation = ++latest.current;
    loadPublicPage(next.pathname).then(
      (Page) => {
        if (navigation !== latest.current) return;
        startTransition(() => {
          commit();
          setShown({ Page, location: next });
        });
      },
      () => loadPage(address),
    );
  }, []);

  const navigate = useCallback(
    (to: string, { replace = false, state = null }: NavigateOptions = {}) => {
      const url = new URL(to, window.location.href);
      const address = url.pathname + url.search;
      goTo({ pathname: url.pathname, search: url.search, state }, () =>
        replace
          ? window.history.replaceState(state, '', address)
          : window.history.pushState(state, '', address),
      );
    },
    [goTo],
  );

  // Back and forward between the public pages (the browser has already set the address).
  useEffect(() => {
    const onPopState = () => goTo(browserLocation(), () => undefined);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [goTo]);

  const navigation = useMemo(
    () => ({ location: shown.location, navigate }),
    [shown.location, navigate],
  );
  return (
    <NavigationContext.Provider value={navigation}>
      <shown.Page />
    </NavigationContext.Provider>
  );
}

/** A link of the public pages: another public page shows in this one, any other address loads. */
export function PublicLink({ to, onClick, ...props }: ComponentProps<'a'> & { to: string }) {
  const { navigate } = usePublicNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A click the browser should handle itself: a new tab or window, a download, another target.
    const ownClick =
      event.button === 0 &&
      !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
      (!props.target || props.target === '_self');
    if (event.defaultPrevented || !ownClick) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} {...props} onClick={follow} />;
}
