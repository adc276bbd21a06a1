import {
  helperChangeKinds,
  helperMethods,
  helperRoles,
  helperStates,
} from '../helpers/helperRules';
import {
  choosePlanSchema,
  helperChangesQuerySchema,
  helperRoleSchema,
  inviteHelperSchema,
} from '../helpers/helperSchemas';
import type {
  ActivePlan,
  HelpedPlan,
  HelperChange,
  Helping,
  PlanHelper,
} from '../helpers/helperTypes';
import { lovedOneAccessSchema } from '../privacy/privacySchemas';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// People who help with a plan. The owner's side (/helpers: the Privacy tab's "People who help
// with my plan") invites, approves, changes roles, removes, and reads each helper's changes.
// The helper's side (/helping) asks through the journey, accepts an invitation, leaves, and
// chooses the plan the session works on (the header's switcher).

export const planHelperShape = shape.describes<PlanHelper>()(
  shape.object(
    {
      id: shape.string(),
      name: shape.string(),
      email: shape.string(),
      relationship: shape.string(),
      role: shape.oneOf(helperRoles),
      state: shape.oneOf(helperStates),
      method: shape.oneOf(helperMethods),
      answers: shape.nullable(
        shape.record<string, string>(shape.string(), {
          description: 'The identity answers of a request made with the questions method',
        }),
      ),
      createdAt: shape.timestamp(),
      activeSince: shape.nullable(shape.timestamp()),
    },
    { title: 'PlanHelper' },
  ),
);

export const helpedPlanShape = shape.describes<HelpedPlan>()(
  shape.object(
    {
      helperId: shape.string(),
      ownerName: shape.string(),
      ownerEmail: shape.string(),
      role: shape.oneOf(helperRoles),
      state: shape.oneOf(helperStates),
      createdAt: shape.timestamp(),
    },
    { title: 'HelpedPlan' },
  ),
);

export const activePlanShape = shape.describes<ActivePlan>()(
  shape.object(
    {
      helperId: shape.string(),
      ownerName: shape.string(),
      role: shape.oneOf(helperRoles),
    },
    { title: 'ActivePlan' },
  ),
);

export const helpingShape = shape.describes<Helping>()(
  shape.object(
    {
      active: shape.nullable(activePlanShape),
      plans: shape.array(helpedPlanShape),
    },
    { title: 'Helping' },
  ),
);

export const helperChangeShape = shape.describes<HelperChange>()(
  shape.object(
    {
      at: shape.timestamp(),
      kind: shape.oneOf(helperChangeKinds),
      detail: shape.string(),
    },
    { title: 'HelperChange' },
  ),
);

// The owner's side.

export const listHelpers = {
  method: 'GET',
  path: '/helpers',
  response: { list: planHelperShape },
} as const satisfies Endpoint;
export const inviteHelper = {
  method: 'POST',
  path: '/helpers',
  body: inviteHelperSchema,
  response: { json: planHelperShape, status: 201 },
} as const satisfies Endpoint;
export const approveHelper = {
  method: 'POST',
  path: '/helpers/:id/approve',
  body: helperRoleSchema,
  response: { json: planHelperShape },
} as const satisfies Endpoint;
export const changeHelperRole = {
  method: 'PUT',
  path: '/helpers/:id',
  body: helperRoleSchema,
  response: { json: planHelperShape },
} as const satisfies Endpoint;
export const removeHelper = {
  method: 'DELETE',
  path: '/helpers/:id',
  response: { empty: true },
} as const satisfies Endpoint;
export const listHelperChanges = {
  method: 'GET',
  path: '/helpers/:id/changes',
  query: helperChangesQuerySchema,
  response: { list: helperChangeShape },
} as const satisfies Endpoint;

// The helper's side.

export const getHelping = {
  method: 'GET',
  path: '/helping',
  response: { json: helpingShape },
} as const satisfies Endpoint;
/** The journey's "planning for a loved one": with their access key or the identity answers. */
export const askToHelp = {
  method: 'POST',
  path: '/helping/requests',
  body: lovedOneAccessSchema,
  response: { json: helpedPlanShape, status: 201 },
} as const satisfies Endpoint;
export const acceptHelperInvitation = {
  method: 'POST',
  path: '/helping/:id/accept',
  response: { json: helpedPlanShape },
} as const satisfies Endpoint;
/** Declines an invitation, withdraws a request, or stops helping. */
export const leaveHelpedPlan = {
  method: 'DELETE',
  path: '/helping/:id',
  response: { empty: true },
} as const satisfies Endpoint;
export const choosePlan = {
  method: 'PUT',
  path: '/helping/active',
  body: choosePlanSchema,
  response: { json: helpingShape },
} as const satisfies Endpoint;
