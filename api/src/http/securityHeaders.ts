import type { Middleware } from 'koa';
import { isApiPath } from './apiPath';

/** The hash of app.html's one inline script, as script-src names it. */
export const APP_START_SCRIPT_HASH = "'sha256-+tllXKxLVTTpWMsAEf8fgvLGqxkIuinQF00URX91ufs='";

/**
 * The Content Security Policy of every page. `remoteOrigins` are the other origins a deployment
 * loads module federation remotes from (scripts and their mf-manifest.json fetches); on the
 * one-origin server (`npm start`) there are none. deploy/nginx/shell.conf carries the same
 * policy with the compose remotes' origins (deploy/nginx.test.ts checks that they agree).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[] = []): string {
  const selfAndRemotes = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    // One inline script, allowed by its hash: app.html's, which shows the first screen
    // pre-rendered at build time and then starts the app's scripts
    // (shell/src/prerender/appStartScript.ts; a test in deploy/ checks the hash). Otherwise
    // the HTML pages only reference bundle files, and that script adds only files of 'self'.
    `script-src ${selfAndRemotes} ${APP_START_SCRIPT_HASH}`,
    // emotion (MUI's styling engine) injects <style> elements at run time and MUI sets style
    // attributes; neither can carry a nonce without server-side rendering, so styles need
    // 'unsafe-inline'. Styles cannot run code: scripts stay strictly 'self'.
    "style-src 'self' 'unsafe-inline'",
    // data: for the empty favicon of the HTML template (<link rel="icon" href="data:,">).
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${selfAndRemotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
/** API answers are data, never a page: they may load nothing and be framed by no one. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers every response carries. */
// Not async: it only sets headers before the rest runs, and it runs on every request.
export const securityHeaders: Middleware = (ctx, next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('X-Frame-Options', 'DENY');
  const api = isApiPath(ctx.path);
  ctx.set('Content-Security-Policy', api ? API_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  // Only a request that arrived over HTTPS (ctx.secure honours X-Forwarded-Proto only behind a
  // trusted proxy, TRUST_PROXY=true): browsers ignore HSTS on plain HTTP anyway, and sending it
  // for a local http:// server would be wrong.
  if (ctx.secure) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  // API data is personal: neither browsers nor proxies may keep a copy. Set here, before the
  // routes run, so that every API answer (errors included) has it without each route
  // remembering it.
  if (api) ctx.set('Cache-Control', 'no-store');
  return next();
};
