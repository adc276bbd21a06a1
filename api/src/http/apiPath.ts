/** Where the API's routes are. */
export const API_PREFIX = '/api';

/**
 * Whether `path` is `prefix` (lower case, without a trailing slash) or under it, in any case:
 * routes match paths case-insensitively, so every spelling they answer is under their prefix.
 */
export function isUnder(prefix: string, path: string): boolean {
  const after = path.charAt(prefix.length);
  return (after === '' || after === '/') && path.slice(0, prefix.length).toLowerCase() === prefix;
}

/**
 * /api and everything under it, in any case: an API path to the rest of the server too (its
 * headers, and the front end, which must not answer it with a page), as to the API's router.
 */
export const isApiPath = (path: string): boolean => isUnder(API_PREFIX, path);
