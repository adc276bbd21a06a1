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
import { journeyPriorities, type JourneyState } from '@legacy-planner/contracts';

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
export function AccessStep({ journey, change }: StepProps) {
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="journey-access">Verify access with</FormLabel>
        <RadioGroup
          aria-labelledby="journey-access"
          value={journey.verificationMethod ?? ''}
          onChange={(event) =>
            change({ verificationMethod: event.target.value as JourneyState['verificationMethod'] })
          }
        >
          <FormControlLabel value="key" control={<Radio />} label="An access key they gave me" />
          <FormControlLabel value="questions" control={<Radio />} label="Security questions" />
        </RadioGroup>
      </FormControl>
      {journey.verificationMethod === 'key' && (
        <TextField label="Access key" helperText="Used only to verify access; it is not stored." />
      )}
    </Stack>
  );
}

const identityQuestions = [
  ['fullName', 'Their full name'],
  ['birthDate', 'Their date of birth'],
  ['mothersName', "Their mother's maiden name"],
  ['favoriteColor', 'Their favourite colour'],
] as const;

/** The four identity questions; the answers stay in this dialog and are never stored. */
export function IdentityStep({ journey, change }: StepProps) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const complete = identityQuestions.every(([key]) => answers[key]?.trim());
  return (
    <Stack spacing={2}>
      {identityQuestions.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          type={key === 'birthDate' ? 'date' : 'text'}
          slotProps={key === 'birthDate' ? { inputLabel: { shrink: true } } : undefined}
          value={answers[key] ?? ''}
          onChange={(event) => setAnswers({ ...answers, [key]: event.target.value })}
        />
      ))}
      {journey.identityVerified ? (
        <Typography role="status">Identity details confirmed.</Typography>
      ) : (
        <Button
          variant="outlined"
          disabled={!complete}
          onClick={() => change({ identityVerified: true })}
        >
          Confirm identity
        </Button>
      )}
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
