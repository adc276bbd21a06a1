import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  contactAnswerLabels,
  contactAnswers,
  contactQuestion,
  type ContactAnswerOutcome,
  type ContactQuestion,
} from '@legacy-planner/contracts';
import { formatDateTime } from '@legacy-planner/planner-client';
import { ApiError, useAddressQuery, usePlatform } from '@legacy-planner/shared-ui';
import { AppLink } from './AppLink';
import { answerContactQuestion, contactQuestionQuery } from './api/contactQuestion';

const heading = { fontSize: { xs: '1.75rem', md: '2.25rem' } } as const;

/**
 * /is-ok?token=…, public: a trusted contact's emailed link when the owner missed their
 * check-ins. It shows the question and the three answers; only pressing one answers (mail
 * scanners open links, and opening must change nothing).
 */
export default function ContactAnswerPage() {
  const { api } = usePlatform();
  const token = useAddressQuery().get('token') ?? '';
  const question = useQuery({ ...contactQuestionQuery(api, token), enabled: token !== '' });
  const answer = useMutation({
    mutationFn: (chosen: (typeof contactAnswers)[number]) =>
      answerContactQuestion(api, token, chosen),
  });

  if (answer.isSuccess && question.data) {
    return <Answered outcome={answer.data} question={question.data} />;
  }
  const failed = question.error ?? answer.error;
  if (!token || failed) {
    const status = failed instanceof ApiError ? failed.status : null;
    return (
      <Stack spacing={2}>
        <Typography variant="h1" sx={heading}>
          This link does not work any more
        </Typography>
        <Typography>
          {status === 429
            ? 'Too many attempts from this address. Please try again later.'
            : !token || status === 404
              ? 'It was answered already, or it has expired. Thank you for looking out for them.'
              : 'Something went wrong. Please try again.'}
        </Typography>
      </Stack>
    );
  }
  if (!question.data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Opening the question…</Typography>
      </Box>
    );
  }
  const { ownerFirstName: name, contactName } = question.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={heading}>
        {contactQuestion(name)}
      </Typography>
      <Typography>
        Hello {contactName}. {name} has not checked in with Legacy Planner and named you as someone
        to ask. Please choose the answer that is true today.
      </Typography>
      <Stack spacing={1.5} role="group" aria-label={`Your answer about ${name}`}>
        {contactAnswers.map((choice) => (
          <Button
            key={choice}
            variant={choice === 'fine' ? 'contained' : 'outlined'}
            fullWidth
            size="large"
            disabled={answer.isPending}
            onClick={() => answer.mutate(choice)}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', whiteSpace: 'normal' }}
          >
            {contactAnswerLabels[choice]}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {name} is told of your answer. If you are not sure, you can leave this page: nothing is
        answered until you choose.
      </Typography>
    </Stack>
  );
}

function Answered({
  outcome,
  question,
}: {
  outcome: ContactAnswerOutcome;
  question: ContactQuestion;
}) {
  const name = question.ownerFirstName;
  if (outcome.grant) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1" sx={heading} tabIndex={-1}>
          Thank you for telling us
        </Typography>
        <Alert severity="info">
          {name} is told. So that you can help, you can open what {name} chose to share for an
          emergency, until {formatDateTime(outcome.grant.expiresAt)}.
        </Alert>
        <Typography>
          <AppLink to="/access/view">
            Open {outcome.grant.ownerName}&apos;s emergency information
          </AppLink>
        </Typography>
      </Stack>
    );
  }
  if (outcome.request) {
    const follow = `/access/view?request=${encodeURIComponent(outcome.request.requestId)}&token=${encodeURIComponent(outcome.request.claimToken)}`;
    return (
      <Stack spacing={2}>
        <Typography variant="h1" sx={heading} tabIndex={-1}>
          We are very sorry for your loss
        </Typography>
        <Typography>
          A request for full access to {name}&apos;s plan was opened for you.{' '}
          {outcome.request.grantsAt
            ? `${name}'s other trusted contacts are asked too. Unless ${name} checks in or refuses it, and nobody tells us ${name} is fine, it is granted on ${formatDateTime(outcome.request.grantsAt)}.`
            : `This server cannot email ${name} to ask them, so time alone never grants it: an administrator decides.`}
        </Typography>
        <Typography>
          {outcome.request.grantsAt ? 'We emailed you this link too: ' : 'Keep this link: '}
          <AppLink to={follow}>follow the request</AppLink>.
        </Typography>
      </Stack>
    );
  }
  if (outcome.answer === 'passed_away') {
    return (
      <Stack spacing={2}>
        <Typography variant="h1" sx={heading} tabIndex={-1}>
          Thank you for telling us
        </Typography>
        <Typography>
          A request for access to {name}&apos;s plan is already waiting. {name} is told of your
          answer.
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={heading} tabIndex={-1}>
        Thank you
      </Typography>
      <Typography>
        We told {name} you said they are fine, and nobody else is asked this time.
      </Typography>
    </Stack>
  );
}
