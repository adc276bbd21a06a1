/**
 * /api and everything under it, in any case: the API's routes match paths case-insensitively,
 * so every spelling they answer is an API path to the rest of the server too (its headers, and
 * the front end, which must not answer it with a page).
 */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}
