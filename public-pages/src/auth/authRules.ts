// The sign-in and sign-up rules of the contracts (their yup schemas, messages and the demo
// account), which the sign-in page loads when it first needs them (a field left, the form sent,
// Try Demo): the page starts without yup and its schemas. Its scripts fetch this module while the
// browser is idle, so it is at hand by then.
export {
  authMessages,
  DEMO_ACCOUNT,
  loginSchema,
  MIN_PASSWORD_LENGTH,
  signupFormSchema,
} from '@legacy-planner/contracts';
// The endpoints that carry those schemas (the body each checks) come with them.
export { signIn, signInWithCode, signUp } from '@legacy-planner/contracts/endpoints/authForms';
