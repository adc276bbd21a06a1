import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';
import { authProvidersQuery } from '../../api/authProviders';

const providers = [
  { id: 'google', label: 'Continue with Google', name: 'Google' },
  { id: 'facebook', label: 'Continue with Facebook', name: 'Facebook' },
] as const;

/** Google and Facebook sign-in: a browser navigation to the API, when the site offers it. */
export function ProviderButtons({ disabled }: { disabled: boolean }) {
  const { api, toast } = usePlatform();
  const configured = useQuery(authProvidersQuery(api));

  return (
    <Stack spacing={1}>
      {providers.map(({ id, label, name }) => (
        <Button
          key={id}
          variant="outlined"
          fullWidth
          disabled={disabled}
          onClick={() => {
            if (configured.data?.[id]) {
              window.location.assign(`/api/auth/${id}`);
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
