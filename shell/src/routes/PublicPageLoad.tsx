import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '../layout/LoadingScreen';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';

/** Whether this document was itself loaded at `pathname`, rather than navigated to in the app. */
function documentLoadedAt(pathname: string): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return navigation ? new URL(navigation.name).pathname === pathname : false;
}

/**
 * A public page (`/`, `/login`, `/signup`) reached inside the app (signing out, the guard of
 * a protected page, a link home): the app hands it over to the public pages' own build with a
 * full page load, in place of the address the app has just taken.
 */
export function PublicPageLoad() {
  const { pathname, search } = useLocation();
  // The servers answer these addresses with their pre-rendered pages, never with app.html:
  // loading the address again would only load the app again, endlessly.
  if (documentLoadedAt(pathname)) {
    throw new Error(`${pathname} was answered with app.html instead of its public page`);
  }
  useEffect(() => {
    loadPage(pathname + search, { replace: true });
  }, [pathname, search]);
  return <LoadingScreen />;
}
