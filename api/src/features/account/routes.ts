import { getAccountPreferences } from '@legacy-planner/contracts/endpoints/account';
import { saveAccountPreferences } from '@legacy-planner/contracts/endpoints/accountForms';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import type { StoragePort } from '../../storage/port';

// The account's own settings. One so far: whether the plan is shared with the administrators'
// Airtable sync (decisions §5), off until the user turns it on; each change is in their log.

export function accountRoutes(store: StoragePort): AnyRoute[] {
  return [
    route({
      endpoint: getAccountPreferences,
      tag: 'account',
      summary: "The signed-in user's account preferences",
      policy: 'owner',
      rateLimit: { none: "the caller's own settings" },
      action: ({ caller }) => ({ shareWithAdmins: caller.user.shareWithAdmins }),
    }),
    route({
      endpoint: saveAccountPreferences,
      tag: 'account',
      summary: 'Share the plan with the administrators (or stop: later syncs leave it out)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: { none: "the caller's own settings" },
      async action({ caller, body }) {
        const updated = await store.unitOfWork(async (tx) => {
          const user = await tx.users.setShareWithAdmins(caller.user.id, body.shareWithAdmins);
          if (user && body.shareWithAdmins !== caller.user.shareWithAdmins) {
            await tx.events.append({
              ownerId: user.id,
              actor: { kind: 'owner' },
              action: 'sharing.changed',
              subject: null,
              detail: body.shareWithAdmins
                ? 'Your plan is shared with the administrators’ Airtable sync'
                : 'Your plan is no longer shared with the administrators’ Airtable sync',
            });
          }
          return user;
        });
        if (!updated) throw new HttpError(404, 'not_found', 'No such account.');
        return { shareWithAdmins: updated.shareWithAdmins };
      },
    }),
  ];
}
