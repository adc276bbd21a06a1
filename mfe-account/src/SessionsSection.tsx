import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';
import { formatDateTime, Section } from '@legacy-planner/planner-client';
import { accountSessionsQueryKey, fetchAccountSessions } from './api/accountSessions';
import { endSession } from './api/endSession';
import { endOtherSessions } from './api/endOtherSessions';
import { useAccountAction } from './useAccountAction';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'unknown');

/** Where the account is signed in: end one device's session, or every other. */
export function SessionsSection() {
  const { api, queryClient } = usePlatform();
  const { busy, run } = useAccountAction();
  const sessions = useQuery({
    queryKey: accountSessionsQueryKey,
    queryFn: () => fetchAccountSessions(api),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey });
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <Section id="account-sessions" title="Signed-in devices">
      {sessions.isError && <Typography>The list could not be loaded.</Typography>}
      <List aria-label="Signed-in devices" disablePadding>
        {(sessions.data ?? []).map((session) => (
          <ListItem
            key={session.id}
            disableGutters
            divider
            sx={{ flexWrap: 'wrap', gap: 1 }}
            secondaryAction={
              session.current ? undefined : (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={`Sign out ${session.device}, signed in ${when(session.signedInAt)}`}
                  onClick={() =>
                    void run(() => endSession(api, session.id), {
                      title: 'Device signed out',
                    }).then(refresh)
                  }
                >
                  Sign out
                </Button>
              )
            }
          >
            <ListItemText
              sx={{ pr: session.current ? 0 : 10 }}
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{session.device}</span>
                  {session.current && <Chip size="small" color="primary" label="This device" />}
                </Stack>
              }
              secondary={`Signed in ${when(session.signedInAt)} · last seen ${when(session.lastSeenAt)}`}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="outlined"
        disabled={busy || others.length === 0}
        onClick={() =>
          void run(() => endOtherSessions(api), { title: 'Other devices signed out' }).then(refresh)
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        Sign out all other devices
      </Button>
    </Section>
  );
}
