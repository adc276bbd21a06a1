import type { Context } from 'koa';
import type { UserRecord } from '../storage/port';

// The signed-in user of a request, once the session has been read (see
// features/auth/currentUser.ts). Kept here, beside the session, so that the routing layer's
// policies read it without depending on a feature.

interface SignedInState {
  user?: UserRecord;
}

export function signedInUser(ctx: Context): UserRecord | undefined {
  return (ctx.state as SignedInState).user;
}

export function setSignedInUser(ctx: Context, user: UserRecord): void {
  (ctx.state as SignedInState).user = user;
}
