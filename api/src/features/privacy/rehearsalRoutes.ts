import { rehearseAccess } from '@legacy-planner/contracts/endpoints/access';
import { route, type AnyRoute } from '../../routing/declaration';
import type { AccessDependencies } from '../access/accessDependencies';
import { accessRequests } from '../access/accessRequests';
import { planItems } from '../access/planItems';
import { requestLimits } from '../access/routes';
import { previewOf } from './preview';

// The owner walks /access against their own plan: the card or key they type is checked as
// /access checks it, and what they are shown is the preview of that level. Nothing is written:
// no grant, no viewer session, no log entry or notice (the owner is the one asking, and the log
// tells them who else came in). The attempts count with /access's, per address, so the
// rehearsal is no way around their limits to guess a key or a card's code.

export function rehearsalRoutes(deps: AccessDependencies): AnyRoute[] {
  const flow = accessRequests(deps);
  const items = planItems(deps.store, deps.sealer);
  return [
    route({
      endpoint: rehearseAccess,
      tag: 'privacy',
      summary:
        'Rehearse /access on one’s own plan: the card or key is checked as /access checks it, and the answer is the preview of that level; grants nothing',
      policy: 'owner',
      writesNothing: true,
      rateLimit: requestLimits(deps.config),
      errors: { 403: 'The card or key does not open this level (the same answer as /access)' },
      async action({ caller, body }) {
        await flow.rehearse(caller.user, body);
        return previewOf(caller.user, await items.list(caller.user.id), body.level);
      },
    }),
  ];
}
