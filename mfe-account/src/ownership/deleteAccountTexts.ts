import type { ToastMessage } from '@legacy-planner/shared-ui';

export const ACCOUNT_DELETED_TOAST: ToastMessage = {
  title: 'Account deleted',
  description: 'Your account and everything in it have been deleted.',
  variant: 'success',
};

export const WRONG_PASSWORD = 'The password is not correct.';
export const WRONG_CODE =
  'Enter the newest code from your authenticator app, or an unused recovery code.';
export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';
