// The session as both the public pages and the app see it: who is signed in, signing out.
export { getCurrentUser } from './currentUser';
export { signOut } from './signOut';
export { SIGN_OUT_FAILED_TOAST } from './signOutFailed';
