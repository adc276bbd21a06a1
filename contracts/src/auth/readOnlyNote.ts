/**
 * Why nothing can be changed here (demo mode, or the read-only demo account), said once on a
 * page whose write controls are disabled: `purpose` finishes "sign up to …" with what the
 * visitor would do there with an account of their own.
 */
export const readOnlyNote = ({ demoMode, purpose }: { demoMode: boolean; purpose: string }) =>
  `${demoMode ? 'Demo mode' : 'The demo account'} is read-only: sign up to ${purpose}.`;
