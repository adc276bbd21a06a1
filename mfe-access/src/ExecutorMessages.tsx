import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  MESSAGE_TEXTS,
  messageDeliveryStateLabels,
  type ExecutorMessage,
} from '@legacy-planner/contracts';
import { deliveryLabels } from '@legacy-planner/contracts/labels';
import { ApiError, usePlatform } from '@legacy-planner/shared-ui';
import { formatDateTime } from '@legacy-planner/planner-client';
import { confirmMilestone } from './api/confirmMilestone';
import { executorMessagesQuery, executorMessagesQueryKey } from './api/executorMessages';
import { resendMessage } from './api/resendMessage';

/**
 * For the person with full access (the executor): the legacy messages the owner left, by
 * recipient and how each stands. Never their words or recordings: those open only with the
 * recipient's own link. Once the plan is released after a passing (a full grant the living
 * owner approved is not that), a life-milestone message is sent when the executor confirms its
 * milestone, and a delivered message's link can be sent again.
 */
export function ExecutorMessages({ ownerName }: { ownerName: string }) {
  const { api } = usePlatform();
  const listed = useQuery(executorMessagesQuery(api));
  if (!listed.data || listed.data.messages.length === 0) return null;
  const { messages, released } = listed.data;
  return (
    <Box component="section" aria-labelledby="shared-legacy-messages">
      <Typography id="shared-legacy-messages" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Legacy messages
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {ownerName} left these messages for the people named. Each is emailed to its recipient with
        a link only they can open: you see whom each is for and how it stands, never what it says.
      </Typography>
      {!released && <Typography sx={{ mb: 1.5 }}>{MESSAGE_TEXTS.notReleased}</Typography>}
      <Stack component="ul" aria-label="Legacy messages" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} released={released} />
        ))}
      </Stack>
    </Box>
  );
}

function MessageItem({ message, released }: { message: ExecutorMessage; released: boolean }) {
  const { api, queryClient, toast } = usePlatform();
  const onError = (error: Error) =>
    toast({
      title: 'Not sent',
      description:
        error instanceof ApiError && error.code === 'unreachable'
          ? MESSAGE_TEXTS.unreachable
          : error.message,
      variant: 'destructive',
    });
  const done = (description: string) => {
    toast({ title: 'Message sent', description, variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: executorMessagesQueryKey });
  };
  const confirm = useMutation({
    mutationFn: () => confirmMilestone(api, message.id),
    onSuccess: () => done(MESSAGE_TEXTS.milestoneConfirmed),
    onError,
  });
  const resend = useMutation({
    mutationFn: () => resendMessage(api, message.id),
    onSuccess: () => done(MESSAGE_TEXTS.linkSentAgain),
    onError,
  });
  const recipient = message.recipientName || 'Someone not named';
  const timing =
    message.deliveryTiming === 'specific_date'
      ? `On ${message.specificDate || 'a date not chosen'}`
      : message.deliveryTiming === 'life_milestone'
        ? `At a life milestone${message.milestoneDetails ? `: ${message.milestoneDetails}` : ''}`
        : message.deliveryTiming
          ? deliveryLabels[message.deliveryTiming]
          : 'No delivery chosen';
  const waitingMilestone =
    message.deliveryTiming === 'life_milestone' && message.state === 'waiting';
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`Message for ${recipient}`}
      sx={{ p: 2, listStyle: 'none', overflowWrap: 'anywhere' }}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        For {recipient}
        {message.relationship ? ` (${message.relationship})` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {timing} · {messageDeliveryStateLabels[message.state]}
        {message.deliveredAt ? ` on ${formatDateTime(message.deliveredAt)}` : ''}
      </Typography>
      {!message.reachable && message.state === 'waiting' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          No email was left for this recipient: it cannot be sent.
        </Alert>
      )}
      {released && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {waitingMilestone && message.reachable && (
            <Button
              variant="contained"
              size="small"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate()}
            >
              The milestone has come: send it
            </Button>
          )}
          {message.state !== 'waiting' && (
            <Button
              variant="outlined"
              size="small"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Send the link again
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
