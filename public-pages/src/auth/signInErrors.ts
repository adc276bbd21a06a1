// Why a Google or Facebook sign-in came back to /login (?signInError=...), in words.
const messages: Record<string, string> = {
  google_not_configured: 'Sign-in with Google is not available on this site.',
  facebook_not_configured: 'Sign-in with Facebook is not available on this site.',
  provider_failed: 'The sign-in with your provider did not complete. Please try again.',
};

export function signInErrorMessage(code: string): string {
  return messages[code] ?? 'An error occurred';
}
