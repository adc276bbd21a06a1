import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  accessLevelGuide,
  rehearsalSchema,
  type AccessLevel,
  type RehearsalInput,
} from '@legacy-planner/contracts';
import { apiErrorMessage } from '@legacy-planner/shared-ui';
import { useRehearsal } from '../api/rehearse';
import { ViewerPlanView } from './ViewerPlanView';

/** The spec's confirmation step (section 9): the result follows 1.5 s after Verify Access. */
export const CONFIRMATION_DELAY_MS = 1500;

type EvidenceField = Exclude<keyof RehearsalInput, 'level'>;
type Evidence = Record<EvidenceField, string>;

const labels: Record<EvidenceField, string> = {
  cardId: 'Card id',
  cardCode: 'Card code',
  emergencyReason: 'Emergency reason',
  accessKey: 'Access key',
  deathCertificate: 'Death certificate number',
  medicalValidation: 'Medical validation code',
  identityProof: 'Identity verification code',
};

/** What each level asks for, as the access page asks it (rehearsalSchema). */
const fieldsOf: Record<AccessLevel, EvidenceField[]> = {
  basic: ['cardId', 'cardCode', 'emergencyReason'],
  standard: ['accessKey', 'cardId', 'cardCode'],
  full: ['deathCertificate', 'medicalValidation', 'identityProof'],
};

const filled = (value: string) => value.trim() !== '';

/** The rehearsal's body: the level's own fields (for standard, the key, else the card). */
function rehearsalOf(level: AccessLevel, evidence: Evidence): RehearsalInput {
  const fields =
    level === 'standard'
      ? filled(evidence.accessKey)
        ? (['accessKey'] as const)
        : (['cardId', 'cardCode'] as const)
      : fieldsOf[level];
  return {
    level,
    ...Object.fromEntries(fields.map((field) => [field, evidence[field].trim()])),
  };
}

/** Verify Access waits until the level has what it needs: the server's own schema says. */
const isComplete = (level: AccessLevel, evidence: Evidence): boolean =>
  rehearsalSchema.isValidSync(rehearsalOf(level, evidence), { strict: true });

type Step = 'selection' | 'verification' | 'confirming';
const emptyEvidence: Evidence = {
  cardId: '',
  cardCode: '',
  emergencyReason: '',
  accessKey: '',
  deathCertificate: '',
  medicalValidation: '',
  identityProof: '',
};

/**
 * The access-granting flow of the /access page (selection → verification → confirmed), walked
 * by the owner against their own plan. The server checks the key, card or evidence exactly as
 * /access does and answers what that viewer would see; it grants nothing. A refusal is
 * /access's own answer.
 */
export function Rehearsal() {
  const rehearsal = useRehearsal();
  const [step, setStep] = useState<Step>('selection');
  const [level, setLevel] = useState<AccessLevel>('basic');
  const [evidence, setEvidence] = useState(emptyEvidence);
  const [waited, setWaited] = useState(false);
  // Each Verify Access starts the confirmation step again, also after a refusal.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (step !== 'confirming') return;
    const timer = setTimeout(() => setWaited(true), CONFIRMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, attempt]);

  const restart = () => {
    setStep('selection');
    setEvidence(emptyEvidence);
    setWaited(false);
    rehearsal.reset();
  };
  // The answer shows once both the server has answered and the confirmation step has run; a
  // refusal returns to the form, with what was typed.
  const answered = step === 'confirming' && waited;
  const refused = answered && rehearsal.isError;
  const confirmed = answered && rehearsal.isSuccess;
  const guide = accessLevelGuide.find((entry) => entry.level === level)!;
  const complete = isComplete(level, evidence);
  const field = (name: EvidenceField, autoFocus = false) => (
    <TextField
      key={name}
      autoFocus={autoFocus}
      id={`rehearsal-${name}`}
      label={labels[name]}
      required={level !== 'standard'}
      multiline={name === 'emergencyReason'}
      minRows={name === 'emergencyReason' ? 2 : undefined}
      value={evidence[name]}
      onChange={(event) => setEvidence({ ...evidence, [name]: event.target.value })}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Typography component="h3" variant="h6">
          Rehearse the access flow
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Walk the steps a trusted person takes on the access page, against your own plan. Your
          card, key or evidence is checked as the access page checks it; no access is granted.
        </Typography>
        {step === 'selection' ? (
          <Grid container spacing={1.5} role="group" aria-label="Choose a level of access">
            {accessLevelGuide.map((entry) => (
              <Grid key={entry.level} size={4}>
                <Button
                  variant="outlined"
                  fullWidth
                  onClick={() => {
                    setLevel(entry.level);
                    setStep('verification');
                  }}
                  sx={{
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    textAlign: 'left',
                    height: '100%',
                  }}
                >
                  <span>{entry.title}</span>
                  {/* On a phone the three fit one row: what each needs is in the guide above. */}
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ textTransform: 'none', display: { xs: 'none', sm: 'inline' } }}
                  >
                    Requires: {entry.requires}
                  </Typography>
                </Button>
              </Grid>
            ))}
          </Grid>
        ) : null}
        {step === 'verification' || refused ? (
          <Stack
            component="form"
            noValidate
            spacing={1.5}
            aria-label={`Verify ${guide.title}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (!complete) return;
              setWaited(false);
              setAttempt(attempt + 1);
              rehearsal.mutate(rehearsalOf(level, evidence));
              setStep('confirming');
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{guide.title}</Typography>
            {refused ? (
              <Alert severity="error">
                {apiErrorMessage(
                  rehearsal.error,
                  'The rehearsal could not be checked. Please try again.',
                )}
              </Alert>
            ) : null}
            {level === 'standard' ? (
              <>
                {field('accessKey', true)}
                <Typography variant="body2">Or a standard-level card:</Typography>
                {field('cardId')}
                {field('cardCode')}
              </>
            ) : (
              fieldsOf[level].map((name, index) => field(name, index === 0))
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button onClick={restart}>Back</Button>
              <Button type="submit" variant="contained" disabled={!complete}>
                Verify Access
              </Button>
            </Stack>
          </Stack>
        ) : null}
        {step === 'confirming' && !refused ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {confirmed
                ? `Rehearsal: ${guide.title} confirmed. This is what it would show.`
                : `Rehearsal: confirming ${guide.title}…`}
            </Alert>
            {confirmed && rehearsal.data ? (
              <ViewerPlanView plan={rehearsal.data} idPrefix="rehearsal" label="Rehearsal result" />
            ) : (
              <CircularProgress aria-label="Confirming access" sx={{ alignSelf: 'center' }} />
            )}
            <Button onClick={restart} sx={{ alignSelf: 'flex-start' }}>
              Rehearse Again
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
