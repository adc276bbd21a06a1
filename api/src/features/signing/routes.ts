import { getPlanSigningPlace, setSigningPlace } from '@legacy-planner/contracts/endpoints/signing';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import type { FeatureDependencies } from '../dependencies';
import { addReviewReason } from '../planReview/planReview';

// Where the plan's owner signs its documents: the will, the health directive and the power of
// attorney print that place's signing page. The plan is the owner's, so only the owner says
// where (a helper is refused, 403 owner_only); the owner and their helpers read it. A move
// from one place to another asks the owner to review the plan (features/planReview); the
// first choice does not, as nothing in the owner's life changed.

const tag = 'signing';

export function signingRoutes({ store, clock }: FeatureDependencies): AnyRoute[] {
  return [
    route({
      endpoint: setSigningPlace,
      tag,
      summary: "Say where the owner signs the plan's documents: a US state, DC or 'other'",
      policy: 'owner',
      rateLimit: { none: "overwrites one field of the caller's own account" },
      async action({ caller, body }) {
        const updated = await store.unitOfWork(async (tx) => {
          const before = await tx.users.findById(caller.user.id);
          const changed = await tx.users.setSigningPlace(caller.user.id, body.signingPlace);
          const moved = before?.signingPlace && before.signingPlace !== body.signingPlace;
          if (changed && moved) {
            await addReviewReason(tx, { clock }, caller.user.id, {
              kind: 'signing-place',
              detail: body.signingPlace,
              by: null,
            });
          }
          return changed;
        });
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
