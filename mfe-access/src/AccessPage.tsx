import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFormik, type FormikProps } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  FULL_REQUEST_NOT_GRANTED_BY_TIME,
  accessLevelGuide,
  type AccessLevel,
  type AccessRequestOutcome,
} from '@legacy-planner/contracts';
import { ApiError, useAddressQuery, useAppLink, usePlatform } from '@legacy-planner/shared-ui';
import { FormikTextField } from '@legacy-planner/shared-ui/forms';
import { requestAccess } from './api/requestAccess';
import { accessViewQueryKey } from './api/accessView';
import {
  initialAccessValues,
  toAccessRequest,
  validateAccessForm,
  type AccessFormValues,
} from './accessForm';
import { formatDateTime } from '@legacy-planner/planner-client';
import { accessTexts } from './accessTexts';
import { AppLink } from './AppLink';
import { claimAddress, keepPendingClaim, readPendingClaim } from './pendingClaim';

/** Spec section 9: the confirmed step shows for 1.5 s before the result is passed on. */
export const CONFIRMATION_DELAY_MS = 1500;

type Stage = 'selection' | 'verification' | 'confirmed' | 'pending';
const stepLabels = ['Choose a level', 'Verify', 'Confirmed'];
const stepIndex: Record<Stage, number> = {
  selection: 0,
  verification: 1,
  confirmed: 2,
  pending: 2,
};

/** The card a QR code opened the page with (/access?card=…&code=…), if any. */
function useCardFromAddress() {
  const searchParams = useAddressQuery();
  const cardId = searchParams.get('card')?.trim() ?? '';
  const cardCode = searchParams.get('code')?.trim() ?? '';
  return cardId && cardCode ? { cardId: cardId.toUpperCase(), cardCode } : null;
}

/**
 * /access, public: a trusted person asks for access to someone's plan. Selection (a level and
 * what it opens), verification (what the level asks for, and who is asking), confirmed.
 */
export default function AccessPage() {
  const { api, navigate, queryClient } = usePlatform();
  const card = useCardFromAddress();
  const [stage, setStage] = useState<Stage>('selection');
  const [outcome, setOutcome] = useState<AccessRequestOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [earlierRequest] = useState(readPendingClaim);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStage = useRef<Stage>(stage);

  const formik = useFormik<AccessFormValues>({
    initialValues: initialAccessValues(card),
    // Verify Access stays disabled until the schema is satisfied, from the first render on.
    initialErrors: { level: 'Please choose a level of access' },
    validateOnMount: true,
    validate: validateAccessForm,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const answer = await requestAccess(api, toAccessRequest(values));
        // Remembered at once, so that closing the page during the confirmation loses nothing.
        if (answer.status === 'pending') {
          keepPendingClaim({
            requestId: answer.requestId,
            claimToken: answer.claimToken,
            grantsAt: answer.grantsAt,
          });
        }
        setOutcome(answer);
        setStage('confirmed');
      } catch (error) {
        setProblem(problemText(error));
      }
    },
  });

  // Each stage's heading takes the focus, so a screen reader hears where the person now is.
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    heading.current?.focus();
  }, [stage]);

  // The confirmed step stays 1.5 s, then the result is passed on.
  useEffect(() => {
    if (stage !== 'confirmed' || !outcome) return;
    const timer = setTimeout(() => {
      if (outcome.status === 'granted') {
        // A viewer page read before (another grant, or none) must not be shown again.
        queryClient.removeQueries({ queryKey: accessViewQueryKey });
        navigate('/access/view');
      } else {
        setStage('pending');
      }
    }, CONFIRMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stage, outcome, navigate, queryClient]);

  const choose = (level: AccessLevel) => {
    setProblem(null);
    void formik.setFieldValue('level', level);
    setStage('verification');
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Request access to a plan
      </Typography>
      <Stepper activeStep={stepIndex[stage]} alternativeLabel aria-label="Progress">
        {stepLabels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {stage === 'selection' && (
        <Selection
          heading={heading}
          fromCard={Boolean(card)}
          earlierRequest={earlierRequest ? claimAddress(earlierRequest) : null}
          choose={choose}
        />
      )}
      {stage === 'verification' && (
        <Verification
          heading={heading}
          formik={formik}
          cardFromAddress={Boolean(card)}
          problem={problem}
          back={() => {
            setProblem(null);
            setStage('selection');
          }}
        />
      )}
      {stage === 'confirmed' && outcome && <Confirmed heading={heading} outcome={outcome} />}
      {stage === 'pending' && outcome?.status === 'pending' && (
        <Pending heading={heading} outcome={outcome} />
      )}
    </Stack>
  );
}

/** One sentence for a refused or failed request; a refusal never says which detail was wrong. */
function problemText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return accessTexts.rateLimited;
  if (error instanceof ApiError && (error.status === 403 || error.status === 400)) {
    return accessTexts.refused;
  }
  return accessTexts.failed;
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

function StageHeading({ heading, children }: { heading: HeadingRef; children: ReactNode }) {
  return (
    <Typography
      ref={heading}
      tabIndex={-1}
      variant="h2"
      sx={{ fontSize: '1.5rem', '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}

function Selection({
  heading,
  fromCard,
  earlierRequest,
  choose,
}: {
  heading: HeadingRef;
  fromCard: boolean;
  earlierRequest: string | null;
  choose: (level: AccessLevel) => void;
}) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="access-stage">
      <StageHeading heading={heading}>
        <span id="access-stage">Choose the access you need</span>
      </StageHeading>
      <Typography>
        The person who made this plan decided what each level of access opens. Choose the level that
        fits your situation; each level asks for a little more to confirm it.
      </Typography>
      {fromCard && (
        <Alert severity="info">
          Your access card has been read. Choose Basic access in an emergency, or Standard access if
          the card was made for it.
        </Alert>
      )}
      {earlierRequest && (
        <Alert severity="info">
          You asked for access from this device before.{' '}
          <AppLink to={earlierRequest}>Check on that request</AppLink>
        </Alert>
      )}
      {accessLevelGuide.map((entry) => (
        <Card key={entry.level} variant="outlined" component="article">
          <CardContent>
            <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {entry.title}
            </Typography>
            <Typography variant="subtitle2" component="p">
              Opens
            </Typography>
            <Box component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
              {entry.opens.map((item) => (
                <li key={item}>
                  <Typography variant="body2">{item}</Typography>
                </li>
              ))}
            </Box>
            <Typography variant="body2">
              <strong>Requires:</strong> {entry.requires}
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button variant="contained" onClick={() => choose(entry.level)}>
              Choose {entry.title}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

const levelTitle = (level: AccessLevel) =>
  accessLevelGuide.find((entry) => entry.level === level)?.title ?? level;

/** One of the form's text fields: required, full width, its id made from its name. */
function FormField({
  formik,
  name,
  ...props
}: {
  formik: FormikProps<AccessFormValues>;
  name: string;
  label: string;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  return (
    <FormikTextField
      formik={formik}
      id={`access-${name.replace('.', '-')}`}
      name={name}
      required
      fullWidth
      minRows={props.multiline ? 3 : undefined}
      {...props}
    />
  );
}

function Verification({
  heading,
  formik,
  cardFromAddress,
  problem,
  back,
}: {
  heading: HeadingRef;
  formik: FormikProps<AccessFormValues>;
  cardFromAddress: boolean;
  problem: string | null;
  back: () => void;
}) {
  const { level, standardWith, cardId } = formik.values;
  const usesCard = level === 'basic' || (level === 'standard' && standardWith === 'card');
  const guide = accessLevelGuide.find((entry) => entry.level === level);
  const cardFields = cardFromAddress ? (
    <Typography>
      Your access card <strong>{cardId}</strong> has been read from its QR code.
    </Typography>
  ) : (
    <>
      <FormField
        formik={formik}
        name="cardId"
        label="Card id"
        helperText="Printed on the card, for example CARD7Q2X"
        autoComplete="off"
      />
      <FormField
        formik={formik}
        name="cardCode"
        label="Card code"
        helperText="The long code printed under the QR code"
        autoComplete="off"
      />
    </>
  );
  const ownerEmail = (
    <FormField
      formik={formik}
      name="ownerEmail"
      label="Their email address"
      helperText="The email address of the person whose plan you are asking for"
      type="email"
      autoComplete="off"
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={formik.handleSubmit}
      aria-labelledby="access-stage"
    >
      <StageHeading heading={heading}>
        <span id="access-stage">Verify {levelTitle(level)}</span>
      </StageHeading>
      {guide && (
        <Typography>
          <strong>Requires:</strong> {guide.requires}.
        </Typography>
      )}
      {level === 'basic' && (
        <>
          {cardFields}
          <FormField
            formik={formik}
            name="emergencyReason"
            label="What is the emergency?"
            helperText="A few words are enough, for example: in hospital after a fall"
            multiline
          />
        </>
      )}
      {level === 'standard' && (
        <>
          <FormControl>
            <FormLabel id="access-standard-with">I have</FormLabel>
            <RadioGroup
              aria-labelledby="access-standard-with"
              name="standardWith"
              value={standardWith}
              onChange={formik.handleChange}
            >
              <FormControlLabel value="key" control={<Radio />} label="Their access key" />
              <FormControlLabel value="card" control={<Radio />} label="Their access card" />
            </RadioGroup>
          </FormControl>
          {usesCard ? (
            cardFields
          ) : (
            <>
              {ownerEmail}
              <FormField
                formik={formik}
                name="accessKey"
                label="Access key"
                helperText="The key they gave you, for example LEGACY-ABC123-4567"
                autoComplete="off"
              />
            </>
          )}
        </>
      )}
      {level === 'full' && (
        <>
          <Alert severity="info">
            Full access is not given at once. The person is told of your request and can refuse it;
            if they do not, it is granted after a waiting period, or sooner once the evidence is
            verified.
          </Alert>
          {ownerEmail}
          <FormField
            formik={formik}
            name="deathCertificate"
            label="Death certificate number"
            autoComplete="off"
          />
          <FormField
            formik={formik}
            name="medicalValidation"
            label="Medical validation code"
            autoComplete="off"
          />
          <FormField
            formik={formik}
            name="identityProof"
            label="Identity verification code"
            autoComplete="off"
          />
        </>
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
          About you
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The person who made the plan sees who asked, so they know who you are.
        </Typography>
        <Stack spacing={2}>
          <FormField formik={formik} name="requester.name" label="Your name" autoComplete="name" />
          <FormField
            formik={formik}
            name="requester.email"
            label="Your email address"
            type="email"
            autoComplete="email"
          />
          <FormField
            formik={formik}
            name="requester.relationship"
            label="How you know them"
            helperText="For example: daughter, friend, executor"
          />
        </Stack>
      </Box>
      {problem && <Alert severity="warning">{problem}</Alert>}
      <Typography id="access-verify-hint" variant="body2" color="text.secondary">
        Verify Access becomes available once every required field is filled in.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={back}>Back</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!formik.isValid || formik.isSubmitting}
          aria-describedby="access-verify-hint"
        >
          {formik.isSubmitting ? 'Verifying…' : 'Verify Access'}
        </Button>
      </Stack>
    </Stack>
  );
}

function Confirmed({ heading, outcome }: { heading: HeadingRef; outcome: AccessRequestOutcome }) {
  const granted = outcome.status === 'granted';
  return (
    <Stack spacing={2} component="section" aria-labelledby="access-stage">
      <StageHeading heading={heading}>
        <span id="access-stage">{granted ? 'Access confirmed' : 'Request received'}</span>
      </StageHeading>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>
          {granted ? `Opening ${outcome.grant.ownerName}'s plan…` : 'One moment…'}
        </Typography>
      </Box>
    </Stack>
  );
}

function Pending({
  heading,
  outcome,
}: {
  heading: HeadingRef;
  outcome: Extract<AccessRequestOutcome, { status: 'pending' }>;
}) {
  const checkOnRequest = useAppLink(
    claimAddress({ requestId: outcome.requestId, claimToken: outcome.claimToken }),
  );
  return (
    <Stack spacing={2} component="section" aria-labelledby="access-stage">
      <StageHeading heading={heading}>
        <span id="access-stage">Your request is waiting</span>
      </StageHeading>
      <Typography>
        Thank you. If these details match a plan, the person who made it has been told about your
        request, and they can refuse it if it was not meant for them.
      </Typography>
      <Typography>
        {outcome.grantsAt
          ? `If it is not refused, access will be granted on ${formatDateTime(outcome.grantsAt)}, or sooner once the evidence is verified.`
          : // /access asks for full access only by evidence: without a date, no waiting period runs.
            FULL_REQUEST_NOT_GRANTED_BY_TIME}
      </Typography>
      <Typography>
        This device remembers your request: come back to this page to check on it. If email is set
        up, you will also be sent the outcome.
      </Typography>
      <Box>
        <Button {...checkOnRequest} variant="outlined">
          Check on my request
        </Button>
      </Box>
    </Stack>
  );
}
