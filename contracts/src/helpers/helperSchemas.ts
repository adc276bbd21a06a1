import '../yupLocale';
import { mixed, object, string, type InferType } from 'yup';
import { isEmailAddress } from '../emailAddress';
import { LIMITS } from '../planner/plannerSchemas';
import { helperRoles, type HelperRole } from './helperRules';

// The bodies of the helper routes: the owner's invitation and role choices, and the helper's
// choice of plan. A helper's request through the journey is lovedOneAccessSchema (privacy).

const role = () =>
  mixed<HelperRole>()
    .oneOf([...helperRoles], 'Please choose what they may do: edit or view')
    .required('Please choose what they may do: edit or view');

/** POST /api/helpers: the owner invites someone by email. */
export const inviteHelperSchema = object({
  name: string()
    .strict()
    .max(LIMITS.short, `Name must be at most ${LIMITS.short} characters`)
    .required('Please enter their name')
    .matches(/\S/, 'Please enter their name'),
  email: string()
    .strict()
    .required('Please enter a valid email address')
    .test('email', 'Please enter a valid email address', (value) => isEmailAddress(value)),
  role: role(),
}).noUnknown();
export type InviteHelperInput = InferType<typeof inviteHelperSchema>;

/** POST /api/helpers/{id}/approve and PUT /api/helpers/{id}: the role the helper has. */
export const helperRoleSchema = object({ role: role() }).noUnknown();
export type HelperRoleInput = InferType<typeof helperRoleSchema>;

/**
 * PUT /api/helping/active: the plan this session works on: a helper record of the signed-in
 * user (the server checks it is theirs and active), or null for their own plan. Never an owner's
 * id: the server finds the plan from the record.
 */
export const choosePlanSchema = object({
  helperId: string().strict().max(64, 'helperId is not valid').nullable().defined(),
}).noUnknown();
export type ChoosePlanInput = InferType<typeof choosePlanSchema>;

/** GET /api/helpers/{id}/changes?since=…: the changes since a day (YYYY-MM-DD), or all kept. */
export const helperChangesQuerySchema = object({
  since: string()
    .strict()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'since must be a date (YYYY-MM-DD)')
    .optional(),
}).noUnknown();
export type HelperChangesQuery = InferType<typeof helperChangesQuerySchema>;
