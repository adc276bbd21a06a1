import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AuthProviders } from '@legacy-planner/contracts';
import { RETURN_PATH_PARAM } from '@legacy-planner/contracts/returnPath';
import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import { providerSignIn } from '@legacy-planner/contracts/endpoints/auth';
import { getAuthProviders } from '@legacy-planner/planner-client/authProviders';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';
import { usePublicSession } from '../session';
import { useToast } from '../toasts';

const providers = [
  { id: 'google', label: 'Continue with Google', name: 'Google' },
  { id: 'facebook', label: 'Continue with Facebook', name: 'Facebook' },
] as const;

/**
 * Google and Facebook sign-in: a browser navigation to the API, when the site offers it, which
 * comes back to `returnPath` (a page of the app the visitor asked for) once signed in.
 */
export function ProviderButtons({
  disabled,
  returnPath,
}: {
  disabled: boolean;
  returnPath: string | null;
}) {
  const { api } = usePublicSession();
  const toast = useToast();
  // Asked once, when the screen opens. A click before the answer waits for it, rather than
  // telling someone whose click came early that the provider is not set up.
  const configured = useRef<Promise<AuthProviders | null> | null>(null);
  useEffect(() => {
    configured.current = getAuthProviders(api).catch(() => null);
  }, [api]);

  return (
    <Stack spacing={1}>
      {providers.map(({ id, label, name }) => (
        <Button
          key={id}
          variant="outlined"
          fullWidth
          disabled={disabled}
          onClick={async () => {
            const answer = await (configured.current ?? getAuthProviders(api).catch(() => null));
            if (answer?.[id]) {
              loadPage(
                endpointAddress(providerSignIn[id].start, {
                  query: { [RETURN_PATH_PARAM]: returnPath },
                }),
              );
            } else {
              toast({
                title: `${name} sign-in unavailable`,
                description: `Sign-in with ${name} is not set up on this site. Please use your email and password.`,
                variant: 'destructive',
              });
            }
          }}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
