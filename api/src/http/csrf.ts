import type { Middleware } from 'koa';
import { HttpError } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery protection that keeps the client calls of the spec unchanged.
 * With SameSite=Lax cookies, a state-changing API request must also
 * - not come from another site: an Origin header, when present, must be this origin (or
 *   PUBLIC_URL's), and the browser's Sec-Fetch-Site must not say cross-site;
 * - carry JSON when it has a body: an HTML form cannot send application/json without a
 *   preflight that this server never grants.
 * An HTML form can send multipart/form-data, so the upload routes (`multipartPaths`, lower
 * case, under /api) take it only with an Origin header naming this site, which every browser
 * sends with a POST and no other site can forge.
 */
export function csrfProtection(publicUrl: string, multipartPaths: ReadonlySet<string>): Middleware {
  const trustedOrigin = new URL(publicUrl).origin;
  const checkThenContinue: Middleware = async (ctx, next) => {
    const origin = ctx.get('Origin');
    // Our own origin from protocol and Host (Koa's ctx.origin echoes the Origin header).
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    if (origin && origin !== ownOrigin && origin !== trustedOrigin) {
      throw new HttpError(403, 'cross_site_request', 'Requests from other sites are refused.');
    }
    if (ctx.get('Sec-Fetch-Site') === 'cross-site') {
      throw new HttpError(403, 'cross_site_request', 'Requests from other sites are refused.');
    }
    const hasBody =
      Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
    const sameSiteUpload =
      Boolean(origin) &&
      multipartPaths.has(ctx.path.toLowerCase()) &&
      ctx.is('multipart/form-data') === 'multipart/form-data';
    if (hasBody && !ctx.is('application/json') && !sameSiteUpload) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        'Send the request body as application/json.',
      );
    }
    await next();
  };
  // Every unsafe request, whatever its path (routes match paths case-insensitively). Safe ones
  // pass straight on, without an async step: this runs on every request.
  return (ctx, next) => (UNSAFE_METHODS.has(ctx.method) ? checkThenContinue(ctx, next) : next());
}
