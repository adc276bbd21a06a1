import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { journeyPriorities, type JourneyState } from '@legacy-planner/contracts';
import type { KeyCheck, LovedOneVerification } from './lovedOneVerification';

export interface StepProps {
  journey: JourneyState;
  change: (patch: Partial<JourneyState>) => void;
}

export function WhoStep({ journey, change }: StepProps) {
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="journey-who">I am planning</FormLabel>
        <RadioGroup
          aria-labelledby="journey-who"
          value={journey.planningFor ?? ''}
          onChange={(event) =>
            change({ planningFor: event.target.value as JourneyState['planningFor'] })
          }
        >
          <FormControlLabel value="self" control={<Radio />} label="For myself" />
          <FormControlLabel value="loved-one" control={<Radio />} label="For a loved one" />
        </RadioGroup>
      </FormControl>
      {journey.planningFor === 'loved-one' && (
        <TextField
          label="Your relationship to them"
          value={journey.relationship}
          onChange={(event) => change({ relationship: event.target.value })}
        />
      )}
    </Stack>
  );
}

/** How a family member or executor shows they may plan for their loved one. */
export function AccessStep({
  journey,
  change,
  keyCheck,
  changeKeyCheck,
  problem,
}: StepProps & {
  keyCheck: KeyCheck;
  changeKeyCheck: (patch: Partial<KeyCheck>) => void;
  problem: string | null;
}) {
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="journey-access">Verify access with</FormLabel>
        <RadioGroup
          aria-labelledby="journey-access"
          value={journey.verificationMethod ?? ''}
          onChange={(event) =>
            // Another method must be verified again.
            change({
              verificationMethod: event.target.value as JourneyState['verificationMethod'],
              identityVerified: false,
            })
          }
        >
          <FormControlLabel value="key" control={<Radio />} label="An access key they gave me" />
          <FormControlLabel value="questions" control={<Radio />} label="Security questions" />
        </RadioGroup>
      </FormControl>
      {journey.verificationMethod === 'key' && (
        <>
          <TextField
            label="Their email address"
            type="email"
            autoComplete="off"
            value={keyCheck.ownerEmail}
            onChange={(event) => changeKeyCheck({ ownerEmail: event.target.value })}
          />
          <TextField
            label="Access key"
            autoComplete="off"
            helperText="Checked when you continue; it is not stored."
            value={keyCheck.accessKey}
            onChange={(event) => changeKeyCheck({ accessKey: event.target.value })}
          />
        </>
      )}
      {journey.verificationMethod === 'questions' && (
        <Typography variant="body2" color="text.secondary">
          On the next step you answer a few questions about them. They are sent to your loved one,
          who approves your request in their Privacy tab.
        </Typography>
      )}
      {problem && <Alert severity="warning">{problem}</Alert>}
    </Stack>
  );
}

const identityQuestions = [
  ['fullName', 'Their full name'],
  ['birthDate', 'Their date of birth'],
  ['mothersName', "Their mother's maiden name"],
  ['favoriteColor', 'Their favourite colour'],
] as const;

/**
 * The identity step, until a request is made. With an access key the request went from the
 * access step; with the security questions, the answers go to the server as a request the loved
 * one approves in their Privacy tab. The answers stay in this dialog and are never part of the
 * saved journey.
 */
export function IdentityStep({
  journey,
  ownerEmail: emailFromAccessStep,
  verification,
  requested,
}: {
  journey: JourneyState;
  ownerEmail: string;
  verification: LovedOneVerification;
  requested: () => void;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [ownerEmail, setOwnerEmail] = useState(emailFromAccessStep);
  if (journey.verificationMethod === 'key') {
    return <Typography>Please go back and enter the access key they gave you.</Typography>;
  }
  const complete =
    ownerEmail.trim() !== '' && identityQuestions.every(([key]) => answers[key]?.trim());
  const send = async () => {
    const plan = await verification.verify({
      method: 'questions',
      ownerEmail,
      relationship: journey.relationship,
      answers: Object.fromEntries(identityQuestions.map(([key]) => [key, answers[key] ?? ''])),
    });
    if (plan) requested();
  };
  return (
    <Stack spacing={2}>
      <TextField
        label="Their email address"
        type="email"
        autoComplete="off"
        value={ownerEmail}
        onChange={(event) => {
          verification.clearProblem();
          setOwnerEmail(event.target.value);
        }}
      />
      {identityQuestions.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          type={key === 'birthDate' ? 'date' : 'text'}
          slotProps={key === 'birthDate' ? { inputLabel: { shrink: true } } : undefined}
          value={answers[key] ?? ''}
          onChange={(event) => {
            verification.clearProblem();
            setAnswers({ ...answers, [key]: event.target.value });
          }}
        />
      ))}
      {verification.problem && <Alert severity="warning">{verification.problem}</Alert>}
      <Button
        variant="outlined"
        disabled={!complete || verification.busy}
        onClick={() => void send()}
      >
        Send for their approval
      </Button>
    </Stack>
  );
}

export function PrioritiesStep({ journey, change }: StepProps) {
  const toggle = (value: (typeof journeyPriorities)[number]['value'], on: boolean) =>
    change({
      priorities: on
        ? [...journey.priorities, value]
        : journey.priorities.filter((item) => item !== value),
    });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Choose what you would like to start with</FormLabel>
      <FormGroup>
        {journeyPriorities.map(({ label, value }) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                checked={journey.priorities.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
              />
            }
            label={label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
