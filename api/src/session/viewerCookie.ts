import type { Context } from 'koa';

// A viewer's grant travels in a cookie of its own, never in the signed-in user's session
// (decisions §2): someone who signs in to their own plan on the same browser keeps both apart,
// and signing out of an account never ends, nor extends, a grant.

export const VIEWER_COOKIE = 'lp.access';

/** Signed with the session keys (app.keys); httpOnly, SameSite=Lax, Secure over HTTPS. */
export function setViewerCookie(ctx: Context, grant: { id: string; expiresAt: string }): void {
  ctx.cookies.set(VIEWER_COOKIE, grant.id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    expires: new Date(grant.expiresAt),
  });
}

/** The grant id the viewer's cookie names, if its signature holds. */
export function viewerGrantId(ctx: Context): string | undefined {
  return ctx.cookies.get(VIEWER_COOKIE, { signed: true }) || undefined;
}

export function clearViewerCookie(ctx: Context): void {
  ctx.cookies.set(VIEWER_COOKIE, null, { signed: true, httpOnly: true, sameSite: 'lax' });
}
