import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
  situationOfGrant,
  type AccessLevel,
  type AccessRequestInput,
} from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { previewQuery } from '../api/previewQuery';
import { LoadState } from '@legacy-planner/planner-client';
import { ViewerPlanView } from './ViewerPlanView';

/** The spec's confirmation step (section 9): the result follows 1.5 s after Verify Access. */
export const CONFIRMATION_DELAY_MS = 1500;

type Evidence = Pick<
  AccessRequestInput,
  'emergencyReason' | 'accessKey' | 'deathCertificate' | 'medicalValidation' | 'identityProof'
>;
type EvidenceField = keyof Evidence;

/** What each level asks for before Verify Access is enabled (spec section 5). */
const neededFields: Record<AccessLevel, { name: EvidenceField; label: string }[]> = {
  basic: [{ name: 'emergencyReason', label: 'Emergency reason' }],
  standard: [{ name: 'accessKey', label: 'Access key' }],
  full: [
    { name: 'deathCertificate', label: 'Death certificate number' },
    { name: 'medicalValidation', label: 'Medical validation code' },
    { name: 'identityProof', label: 'Identity verification code' },
  ],
};

type Step = 'selection' | 'verification' | 'confirmed';
const emptyEvidence: Record<EvidenceField, string> = {
  emergencyReason: '',
  accessKey: '',
  deathCertificate: '',
  medicalValidation: '',
  identityProof: '',
};

/**
 * The access-granting flow of the /access page (selection → verification → confirmed), walked
 * by the owner against their own plan. It checks nothing and grants nothing: it ends on what
 * that level would show, from the server's preview.
 */
export function Rehearsal() {
  const [step, setStep] = useState<Step>('selection');
  const [level, setLevel] = useState<AccessLevel>('basic');
  const [evidence, setEvidence] = useState(emptyEvidence);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    if (step !== 'confirmed') return;
    const timer = setTimeout(() => setRevealed(true), CONFIRMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const restart = () => {
    setStep('selection');
    setEvidence(emptyEvidence);
    setRevealed(false);
  };
  const guide = accessLevelGuide.find((entry) => entry.level === level)!;
  const complete = neededFields[level].every(({ name }) => evidence[name].trim() !== '');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Typography component="h3" variant="h6">
          Rehearse the access flow
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Walk the steps a trusted person takes on the access page, against your own plan. This is a
          rehearsal: nothing is checked and no access is granted.
        </Typography>
        {step === 'selection' ? (
          <Grid container spacing={1.5} role="group" aria-label="Choose a level of access">
            {accessLevelGuide.map((entry) => (
              <Grid key={entry.level} size={{ xs: 12, sm: 4 }}>
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
                  <Typography component="span" variant="caption" sx={{ textTransform: 'none' }}>
                    Requires: {entry.requires}
                  </Typography>
                </Button>
              </Grid>
            ))}
          </Grid>
        ) : null}
        {step === 'verification' ? (
          <Stack
            component="form"
            noValidate
            spacing={1.5}
            aria-label={`Verify ${guide.title}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (complete) setStep('confirmed');
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{guide.title}</Typography>
            {neededFields[level].map(({ name, label }, index) => (
              <TextField
                key={name}
                autoFocus={index === 0}
                id={`rehearsal-${name}`}
                label={label}
                required
                multiline={name === 'emergencyReason'}
                minRows={name === 'emergencyReason' ? 2 : undefined}
                value={evidence[name]}
                onChange={(event) => setEvidence({ ...evidence, [name]: event.target.value })}
              />
            ))}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button onClick={restart}>Back</Button>
              <Button type="submit" variant="contained" disabled={!complete}>
                Verify Access
              </Button>
            </Stack>
          </Stack>
        ) : null}
        {step === 'confirmed' ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {revealed
                ? `Rehearsal: ${guide.title} confirmed. This is what it would show.`
                : `Rehearsal: confirming ${guide.title}…`}
            </Alert>
            {revealed ? (
              <RehearsalResult level={level} />
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

/** The preview for the level in the situation its grant stands for (a basic grant is an emergency one). */
function RehearsalResult({ level }: { level: AccessLevel }) {
  const timing = situationOfGrant(level, level === 'basic');
  const preview = useQuery(previewQuery(usePlatform(), { level, timing }));
  return (
    <>
      <LoadState query={preview} what="preview" />
      {preview.data ? (
        <ViewerPlanView plan={preview.data} idPrefix="rehearsal" label="Rehearsal result" />
      ) : null}
    </>
  );
}
