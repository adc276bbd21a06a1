import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lovedOneAnswerLabels } from '../labels';

/**
 * What someone answered to the loved-one questions about the owner, under the questions' words
 * and in the journey's order, for the owner to judge.
 */
export function IdentityAnswers({
  name,
  answers,
}: {
  name: string;
  answers: Record<string, string>;
}) {
  const questions = [
    ...Object.keys(lovedOneAnswerLabels).filter((question) => question in answers),
    ...Object.keys(answers).filter((question) => !(question in lovedOneAnswerLabels)),
  ];
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }} aria-label={`Answers of ${name}`}>
      {questions.map((question) => (
        <Stack key={question} direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
            {lovedOneAnswerLabels[question] ?? question}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {answers[question]}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
