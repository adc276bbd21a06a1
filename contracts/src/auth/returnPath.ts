// Where sign-in takes a visitor who was sent to it from a page of the app (a deep link such as
// the owner's emailed notice, `/app?tab=privacy`): back to that page. The address comes from the
// visitor's own URL, so it is a path of this site's pages only: never another site (`//evil`,
// `/\evil`, `https:`), never the API, never the sign-in pages themselves.

/** The query parameter of /login, /signup and a provider sign-in's start that carries it. */
export const RETURN_PATH_PARAM = 'next';
/** Where sign-in goes when no page was asked for (spec section 4). */
export const DEFAULT_RETURN_PATH = '/app';
const MAX_RETURN_PATH_LENGTH = 2048;
const NOT_A_RETURN = /^\/(api|login|signup)(\/|$)/i;
// A browser forgives a backslash for a slash and drops tabs and newlines, so `/\evil` and
// `/<tab>/evil` would leave the site: no path with either is followed.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORGIVEN_BY_BROWSERS = /[\u0000-\u001f\u007f\\]/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** The path to return to after sign-in, or null when `value` is none or not safe to follow. */
export function returnPathFrom(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return null;
  // A path from this site's root: one slash, then not another (`//evil` is another site).
  if (!/^\/(?!\/)/.test(value) || FORGIVEN_BY_BROWSERS.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0]!;
  if (DOT_SEGMENT.test(pathname) || NOT_A_RETURN.test(pathname)) return null;
  return value;
}

/** The sign-in address for a visitor asking for `path`: plain /login for the default page. */
export function signInAddressFor(path: string): string {
  const returnPath = returnPathFrom(path);
  if (!returnPath || returnPath === DEFAULT_RETURN_PATH) return '/login';
  return `/login?${RETURN_PATH_PARAM}=${encodeURIComponent(returnPath)}`;
}
