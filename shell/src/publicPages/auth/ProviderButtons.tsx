import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AuthProviders } from '@legacy-planner/contracts';
import { getAuthProviders } from '../../api/authProviders';
import { loadPage } from '../../navigation/pageLoad';
import { usePublicSession } from '../session';
import { useToast } from '../toasts';

const providers = [
  { id: 'google', label: 'Continue with Google', name: 'Google' },
  { id: 'facebook', label: 'Continue with Facebook', name: 'Facebook' },
] as const;

/** Google and Facebook sign-in: a browser navigation to the API, when the site offers it. */
export function ProviderButtons({ disabled }: { disabled: boolean }) {
  const { api } = usePublicSession();
  const toast = useToast();
  // Asked once, when the screen opens; until the answer comes, a provider counts as not set up.
  const [configured, setConfigured] = useState<AuthProviders | null>(null);
  useEffect(() => {
    let current = true;
    getAuthProviders(api).then(
      (answer) => current && setConfigured(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);

  return (
    <Stack spacing={1}>
      {providers.map(({ id, label, name }) => (
        <Button
          key={id}
          variant="outlined"
          fullWidth
          disabled={disabled}
          onClick={() => {
            if (configured?.[id]) {
              loadPage(`/api/auth/${id}`);
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
