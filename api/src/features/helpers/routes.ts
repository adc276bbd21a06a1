import {
  acceptHelperInvitation,
  approveHelper,
  askToHelp,
  changeHelperRole,
  choosePlan,
  getHelping,
  inviteHelper,
  leaveHelpedPlan,
  listHelperChanges,
  listHelpers,
  removeHelper,
} from '@legacy-planner/contracts/endpoints/helpers';
import { route, type AnyRoute } from '../../routing/declaration';
import { perUser } from '../../routing/rateLimit';
import type { FeatureDependencies } from '../dependencies';
import { requestLimits } from '../access/routes';
import { helperService } from './helperService';

// People who help with a plan. The owner's side (/helpers) is the owner's alone: refused while
// the session works on a plan the user helps with. The helper's side (/helping) is about the
// signed-in person, whatever plan the session is on.

const tag = 'helpers';
const ownData = { none: "the caller's own helpers" } as const;
const HOUR = 60 * 60_000;
const helperId = { id: 'The helper record’s id' };

export function helperRoutes(deps: FeatureDependencies): AnyRoute[] {
  const helpers = helperService(deps);

  return [
    route({
      endpoint: listHelpers,
      tag,
      summary:
        'The people who help with the plan, are invited to, or ask to (with the answers of a request made with the questions)',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => helpers.list(caller.user),
    }),
    route({
      endpoint: inviteHelper,
      tag,
      summary:
        'Invite someone by email to help with the plan, with a role (they are mailed when mail is on)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: [perUser('helper-invite', 20, HOUR, 'Too many invitations.')],
      errors: {
        400: 'The owner’s own email (own_email)',
        409: 'Already a helper, invited or asking (already_helper), or the plan has MAX_HELPERS (too_many_helpers)',
      },
      action: ({ caller, body }) => helpers.invite(caller.user, body),
    }),
    route({
      endpoint: approveHelper,
      tag,
      summary: 'Approve a request to help, with the role chosen (only the owner, never an admin)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: ownData,
      params: helperId,
      errors: {
        409: 'Not a waiting request (not_requested), or the plan has MAX_HELPERS (too_many_helpers)',
      },
      action: ({ caller, params, body }) => helpers.approve(caller.user, params.id!, body.role),
    }),
    route({
      endpoint: changeHelperRole,
      tag,
      summary: 'Change what a helper may do',
      policy: 'owner',
      rateLimit: ownData,
      params: helperId,
      errors: { 409: 'Not an active helper (not_active)' },
      action: ({ caller, params, body }) => helpers.changeRole(caller.user, params.id!, body.role),
    }),
    route({
      endpoint: removeHelper,
      tag,
      summary:
        'Remove a helper (their access ends at once), decline a request or withdraw an invitation',
      policy: 'owner',
      rateLimit: ownData,
      params: helperId,
      action: ({ caller, params }) => helpers.remove(caller.user, params.id!),
    }),
    route({
      endpoint: listHelperChanges,
      tag,
      summary: 'What a helper changed in the plan, newest first, since a day if given',
      policy: 'owner',
      rateLimit: ownData,
      params: helperId,
      action: ({ caller, params, query }) => helpers.changes(caller.user, params.id!, query.since),
    }),
    route({
      endpoint: getHelping,
      tag,
      summary:
        'The plans the signed-in user helps with, asked to or is invited to (invitations once their email is verified), and the plan this session works on',
      policy: 'owner',
      person: true,
      rateLimit: { none: "the caller's own plans" },
      action: ({ ctx, caller }) => helpers.helping(ctx, caller.user),
    }),
    route({
      endpoint: askToHelp,
      tag,
      summary:
        'Ask to help with a loved one’s plan, with their access key or the identity answers; their owner approves',
      policy: 'owner',
      person: true,
      rateLimit: requestLimits(deps.config),
      errors: {
        403: 'The details do not match (one answer for every cause, and for the user’s own plan)',
        409: 'The plan has MAX_WAITING_REQUESTS requests waiting (too_many_requests)',
      },
      action: ({ caller, body }) => helpers.ask(caller.user, body),
    }),
    route({
      endpoint: acceptHelperInvitation,
      tag,
      summary: 'Accept an invitation to the signed-in user’s verified email',
      policy: 'owner',
      person: true,
      rateLimit: { none: "the caller's own invitations" },
      params: helperId,
      errors: { 403: 'The email is not verified yet (email_not_verified)' },
      action: ({ caller, params }) => helpers.accept(caller.user, params.id!),
    }),
    route({
      endpoint: leaveHelpedPlan,
      tag,
      summary: 'Decline an invitation, withdraw a request or stop helping with a plan',
      policy: 'owner',
      person: true,
      rateLimit: { none: "the caller's own plans" },
      params: helperId,
      action: ({ ctx, caller, params }) => helpers.leave(ctx, caller.user, params.id!),
    }),
    route({
      endpoint: choosePlan,
      tag,
      summary:
        'Choose the plan this session works on: the user’s own (null) or one they help with now',
      policy: 'owner',
      person: true,
      rateLimit: { none: "the caller's own plans" },
      errors: {
        403: 'A plan the user does not help with yet (not_helping_yet)',
        404: 'No such helper record of the user',
      },
      action: ({ ctx, caller, body }) => helpers.choose(ctx, caller.user, body.helperId),
    }),
  ];
}
