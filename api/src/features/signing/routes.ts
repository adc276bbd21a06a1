import { getPlanSigningPlace, setSigningPlace } from '@legacy-planner/contracts/endpoints/signing';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import type { StoragePort } from '../../storage/port';

// Where the plan's owner signs its documents: the will, the health directive and the power of
// attorney print that place's signing page. The plan is the owner's, so only the owner says
// where (a helper is refused, 403 owner_only); the owner and their helpers read it.

const tag = 'signing';

export function signingRoutes(store: StoragePort): AnyRoute[] {
  return [
    route({
      endpoint: setSigningPlace,
      tag,
      summary: "Say where the owner signs the plan's documents: a US state, DC or 'other'",
      policy: 'owner',
      rateLimit: { none: "overwrites one field of the caller's own account" },
      async action({ caller, body }) {
        const updated = await store.users.setSigningPlace(caller.user.id, body.signingPlace);
        if (!updated) throw new HttpError(404, 'not_found', 'No such account.');
        return updated;
      },
    }),
    route({
      endpoint: getPlanSigningPlace,
      tag,
      summary: 'Where the owner of the plan in use signs its documents (null until they say)',
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: { none: "one field of the plan owner's account" },
      action: ({ caller }) => ({ signingPlace: caller.owner.signingPlace }),
    }),
  ];
}
