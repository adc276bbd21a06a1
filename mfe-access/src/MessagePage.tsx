import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_TEXTS, type OpenedMessage } from '@legacy-planner/contracts';
import { formatDateTime } from '@legacy-planner/planner-client';
import { ApiError, useAddressQuery, usePlatform } from '@legacy-planner/shared-ui';
import { messageRecordingAddress, openMessageQuery } from './api/openMessage';

/**
 * /message?token=…, public: the one legacy message a recipient's emailed link opens, with no
 * account: its text, or its recording streamed from the vault.
 */
export default function MessagePage() {
  const { api } = usePlatform();
  const token = useAddressQuery().get('token') ?? '';
  const opened = useQuery({ ...openMessageQuery(api, token), enabled: token !== '' });

  if (!token || opened.isError) {
    const rateLimited = opened.error instanceof ApiError && opened.error.status === 429;
    return (
      <Stack spacing={2}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          This link does not open a message
        </Typography>
        <Typography>
          {rateLimited
            ? 'Too many attempts from this address. Please try again later.'
            : !token || (opened.error instanceof ApiError && opened.error.status === 404)
              ? `${MESSAGE_TEXTS.linkUnusable} The person handling the estate can send it again.`
              : 'The message could not be loaded. Please try again.'}
        </Typography>
      </Stack>
    );
  }
  if (opened.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Opening the message…</Typography>
      </Box>
    );
  }
  return <Opened message={opened.data} token={token} />;
}

function Opened({ message, token }: { message: OpenedMessage; token: string }) {
  const recording = message.recording;
  return (
    <Stack spacing={2}>
      {message.test && (
        <Alert severity="info">
          This is a test delivery: what {message.recipientName || 'your recipient'} will see.
          Opening it changes nothing.
        </Alert>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        A message from {message.ownerName}
      </Typography>
      {message.recipientName && <Typography>For {message.recipientName}</Typography>}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {recording ? (
          message.messageType === 'video' ? (
            <Box
              component="video"
              controls
              preload="metadata"
              src={messageRecordingAddress(token)}
              aria-label={`Video message from ${message.ownerName}`}
              sx={{ width: '100%', maxHeight: '70vh' }}
            />
          ) : (
            <Box
              component="audio"
              controls
              preload="metadata"
              src={messageRecordingAddress(token)}
              aria-label={`Audio message from ${message.ownerName}`}
              sx={{ width: '100%' }}
            />
          )
        ) : (
          <Typography
            component="div"
            data-testid="message-text"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {message.content}
          </Typography>
        )}
      </Paper>
      <Typography variant="body2" color="text.secondary">
        This link works until {formatDateTime(message.linkExpiresAt)}.
      </Typography>
    </Stack>
  );
}
