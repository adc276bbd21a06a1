import type { ToastMessage } from '../toasts/toasts';

/** A sign-out the server did not confirm (the app's and the sign-in page's Sign Out). */
export const SIGN_OUT_FAILED_TOAST: ToastMessage = {
  title: 'Sign Out Failed',
  description: 'You are still signed in. Please check your connection and try again.',
  variant: 'destructive',
};
